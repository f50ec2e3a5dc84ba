import type { Tx } from '../src/db/client.ts';
import { seedCustomerCanaries } from '../src/modules/customers/customers.canary.ts';
import { seedDashboardCanaries } from '../src/modules/dashboard/dashboard.canary.ts';
import { seedDataExportCanaries } from '../src/modules/data-export/data-export.canary.ts';
import { seedImportCanaries } from '../src/modules/imports/imports.canary.ts';
import { seedPeopleCanaries } from '../src/modules/members/members.canary.ts';
import { profileCanaries } from '../src/modules/profile/profile.canary.ts';
import { seedProjectCanaries } from '../src/modules/projects/projects.canary.ts';
import { seedScreenshotCanaries } from '../src/modules/screenshots/screenshots.canary.ts';
import { seedSettingsCanaries } from '../src/modules/settings/settings.canary.ts';
import { seedSupportCanaries } from '../src/modules/support/support.canary.ts';
import { seedTaskCanaries } from '../src/modules/tasks/tasks.canary.ts';
import { seedTeamCanaries } from '../src/modules/teams/teams.canary.ts';
import { seedTimelineCanaries } from '../src/modules/timeline/timeline.canary.ts';
import { seedTimerCanaries } from '../src/modules/timer/timer.canary.ts';
import { seedTrackerCanaries } from '../src/modules/tracker/tracker.canary.ts';

/** The victim organisation of the access matrix, for a domain to seed its records into. */
export type CanaryContext = {
  tx: Tx;
  tenantId: string;
  /** Member ids by role in the victim organisation: owner, manager (assigned no one), private, peer. */
  memberIds: { owner: string; manager: string; private: string; peer: string };
  /** Put this in every text of every record, so a leak is recognisable. */
  canary: string;
  /** Put this in texts that belong to the private member alone (their own records). */
  privateCanary: string;
};

/**
 * Each domain's canary records, seeded in the victim organisation inside its tenant. A domain keeps its step in
 * its own `*.canary.ts` file beside its code and adds it here; the access matrix then probes its data too.
 */
export const canarySteps: Array<(context: CanaryContext) => Promise<void>> = [
  seedPeopleCanaries,
  seedCustomerCanaries,
  profileCanaries,
  seedTeamCanaries,
  seedProjectCanaries,
  seedTaskCanaries,
  seedImportCanaries,
  seedTimelineCanaries,
  seedTrackerCanaries,
  seedScreenshotCanaries,
  seedSettingsCanaries,
  seedDashboardCanaries,
  seedTimerCanaries,
  seedSupportCanaries,
  seedDataExportCanaries,
];
