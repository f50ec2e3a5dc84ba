import type { Tx } from '../../db/client.ts';
import { seedDemoCustomers } from '../customers/customers.demo.ts';
import type { BlobStore } from '../files/blob-store.ts';
import { seedDemoPeople } from '../members/members.demo.ts';
import { seedDemoProjects } from '../projects/projects.demo.ts';
import { seedDemoScreenshots } from '../screenshots/screenshots.demo.ts';
import { seedDemoTeams } from '../teams/teams.demo.ts';
import { seedDemoTrackedTime } from '../tracker/tracker.demo.ts';

/**
 * What a domain's demo step is given: the demo organisation, its members by e-mail, the seeding time, and the blob
 * store when files are to be seeded too.
 */
export type DemoContext = {
  tx: Tx;
  tenantId: string;
  memberIds: Record<string, string>;
  now: Date;
  blobs?: BlobStore | undefined;
};

/** A domain's part of the demo organisation, run in the seed's one transaction. */
export type DemoStep = (context: DemoContext) => Promise<void>;

/**
 * The domains' demo steps, in order (structure before teams, customers before projects before imports). Each
 * domain keeps its step in its own `*.demo.ts` file and adds it here.
 */
export const demoSteps: DemoStep[] = [
  seedDemoPeople,
  seedDemoCustomers,
  seedDemoTeams,
  seedDemoProjects,
  seedDemoTrackedTime,
  seedDemoScreenshots,
];
