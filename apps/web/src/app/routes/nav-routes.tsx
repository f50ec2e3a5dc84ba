import { type NavItem, navItems } from '@worktrail/contract';
import type { ComponentType } from 'react';
import { Route } from 'react-router';
import { RequirePermission } from '../../shared/permissions/RequirePermission.tsx';
import { lazyNamed } from '../../shared/ui/lazy-named.ts';
import { lazyFeature } from '../lazy-feature.ts';

// Until an area is built its routes share this placeholder chunk; a built area lazy-loads its own page here.
const PlaceholderPage = lazyNamed(() => import('./PlaceholderPage.tsx'), 'PlaceholderPage');

/** The pages built so far, by sidebar key. */
export const builtPages: Partial<Record<string, ComponentType>> = {
  dashboard: lazyFeature(
    'dashboard',
    () => import('../../features/dashboard/pages/DashboardPage.tsx'),
    'DashboardPage',
  ),
  timeline: lazyFeature('timeline', () => import('../../features/timeline/pages/TimelinePage.tsx'), 'TimelinePage'),
  members: lazyFeature('members', () => import('../../features/members/pages/MembersPage.tsx'), 'MembersPage'),
  customers: lazyFeature(
    'customers',
    () => import('../../features/customers/pages/CustomersPage.tsx'),
    'CustomersPage',
  ),
  dataImport: lazyFeature('imports', () => import('../../features/imports/pages/DataImportPage.tsx'), 'DataImportPage'),
  projects: lazyFeature('projects', () => import('../../features/projects/pages/ProjectsPage.tsx'), 'ProjectsPage'),
  myProfile: lazyFeature('profile', () => import('../../features/profile/pages/MyProfilePage.tsx'), 'MyProfilePage'),
  mySettings: lazyFeature('profile', () => import('../../features/profile/pages/MySettingsPage.tsx'), 'MySettingsPage'),
  featureSettings: lazyFeature(
    'feature-settings',
    () => import('../../features/feature-settings/pages/FeatureSettingsPage.tsx'),
    'FeatureSettingsPage',
  ),
  memberSettings: lazyFeature(
    'feature-settings',
    () => import('../../features/feature-settings/pages/MemberSettingsPage.tsx'),
    'MemberSettingsPage',
  ),
  attendance: lazyFeature('reports', () => import('../../features/reports/pages/AttendancePage.tsx'), 'AttendancePage'),
  generalReports: lazyFeature(
    'reports',
    () => import('../../features/reports/pages/GeneralReportsPage.tsx'),
    'GeneralReportsPage',
  ),
  quickTasks: lazyFeature('tasks', () => import('../../features/tasks/pages/QuickTasksPage.tsx'), 'QuickTasksPage'),
  viewTasks: lazyFeature('tasks', () => import('../../features/tasks/pages/ViewTasksPage.tsx'), 'ViewTasksPage'),
  charts: lazyFeature('reports', () => import('../../features/reports/pages/ChartsPage.tsx'), 'ChartsPage'),
  organizationSettings: lazyFeature(
    'organization',
    () => import('../../features/organization/pages/OrganizationSettingsPage.tsx'),
    'OrganizationSettingsPage',
  ),
};

const pageRoute = (item: NavItem) => {
  const Page = builtPages[item.key];
  return <Route key={item.key} path={item.route} element={Page ? <Page /> : <PlaceholderPage navKey={item.key} />} />;
};

/** One code-split route per §2 sidebar item (paths as given, typos included), guarded by its permission. */
export const navRoutes = navItems.map((item) =>
  item.permission ? (
    <Route key={item.key} element={<RequirePermission permission={item.permission} />}>
      {pageRoute(item)}
    </Route>
  ) : (
    pageRoute(item)
  ),
);
