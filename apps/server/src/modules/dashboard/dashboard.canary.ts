import type { CanaryContext } from '../../../test/canary-steps.ts';
import { uuidv7 } from '../../db/ids.ts';
import { customers } from '../customers/customers.table.ts';
import { addProjectMembers, insertProjects } from '../projects/projects.repository.ts';
import { screenshots } from '../screenshots/screenshots.table.ts';
import { ingestSlots, startTrackedEntry, stopTrackedEntry } from '../tracker/tracker.service.ts';

/**
 * The private member's tracked hour on 2026-01-15 — the day the access matrix asks the range reads for — on a
 * project and in an app named with the private canary, with a screenshot: the dashboard and the recent screenshots would show them to
 * anyone the data scope let through. Before the timer canary (its running entry would refuse a new one).
 */
export async function seedDashboardCanaries({ tx, tenantId, memberIds, canary, privateCanary }: CanaryContext) {
  const memberId = memberIds.private;
  const customerId = uuidv7();
  await tx
    .insert(customers)
    .values({ tenantId, id: customerId, name: `Dashboard customer ${canary}`, concurrencyStamp: uuidv7() });
  const [project] = await insertProjects({
    tx,
    tenantId,
    projects: [{ customerId, name: `Dashboard project ${canary} ${privateCanary}` }],
  });
  if (!project) throw new Error('the dashboard canary project was not inserted');
  await addProjectMembers({ tx, tenantId, projectId: project.id, memberIds: [memberId] });
  const ingest = { tx, tenantId, memberId, now: new Date('2026-01-16T12:00:00Z') };
  const id = uuidv7();
  const from = Date.parse('2026-01-15T10:00:00Z');
  await startTrackedEntry({
    ...ingest,
    request: { id, projectId: project.id, startedAt: new Date(from).toISOString() },
  });
  await ingestSlots({
    ...ingest,
    slots: Array.from({ length: 6 }, (_, i) => ({
      entryId: id,
      startedAt: new Date(from + i * 600_000).toISOString(),
      seconds: 600,
      activeSeconds: 300,
      keyboardSeconds: 200,
      mouseSeconds: 200,
      keyCount: 400,
      clickCount: 60,
      apps: [{ kind: 'app' as const, name: `Dashboard app ${privateCanary}`, seconds: 600 }],
    })),
  });
  await stopTrackedEntry({ ...ingest, request: { id, endedAt: new Date(from + 3_600_000).toISOString() } });
  await tx.insert(screenshots).values({
    tenantId,
    id: uuidv7(),
    memberId,
    entryId: id,
    takenAt: new Date(from + 1_800_000),
    activityPercent: 50,
  });
}
