import { type NavGroup, type NavItem, navGroups, navItems, type PermissionMap } from '@worktrail/contract';

type NavSection = { group: NavGroup; items: NavItem[] };

/** The sidebar's sections with only the items the permissions allow; empty groups are dropped (§2). */
export function visibleNavSections(permissions: PermissionMap | undefined): NavSection[] {
  const allowed = (item: NavItem) => item.permission === null || permissions?.[item.permission] === true;
  return navGroups
    .map((group) => ({ group, items: navItems.filter((item) => item.group === group && allowed(item)) }))
    .filter((section) => section.items.length > 0);
}
