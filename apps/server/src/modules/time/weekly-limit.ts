import type { FeatureSettingValues } from '@worktrail/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { effectiveSettings, memberTimeZone } from '../effective-settings/effective-settings.ts';
import { trackingRefused } from './tracking-rules.ts';

type MemberTime = { tx: Tx; tenantId: string; memberId: string };

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

/** `Maximum_Hours_Per_Week` in seconds, or null when it is 0 (no limit). */
export const weeklyLimitSeconds = (values: FeatureSettingValues) =>
  values.Maximum_Hours_Per_Week > 0 ? Math.round(values.Maximum_Hours_Per_Week * 3600) : null;

/**
 * The one weekly-limit measure: the member's local week that holds `now` (Monday to Monday in their zone) and the
 * seconds worked in it before each cut, every entry clipped to [week start, cut). A cut at an instant counts a
 * running entry up to that instant; the whole week (a null cut) counts it up to now, or to its last uploaded slot
 * when that is later (an agent's clock may run a little ahead).
 */
async function workedThisWeek({
  tx,
  tenantId,
  memberId,
  zone,
  now,
  cuts,
}: MemberTime & { zone: string; now: Date; cuts: ReadonlyArray<Date | null> }) {
  const at = sql.param(cuts.map((cut) => cut?.toISOString() ?? null));
  const rows = rowsOf<{ position: number; worked: number; starts_at: string; ends_at: string }>(
    await tx.execute(sql`
      WITH week AS (
        SELECT date_trunc('week', ${now.toISOString()}::timestamptz AT TIME ZONE ${zone}) AS local_start
      ), bounds AS (
        SELECT (local_start AT TIME ZONE ${zone}) AS starts_at,
               ((local_start + interval '7 days') AT TIME ZONE ${zone}) AS ends_at
          FROM week
      ), cuts AS (
        SELECT c.position, coalesce(c.at, b.ends_at) AS at, c.at IS NULL AS whole_week
          FROM bounds b, unnest(${at}::timestamptz[]) WITH ORDINALITY AS c(at, position)
      )
      SELECT c.position::int AS position, b.starts_at::text AS starts_at, b.ends_at::text AS ends_at,
             coalesce(sum(greatest(0, extract(epoch FROM
               least(coalesce(e.ended_at,
                              CASE WHEN c.whole_week
                                   THEN greatest(${now.toISOString()}::timestamptz,
                                                 (SELECT max(s.started_at + make_interval(secs => s.seconds))
                                                    FROM activity_slots s
                                                   WHERE s.tenant_id = e.tenant_id AND s.entry_id = e.id))
                                   ELSE 'infinity'::timestamptz END),
                     c.at)
               - greatest(e.started_at, b.starts_at)))) FILTER (WHERE e.id IS NOT NULL), 0)::float8 AS worked
        FROM bounds b
        JOIN cuts c ON true
        LEFT JOIN time_entries e
          ON e.tenant_id = ${tenantId} AND e.member_id = ${memberId}
         AND e.started_at < c.at AND coalesce(e.ended_at, 'infinity'::timestamptz) > b.starts_at
       GROUP BY c.position, b.starts_at, b.ends_at
       ORDER BY c.position`),
  );
  const worked = new Map(rows.map((row) => [row.position, Number(row.worked)]));
  const [bounds] = rows;
  return {
    startsAt: new Date(bounds?.starts_at ?? now),
    endsAt: new Date(bounds?.ends_at ?? now),
    workedBefore: cuts.map((_, index) => worked.get(index + 1) ?? 0),
  };
}

/** The member's allowance at `now` under the limit of these effective settings. */
async function allowanceUnder({
  tx,
  tenantId,
  memberId,
  now,
  values,
}: MemberTime & { now: Date; values: FeatureSettingValues }): Promise<WeeklyAllowance> {
  const zone = await memberTimeZone({ tx, tenantId, memberId });
  const week = await workedThisWeek({ tx, tenantId, memberId, zone, now, cuts: [null] });
  const limitSeconds = weeklyLimitSeconds(values);
  const usedSeconds = Math.round(week.workedBefore[0] ?? 0);
  return {
    limitSeconds,
    usedSeconds,
    remainingSeconds: limitSeconds === null ? null : Math.max(0, limitSeconds - usedSeconds),
    weekEndsAt: week.endsAt,
  };
}

/** How much of `Maximum_Hours_Per_Week` a member has used at `now`: their worked seconds of the local week. */
export async function weeklyAllowance(input: MemberTime & { now: Date }): Promise<WeeklyAllowance> {
  const { values } = await effectiveSettings(input);
  return allowanceUnder({ ...input, values });
}

/** Refuses new running time once the member's weekly allowance is used up (nothing to refuse without a limit). */
export async function requireWeeklyAllowance(input: MemberTime & { now: Date }) {
  const { values } = await effectiveSettings(input);
  if (weeklyLimitSeconds(values) === null) return;
  if ((await allowanceUnder({ ...input, values })).remainingSeconds === 0) throw trackingRefused('weeklyLimitReached');
}

/**
 * Which of these new stretches of work [start, start + seconds) would pass `limitSeconds`: a stretch of the current
 * local week is over when the week's work before it plus itself exceeds the limit; one of an earlier week never is.
 */
export async function overWeeklyLimit({
  tx,
  tenantId,
  memberId,
  now,
  limitSeconds,
  stretches,
  zone: knownZone,
}: MemberTime & {
  now: Date;
  limitSeconds: number;
  stretches: ReadonlyArray<{ start: Date; seconds: number }>;
  /** The member's zone, when the caller read it already (saves a round trip or two). */
  zone?: string;
}) {
  if (stretches.length === 0) return [];
  const zone = knownZone ?? (await memberTimeZone({ tx, tenantId, memberId }));
  const cuts = stretches.map((stretch) => stretch.start);
  const week = await workedThisWeek({ tx, tenantId, memberId, zone, now, cuts });
  return stretches.map(
    (stretch, index) =>
      stretch.start.getTime() >= week.startsAt.getTime() &&
      (week.workedBefore[index] ?? 0) + stretch.seconds > limitSeconds,
  );
}

/** A safety bound on the weeks one running entry is followed through (an entry lasts a day at most in practice). */
const maxWeeksFollowed = 60;

/**
 * The moment an entry running since `startedAt` reached `Maximum_Hours_Per_Week`, if it did by `now`. The entry is
 * followed week by week (local weeks of the member), since one running over Sunday midnight starts a fresh allowance.
 */
export async function weeklyLimitReachedAt({
  tx,
  tenantId,
  memberId,
  now,
  startedAt,
}: MemberTime & { now: Date; startedAt: Date }) {
  let from = startedAt;
  for (let week = 0; week < maxWeeksFollowed && from < now; week += 1) {
    const { limitSeconds, weekEndsAt } = await weeklyAllowance({ tx, tenantId, memberId, now: from });
    if (limitSeconds === null) return undefined;
    const last = weekEndsAt < now ? new Date(weekEndsAt.getTime() - 1) : now;
    const at = await weeklyAllowance({ tx, tenantId, memberId, now: last });
    if (at.limitSeconds !== null && at.usedSeconds >= at.limitSeconds)
      return new Date(last.getTime() - (at.usedSeconds - at.limitSeconds) * 1000);
    from = weekEndsAt;
  }
  return undefined;
}
