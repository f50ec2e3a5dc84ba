import type { Tx } from '../../db/client.ts';
import { memberTimeZone } from '../effective-settings/effective-settings.ts';
import { recomputeAllMemberDays } from './rollups.ts';

type Member = { tx: Tx; tenantId: string; memberId: string };

/**
 * Wraps a change that may move a member's time zone (their own zone, from the members screen or My Profile):
 * reads the effective zone before, runs the change, and when the zone differs afterwards rewrites all of the
 * member's rollups in the same transaction (ARCHITECTURE §5, invariants 1 and 5).
 */
export async function withZoneChange<T>({ tx, tenantId, memberId }: Member, change: () => Promise<T>): Promise<T> {
  const before = await memberTimeZone({ tx, tenantId, memberId });
  const result = await change();
  if ((await memberTimeZone({ tx, tenantId, memberId })) !== before)
    await recomputeAllMemberDays({ tx, tenantId, memberId });
  return result;
}
