import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { effectiveSettings, memberTimeZone } from '../settings/effective-settings.ts';

export type WeeklyAllowance = {
  /** `Maximum_Hours_Per_Week` in seconds, or null when there is no limit (0). */
  limitSeconds: number | null;
  /** Worked this local week (Monday 00:00 in the member's zone until now), the running entry included. */
  usedSeconds: number;
  /** What is left before the limit, never below 0; null without a limit. */
  remainingSeconds: number | null;
  /** When the week ends, in UTC. */
  weekEndsAt: Date;
};

/**
 * How much of `Maximum_Hours_Per_Week` a member has used at `now`: their worked seconds of the local week
 * (Monday to Monday in their zone), from the rollups, plus the part of a running entry the rollups do not hold yet.
 */
export async function weeklyAllowance({
  tx,
  tenantId,
  memberId,
  now,
}: {
  tx: Tx;
  tenantId: string;
  memberId: string;
  now: Date;
}): Promise<WeeklyAllowance> {
  const [{ values }, zone] = await Promise.all([
    effectiveSettings({ tx, tenantId, memberId }),
    memberTimeZone({ tx, tenantId, memberId }),
  ]);
  const result = await tx.execute(sql`
    WITH week AS (
      SELECT date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE ${zone}) AS local_start
    ), bounds AS (
      SELECT local_start::date AS first_day, (local_start AT TIME ZONE ${zone}) AS starts_at,
             ((local_start + interval '7 days') AT TIME ZONE ${zone}) AS ends_at
        FROM week
    )
    SELECT
      coalesce((SELECT sum(worked_seconds) FROM member_day, bounds
                 WHERE tenant_id = ${tenantId} AND member_id = ${memberId}
                   AND day >= bounds.first_day AND day < bounds.first_day + 7), 0)::int AS rolled,
      coalesce((SELECT extract(epoch FROM ${now.toISOString()}::timestamptz - greatest(e.started_at, bounds.starts_at,
                        coalesce((SELECT max(s.started_at + make_interval(secs => s.seconds)) FROM activity_slots s
                                   WHERE s.tenant_id = e.tenant_id AND s.entry_id = e.id), e.started_at)))
                  FROM time_entries e, bounds
                 WHERE e.tenant_id = ${tenantId} AND e.member_id = ${memberId} AND e.ended_at IS NULL), 0)::int AS running,
      (SELECT ends_at FROM bounds)::text AS week_ends_at`);
  const [row] = (result as unknown as { rows: Array<{ rolled: number; running: number; week_ends_at: string }> }).rows;
  const limitHours = values.Maximum_Hours_Per_Week;
  const usedSeconds = (row?.rolled ?? 0) + Math.max(0, row?.running ?? 0);
  const limitSeconds = limitHours > 0 ? Math.round(limitHours * 3600) : null;
  return {
    limitSeconds,
    usedSeconds,
    remainingSeconds: limitSeconds === null ? null : Math.max(0, limitSeconds - usedSeconds),
    weekEndsAt: new Date(row?.week_ends_at ?? now),
  };
}
