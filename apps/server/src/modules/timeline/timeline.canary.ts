import type { CanaryContext } from '../../../test/canary-steps.ts';
import { uuidv7 } from '../../db/ids.ts';
import { customers } from '../customers/customers.table.ts';
import { addProjectMembers, insertProjects } from '../projects/projects.repository.ts';
import { recomputeMemberDays } from '../time/rollups.ts';
import { timeEntries } from '../time/time-entries.table.ts';

/**
 * An offline activity of the private member (early, so agents' running entries of other canaries start after it), its note carrying both canaries, with its rollups written — so the
 * timeline reads and changes are probed for the private member's time.
 */
export async function seedTimelineCanaries({ tx, tenantId, memberIds, canary, privateCanary }: CanaryContext) {
  const customerId = uuidv7();
  await tx
    .insert(customers)
    .values({ tenantId, id: customerId, name: `Timeline customer ${canary}`, concurrencyStamp: uuidv7() });
  const [project] = await insertProjects({ tx, tenantId, projects: [{ customerId, name: `Timeline ${canary}` }] });
  if (!project) throw new Error('the canary project was not inserted');
  await addProjectMembers({ tx, tenantId, projectId: project.id, memberIds: [memberIds.private] });
  const from = new Date('2024-12-02T09:00:00Z');
  const to = new Date('2024-12-02T11:00:00Z');
  await tx.insert(timeEntries).values({
    tenantId,
    id: uuidv7(),
    memberId: memberIds.private,
    projectId: project.id,
    startedAt: from,
    endedAt: to,
    note: `Offline ${canary} ${privateCanary}`,
    source: 'offline',
    isOffline: true,
  });
  await recomputeMemberDays({ tx, tenantId, memberId: memberIds.private, ranges: [{ from, to }] });
}
