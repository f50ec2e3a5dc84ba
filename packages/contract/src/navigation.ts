import { type PermissionName, permissions } from './permissions.ts';

/** Sidebar groups of spec §2; `main` holds the ungrouped items at the top. */
export const navGroups = ['main', 'projectManagement', 'people', 'reports', 'settings'] as const;
export type NavGroup = (typeof navGroups)[number];

export type NavItem = {
  /** i18n key under `nav.items`; the English text is the §2 label. */
  key: string;
  route: string;
  group: NavGroup;
  permission: PermissionName | null;
};

/** The sidebar of spec §2: labels, routes (typos included) and the permission each needs. */
export const navItems: readonly NavItem[] = [
  { key: 'dashboard', route: '/dashboard', group: 'main', permission: null },
  { key: 'timeline', route: '/timeline', group: 'main', permission: null },
  { key: 'projects', route: '/projects/projects', group: 'projectManagement', permission: permissions.projects.read },
  {
    key: 'quickTasks',
    route: '/projects/project-tasks',
    group: 'projectManagement',
    permission: permissions.tasks.read,
  },
  { key: 'viewTasks', route: '/projects/view-tasks', group: 'projectManagement', permission: permissions.tasks.read },
  {
    key: 'customers',
    route: '/projects/customers',
    group: 'projectManagement',
    permission: permissions.customers.read,
  },
  { key: 'members', route: '/pepole/members', group: 'people', permission: permissions.members.read },
  { key: 'attendance', route: '/reports/attendance', group: 'reports', permission: permissions.reports.attendance },
  { key: 'generalReports', route: '/reports/general', group: 'reports', permission: permissions.reports.general },
  { key: 'charts', route: '/reports/charts', group: 'reports', permission: permissions.reports.charts },
  { key: 'myProfile', route: '/settings/general', group: 'settings', permission: null },
  {
    key: 'featureSettings',
    route: '/settings/feature',
    group: 'settings',
    permission: permissions.featureSettings.update,
  },
  {
    key: 'memberSettings',
    route: '/settings/member',
    group: 'settings',
    permission: permissions.featureSettings.update,
  },
  { key: 'mySettings', route: '/settings/setting', group: 'settings', permission: null },
  {
    key: 'organizationSettings',
    route: '/settings/organiztion',
    group: 'settings',
    permission: permissions.organizationSettings,
  },
  { key: 'dataImport', route: '/import', group: 'settings', permission: permissions.organizationSettings },
];
