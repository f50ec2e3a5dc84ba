import type { CanaryContext } from '../../../test/canary-steps.ts';
import { uuidv7 } from '../../db/ids.ts';
import { customers } from '../customers/customers.table.ts';
import { timeEntries } from '../time/time-entries.table.ts';
import { addProjectMembers, insertProjects } from './projects.repository.ts';

/**
 * A customer and a project of the victim organisation, the private member on it with an hour of tracked time,
 * so the projects calls are probed for foreign projects and for the private member's data.
 */
export async function seedProjectCanaries({ tx, tenantId, memberIds, canary }: CanaryContext) {
  const customerId = uuidv7();
  await tx
    .insert(customers)
    .values({ tenantId, id: customerId, name: `Projects customer ${canary}`, concurrencyStamp: uuidv7() });
  const [project] = await insertProjects({
    tx,
    tenantId,
    projects: [{ customerId, name: `Project ${canary}`, description: `About ${canary}`, note: `Note ${canary}` }],
  });
  if (!project) throw new Error('the canary project was not inserted');
  await addProjectMembers({ tx, tenantId, projectId: project.id, memberIds: [memberIds.private] });
  await tx.insert(timeEntries).values({
    tenantId,
    id: uuidv7(),
    memberId: memberIds.private,
    projectId: project.id,
    startedAt: new Date('2025-01-06T09:00:00Z'),
    endedAt: new Date('2025-01-06T10:00:00Z'),
    note: `Work ${canary}`,
    source: 'web',
  });
}
