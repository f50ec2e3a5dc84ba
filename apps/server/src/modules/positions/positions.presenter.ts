import type { Position } from '@worktrail/contract';
import type { PositionRow } from './positions.repository.ts';

export function presentPosition(row: PositionRow): Position {
  return { id: row.id, name: row.name, totalCount: row.totalCount };
}
