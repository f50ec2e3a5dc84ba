import type { CanaryContext } from '../../../test/canary-steps.ts';
import { uuidv7 } from '../../db/ids.ts';
import { customers } from '../customers/customers.table.ts';
import { addProjectMembers, insertProjects } from '../projects/projects.repository.ts';
import { timeEntries } from '../time/time-entries.table.ts';

/**
 * A running web timer of the victim organisation's private member, on a project only they work on, so the timer
 * calls are probed for someone else's running entry (no one but its member may see it or stop it).
 */
export async function seedTimerCanaries({ tx, tenantId, memberIds, canary, privateCanary }: CanaryContext) {
  const customerId = uuidv7();
  await tx
    .insert(customers)
    .values({ tenantId, id: customerId, name: `Timer customer ${canary}`, concurrencyStamp: uuidv7() });
  const [project] = await insertProjects({
    tx,
    tenantId,
    projects: [{ customerId, name: `Timer project ${canary}` }],
  });
  if (!project) throw new Error('the timer canary project was not inserted');
  await addProjectMembers({ tx, tenantId, projectId: project.id, memberIds: [memberIds.private] });
  await tx.insert(timeEntries).values({
    tenantId,
    id: uuidv7(),
    memberId: memberIds.private,
    projectId: project.id,
    startedAt: new Date('2025-01-06T09:00:00Z'),
    endedAt: null,
    note: `Running ${privateCanary}`,
    source: 'web',
  });
}
