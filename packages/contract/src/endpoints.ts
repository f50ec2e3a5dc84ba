import { accessEndpoints } from './access.endpoints.ts';
import { accountEndpoints } from './accounts.endpoints.ts';
import { apiKeyEndpoints, dataExportEndpoints } from './api-keys.endpoints.ts';
import { billingEndpoints, hostBillingEndpoints, hostPackageEndpoints } from './billing.endpoints.ts';
import { customerEndpoints } from './customers.endpoints.ts';
import { dashboardEndpoints } from './dashboard.endpoints.ts';
import type { Endpoint } from './endpoint.ts';
import { healthEndpoints } from './health.endpoints.ts';
import { hostEndpoints, hostOperatingSystemEndpoints, hostTicketTypeEndpoints } from './host.endpoints.ts';
import { identityEndpoints } from './identity.endpoints.ts';
import { importEndpoints } from './imports.endpoints.ts';
import { invitationEndpoints } from './invitations.endpoints.ts';
import { memberEndpoints } from './members.endpoints.ts';
import { permissionEndpoints } from './permissions.endpoints.ts';
import { profileEndpoints } from './profile.endpoints.ts';
import { projectEndpoints } from './projects.endpoints.ts';
import { reportEndpoints } from './reports.endpoints.ts';
import { screenshotEndpoints } from './screenshots.endpoints.ts';
import { settingsEndpoints } from './settings.endpoints.ts';
import { structureEndpoints } from './structure.endpoints.ts';
import { supportEndpoints } from './support.endpoints.ts';
import { taskEndpoints } from './tasks.endpoints.ts';
import { teamEndpoints } from './teams.endpoints.ts';
import { timelineEndpoints } from './timeline.endpoints.ts';
import { timerEndpoints } from './timer.endpoints.ts';
import { trackerEndpoints } from './tracker.endpoints.ts';
import { trackerDeviceEndpoints } from './tracker-devices.endpoints.ts';

/** Every call of the API, by domain: the one place a path is written (ARCHITECTURE §3). */
export const catalogue = {
  access: accessEndpoints,
  accounts: accountEndpoints,
  apiKeys: apiKeyEndpoints,
  billing: billingEndpoints,
  customers: customerEndpoints,
  dashboard: dashboardEndpoints,
  dataExport: dataExportEndpoints,
  health: healthEndpoints,
  host: hostEndpoints,
  hostTicketTypes: hostTicketTypeEndpoints,
  hostOperatingSystems: hostOperatingSystemEndpoints,
  hostPackages: hostPackageEndpoints,
  hostBilling: hostBillingEndpoints,
  identity: identityEndpoints,
  imports: importEndpoints,
  invitations: invitationEndpoints,
  members: memberEndpoints,
  permissions: permissionEndpoints,
  profile: profileEndpoints,
  projects: projectEndpoints,
  reports: reportEndpoints,
  screenshots: screenshotEndpoints,
  settings: settingsEndpoints,
  structure: structureEndpoints,
  support: supportEndpoints,
  tasks: taskEndpoints,
  teams: teamEndpoints,
  timeline: timelineEndpoints,
  timer: timerEndpoints,
  tracker: trackerEndpoints,
  trackerDevices: trackerDeviceEndpoints,
};

/** The catalogue as one list, for the tests that must cover every call (OpenAPI, access matrix, fuzzing). */
export const allEndpoints: readonly Endpoint[] = Object.values(catalogue).flatMap(
  (group) => Object.values(group) as Endpoint[],
);
