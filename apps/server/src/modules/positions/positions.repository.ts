import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import type { UniqueNames } from '../../db/unique-name.ts';
import { members } from '../members/members.table.ts';
import { positions } from './positions.table.ts';

type Scope = { tx: Tx; tenantId: string };

/** One page of the organisation's positions by name, with how many members (of any status) hold each. */
export function listPositionRows({ tx, tenantId, limit, offset }: Scope & { limit: number; offset: number }) {
  return tx
    .select({ id: positions.id, name: positions.name, totalCount: count(members.id) })
    .from(positions)
    .leftJoin(members, and(eq(members.tenantId, positions.tenantId), eq(members.positionId, positions.id)))
    .where(eq(positions.tenantId, tenantId))
    .groupBy(positions.id, positions.name)
    .orderBy(asc(sql`lower(${positions.name})`), asc(positions.id))
    .limit(limit)
    .offset(offset);
}
export type PositionRow = Awaited<ReturnType<typeof listPositionRows>>[number];

/** How many positions the organisation has. */
export async function countPositions({ tx, tenantId }: Scope) {
  const [row] = await tx.select({ value: count() }).from(positions).where(eq(positions.tenantId, tenantId));
  return row?.value ?? 0;
}

/** Position names are unique in the organisation, case ignored. */
export const positionNames: UniqueNames = { table: positions, index: 'positions_name_unique' };

/** One position, locked until the transaction ends when `lock` is set, or undefined. */
export async function findPosition({ tx, tenantId, id, lock = false }: Scope & { id: string; lock?: boolean }) {
  const query = tx
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), eq(positions.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertPosition({ tx, tenantId, name }: Scope & { name: string }) {
  const id = uuidv7();
  await tx.insert(positions).values({ tenantId, id, name });
  return id;
}

/** How many members (of any status) hold the position. */
export async function countPositionMembers({ tx, tenantId, id }: Scope & { id: string }) {
  const [row] = await tx
    .select({ value: count() })
    .from(members)
    .where(and(eq(members.tenantId, tenantId), eq(members.positionId, id)));
  return row?.value ?? 0;
}

export async function deletePositionRow({ tx, tenantId, id }: Scope & { id: string }) {
  await tx.delete(positions).where(and(eq(positions.tenantId, tenantId), eq(positions.id, id)));
}
