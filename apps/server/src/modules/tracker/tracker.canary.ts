import type { CanaryContext } from '../../../test/canary-steps.ts';
import { uuidv7 } from '../../db/ids.ts';
import { customers } from '../customers/customers.table.ts';
import { upsertHeartbeat } from '../presence/presence.repository.ts';
import { addProjectMembers, insertProjects } from '../projects/projects.repository.ts';
import { ingestSlots, startTrackedEntry, stopTrackedEntry } from './tracker.service.ts';

/**
 * The private member's tracked hour in the victim organisation, ingested as an agent would: an entry, six slots
 * in an app and on a URL host named with the canary, and their presence.
 */
export async function seedTrackerCanaries({ tx, tenantId, memberIds, canary }: CanaryContext) {
  const memberId = memberIds.private;
  const customerId = uuidv7();
  await tx
    .insert(customers)
    .values({ tenantId, id: customerId, name: `Tracker customer ${canary}`, concurrencyStamp: uuidv7() });
  const [project] = await insertProjects({
    tx,
    tenantId,
    projects: [{ customerId, name: `Tracked project ${canary}` }],
  });
  if (!project) throw new Error('the tracker canary project was not inserted');
  await addProjectMembers({ tx, tenantId, projectId: project.id, memberIds: [memberId] });
  const now = new Date('2025-01-08T12:00:00Z');
  const ingest = { tx, tenantId, memberId, now };
  const id = uuidv7();
  await startTrackedEntry({
    ...ingest,
    request: { id, projectId: project.id, startedAt: '2025-01-08T09:00:00Z', note: `Tracked ${canary}` },
  });
  const slots = Array.from({ length: 6 }, (_, i) => ({
    entryId: id,
    startedAt: new Date(Date.parse('2025-01-08T09:00:00Z') + i * 600_000).toISOString(),
    seconds: 600,
    activeSeconds: 400,
    keyboardSeconds: 200,
    mouseSeconds: 300,
    keyCount: 500,
    clickCount: 80,
    apps: [
      { kind: 'app' as const, name: `App ${canary}`, seconds: 300 },
      { kind: 'url' as const, name: `https://${canary.toLowerCase()}.example/secret`, seconds: 300 },
    ],
  }));
  await ingestSlots({ ...ingest, slots });
  await stopTrackedEntry({ ...ingest, request: { id, endedAt: '2025-01-08T10:00:00Z' } });
  await upsertHeartbeat({ ...ingest, projectId: project.id, taskId: null, entryId: id, source: 'desktop' });
}
