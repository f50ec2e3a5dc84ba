import type { CanaryContext } from '../../../test/canary-steps.ts';
import { uuidv7 } from '../../db/ids.ts';
import { customers } from '../customers/customers.table.ts';
import { addProjectMembers, insertProjects } from '../projects/projects.repository.ts';
import { timeEntries } from '../time/time-entries.table.ts';
import { screenshots } from './screenshots.table.ts';

/**
 * A screenshot of the private member on a canary project (a row without a file), so the screenshot calls are
 * probed for foreign ids and for the private member's day: listing it would leak the project's canary name.
 */
export async function seedScreenshotCanaries({ tx, tenantId, memberIds, canary }: CanaryContext) {
  const customerId = uuidv7();
  await tx
    .insert(customers)
    .values({ tenantId, id: customerId, name: `Screenshots customer ${canary}`, concurrencyStamp: uuidv7() });
  const [project] = await insertProjects({
    tx,
    tenantId,
    projects: [{ customerId, name: `Screenshots project ${canary}`, description: `About ${canary}` }],
  });
  if (!project) throw new Error('the canary project was not inserted');
  await addProjectMembers({ tx, tenantId, projectId: project.id, memberIds: [memberIds.private] });
  const entryId = uuidv7();
  await tx.insert(timeEntries).values({
    tenantId,
    id: entryId,
    memberId: memberIds.private,
    projectId: project.id,
    startedAt: new Date('2025-01-07T09:00:00Z'),
    endedAt: new Date('2025-01-07T10:00:00Z'),
    note: `Screenshots ${canary}`,
    source: 'desktop',
  });
  await tx.insert(screenshots).values({
    tenantId,
    id: uuidv7(),
    memberId: memberIds.private,
    entryId,
    takenAt: new Date('2025-01-07T09:30:00Z'),
    activityPercent: 42,
  });
}
