import { Button, Group } from '@mantine/core';
import { permissions } from '@worktrail/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePermission } from '../permissions/use-permission.ts';

/** The People pages, in the order the tab row shows them; each is read with the members-read permission. */
const peoplePages = [
  { key: 'members', route: '/pepole/members' },
  { key: 'teams', route: '/pepole/teams' },
  { key: 'structure', route: '/pepole/structure' },
] as const;

/**
 * The link row at the top of the People pages (Members | Teams | Departments & positions). It takes no props:
 * it shows the pages the signed-in user may see and marks the current one.
 */
export function PeopleTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mayRead = usePermission(permissions.members.read);
  if (!mayRead) return null;
  return (
    <nav aria-label={t('members.peopleTabs.label')}>
      <Group gap="xs" mb="md">
        {peoplePages.map((page) => {
          const current = pathname.startsWith(page.route);
          return (
            <Button
              key={page.key}
              component={Link}
              to={page.route}
              size="sm"
              variant={current ? 'light' : 'subtle'}
              aria-current={current ? 'page' : undefined}
            >
              {t(`members.peopleTabs.${page.key}`)}
            </Button>
          );
        })}
      </Group>
    </nav>
  );
}
