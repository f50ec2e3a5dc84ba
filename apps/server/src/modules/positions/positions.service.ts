import type { Position, PositionPagedList } from '@worktrail/contract';
import type { Db } from '../../db/client.ts';
import { inTenant } from '../../db/transactions.ts';
import { withUniqueName } from '../../db/unique-name.ts';
import type { AuthContext } from '../../http/access.ts';
import { positionExists, positionInUse, positionNotFound } from './positions.errors.ts';
import { presentPosition } from './positions.presenter.ts';
import {
  countPositionMembers,
  countPositions,
  deletePositionRow,
  findPosition,
  insertPosition,
  listPositionRows,
  positionNames,
} from './positions.repository.ts';

type Call = { db: Db; auth: AuthContext };

/** One page of the organisation's positions by name, each with how many members hold it, and the total. */
export function listPositions({
  db,
  auth: { tenantId },
  page,
  size,
}: Call & { page: number; size: number }): Promise<PositionPagedList> {
  return inTenant({ db, tenantId }, async (tx) => {
    const rows = await listPositionRows({ tx, tenantId, limit: size, offset: (page - 1) * size });
    return { items: rows.map(presentPosition), totalCount: await countPositions({ tx, tenantId }) };
  });
}

/** Creates a position; its (trimmed) name must be new to the organisation, ignoring case. */
export function createPosition({ db, auth: { tenantId }, name }: Call & { name: string }): Promise<Position> {
  return withUniqueName({
    names: positionNames,
    taken: positionExists,
    work: (requireFreeName) =>
      inTenant({ db, tenantId }, async (tx) => {
        await requireFreeName({ tx, tenantId, name });
        const id = await insertPosition({ tx, tenantId, name });
        return presentPosition({ id, name, totalCount: 0 });
      }),
  });
}

/** Deletes a position nobody holds; one still in use is refused with how many members hold it. */
export function deletePosition({ db, auth: { tenantId }, id }: Call & { id: string }) {
  return inTenant({ db, tenantId }, async (tx) => {
    if (!(await findPosition({ tx, tenantId, id, lock: true }))) throw positionNotFound();
    const used = await countPositionMembers({ tx, tenantId, id });
    if (used > 0) throw positionInUse(used);
    await deletePositionRow({ tx, tenantId, id });
    return { id };
  });
}
