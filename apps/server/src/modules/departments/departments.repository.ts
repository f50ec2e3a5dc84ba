import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import type { UniqueNames } from '../../db/unique-name.ts';
import { members } from '../members/members.table.ts';
import { departments } from './departments.table.ts';

type Scope = { tx: Tx; tenantId: string };

/** Every department of the organisation by name, with how many members (of any status) belong to it. */
export function listDepartmentRows({ tx, tenantId }: Scope) {
  return tx
    .select({ id: departments.id, name: departments.name, memberCount: count(members.id) })
    .from(departments)
    .leftJoin(members, and(eq(members.tenantId, departments.tenantId), eq(members.departmentId, departments.id)))
    .where(eq(departments.tenantId, tenantId))
    .groupBy(departments.id, departments.name)
    .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id));
}
export type DepartmentRow = Awaited<ReturnType<typeof listDepartmentRows>>[number];

/** Department names are unique in the organisation, case ignored. */
export const departmentNames: UniqueNames = { table: departments, index: 'departments_name_unique' };

/** One department, locked until the transaction ends when `lock` is set, or undefined. */
export async function findDepartment({ tx, tenantId, id, lock = false }: Scope & { id: string; lock?: boolean }) {
  const query = tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.tenantId, tenantId), eq(departments.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertDepartment({ tx, tenantId, name }: Scope & { name: string }) {
  const id = uuidv7();
  await tx.insert(departments).values({ tenantId, id, name });
  return id;
}

/** How many members (of any status) belong to the department. */
export async function countDepartmentMembers({ tx, tenantId, id }: Scope & { id: string }) {
  const [row] = await tx
    .select({ value: count() })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.departmentId, id)));
  return row?.value ?? 0;
}

export async function deleteDepartmentRow({ tx, tenantId, id }: Scope & { id: string }) {
  await tx.delete(departments).where(and(eq(departments.tenantId, tenantId), eq(departments.id, id)));
}
