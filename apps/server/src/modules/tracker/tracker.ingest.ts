import { trackerLimits } from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { TimeRange } from '../time/rollups.ts';

export type TrackerDeps = { db: Db; clock: Clock };

/**
 * What every ingestion function works in: an open transaction of the member's organisation, the member (from the
 * token, or the demo seed), and "now" (the injected clock). The HTTP calls wrap these in one transaction each;
 * the demo seed and the benchmark call them inside their own.
 */
export type Ingest = {
  tx: Tx;
  tenantId: string;
  memberId: string;
  now: Date;
  /**
   * Bulk generation only (demo seed, benchmark dataset): collect the touched ranges here instead of rewriting the
   * rollups on every call; the caller MUST call `recomputeMemberDays` (or `recomputeAllMemberDays`) with them in
   * the same transaction. Weekly-limit checks read raw entries, so a deferral never hides used time from them.
   * Bulk generation also leaves presence alone.
   */
  deferRollups?: TimeRange[];
  /**
   * The transaction opened holding the member's time lock (`inTenant`'s `lockMemberTime`): the HTTP calls that change
   * time. Elsewhere each function takes it itself.
   */
  memberLocked?: boolean;
};

/** How far ahead of the server's clock an agent's timestamps may be. */
export const agentSkewMs = trackerLimits.clockSkewSeconds * 1000;
