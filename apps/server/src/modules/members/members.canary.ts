import { and, eq } from 'drizzle-orm';
import type { CanaryContext } from '../../../test/canary-steps.ts';
import { uuidv7 } from '../../db/ids.ts';
import { departments } from '../departments/departments.table.ts';
import { positions } from '../positions/positions.table.ts';
import { members } from './members.table.ts';

/**
 * The victim's departments and positions, and the private member's organisation record (name, position,
 * department, hourly rate), all named with the canary.
 */
export async function seedPeopleCanaries({ tx, tenantId, memberIds, canary }: CanaryContext) {
  const departmentId = uuidv7();
  const positionId = uuidv7();
  await tx.insert(departments).values({ tenantId, id: departmentId, name: `${canary} department` });
  await tx.insert(positions).values({ tenantId, id: positionId, name: `${canary} position` });
  await tx
    .update(members)
    .set({
      name: `${canary} name`,
      surname: `${canary} surname`,
      phone: '+1 555 0199',
      positionId,
      departmentId,
      hourlyRate: '123.45',
      currency: 'EUR',
    })
    .where(and(eq(members.tenantId, tenantId), eq(members.id, memberIds.private)));
}
