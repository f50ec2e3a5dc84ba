import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberTimeLock } from '../../db/transactions.ts';
import { memberTimeZone } from '../effective-settings/effective-settings.ts';
import { localDaysOf, monthOfDay, rangeBounds, rewriteDays, workedDayBit } from './rollups.rewrite.ts';

export { workedDayBit };

/** A stretch of time whose member-days changed: an entry's old or new interval, a slot, a screenshot. */
export type TimeRange = { from: Date; to: Date };

type Member = { tx: Tx; tenantId: string; memberId: string };

/**
 * The INSERTs of the month rollups (ARCHITECTURE §5, invariant 5) as the sums of day rows per member's local month:
 * each source is a set of rows shaped like its day table (tenant_id, member_id, day, its key, its figures).
 */
function monthInserts(days: { members: SQL; projects: SQL; apps: SQL }) {
  const sums = sql`sum(worked_seconds), sum(offline_seconds), sum(tracked_seconds), sum(active_seconds),
                   bit_or(${workedDayBit})`;
  return {
    members: sql`
      INSERT INTO member_month (tenant_id, member_id, month, worked_seconds, offline_seconds, tracked_seconds,
                                active_seconds, worked_days)
      SELECT tenant_id, member_id, ${monthOfDay}, ${sums} FROM (${days.members}) d GROUP BY 1, 2, 3`,
    projects: sql`
      INSERT INTO member_month_project (tenant_id, member_id, month, project_id, worked_seconds, offline_seconds,
                                        tracked_seconds, active_seconds, worked_days)
      SELECT tenant_id, member_id, ${monthOfDay}, project_id, ${sums} FROM (${days.projects}) d GROUP BY 1, 2, 3, 4`,
    apps: sql`
      INSERT INTO member_month_app (tenant_id, member_id, month, app_id, seconds)
      SELECT tenant_id, member_id, ${monthOfDay}, app_id, sum(seconds) FROM (${days.apps}) d GROUP BY 1, 2, 3, 4`,
  };
}

const dayColumns = {
  members: sql`tenant_id, member_id, day, worked_seconds, offline_seconds, tracked_seconds, active_seconds`,
  projects: sql`tenant_id, member_id, day, project_id, worked_seconds, offline_seconds, tracked_seconds, active_seconds`,
  apps: sql`tenant_id, member_id, day, app_id, seconds`,
};

/**
 * Serialises changes to one member's time: two transactions recomputing the same member-days would otherwise each
 * write what they computed without the other's rows, and two connections sending the same tracker batch must store
 * it once. Held to the end of the transaction; taking it again in the same transaction is harmless.
 */
export async function lockMemberTime({ tx, memberId }: Member) {
  await tx.execute(sql`SELECT ${memberTimeLock(memberId)}`);
}

/** The member's local dates (in `zone`) that the ranges touch, as text. */
async function localDays({ tx, zone, ranges }: { tx: Tx; zone: string; ranges: readonly TimeRange[] }) {
  if (ranges.length === 0) return [];
  const rows = rowsOf<{ day: string }>(
    await tx.execute(
      sql`SELECT day::text AS day FROM (${localDaysOf({ zone, ...rangeBounds(ranges) })}) days ORDER BY 1`,
    ),
  );
  return rows.map((row) => row.day);
}

/**
 * Rewrites the rollups of the given local days of one member, and of their months, from raw rows (ARCHITECTURE §5,
 * invariant 5; `rewriteDays` says how). Call it in the transaction of the change.
 */
export async function recomputeDays({
  tx,
  tenantId,
  memberId,
  days,
  zone: knownZone,
  memberLocked = false,
}: Member & { days: readonly string[]; zone?: string; memberLocked?: boolean }) {
  if (days.length === 0) return;
  if (!memberLocked) await lockMemberTime({ tx, tenantId, memberId });
  const zone = knownZone ?? (await memberTimeZone({ tx, tenantId, memberId }));
  await rewriteDays({ tx, tenantId, memberId, zone, days });
}

/**
 * Rewrites the rollups of every local day the ranges touch (an entry's interval before and after a change, a
 * batch of slots…). The one call every change to time data makes, in its own transaction: one statement when the
 * caller holds the member's lock already (the tracker takes the same one first) and knows their zone.
 */
export async function recomputeMemberDays({
  tx,
  tenantId,
  memberId,
  ranges,
  zone: knownZone,
  memberLocked = false,
}: Member & { ranges: TimeRange[]; zone?: string | undefined; memberLocked?: boolean | undefined }) {
  if (ranges.length === 0) return;
  if (!memberLocked) await lockMemberTime({ tx, tenantId, memberId });
  const zone = knownZone ?? (await memberTimeZone({ tx, tenantId, memberId }));
  await rewriteDays({ tx, tenantId, memberId, zone, ranges });
}

/**
 * Rewrites all of a member's rollups: after their time zone (or the organisation's) changed, every local day moves.
 * Removes the days of the old zone and writes those of the current one.
 */
export async function recomputeAllMemberDays({ tx, tenantId, memberId }: Member) {
  await lockMemberTime({ tx, tenantId, memberId });
  // A running entry reaches its last uploaded slot's end, as the rewrite counts it: past midnight, that is a day of
  // its own, which its start alone would leave out (a zone change would drop that day's rollups).
  const [span] = rowsOf<{ first: string | null; last: string | null }>(
    await tx.execute(sql`
      SELECT min(e.started_at)::text AS first,
             max(greatest(coalesce(e.ended_at,
                                   (SELECT max(s.started_at + make_interval(secs => s.seconds)) FROM activity_slots s
                                     WHERE s.tenant_id = e.tenant_id AND s.entry_id = e.id),
                                   e.started_at),
                          e.started_at + interval '10 minutes'))::text AS last
        FROM time_entries e WHERE e.tenant_id = ${tenantId} AND e.member_id = ${memberId}`),
  );
  const oldDays = rowsOf<{ day: string }>(
    await tx.execute(
      sql`SELECT day::text AS day FROM member_day WHERE tenant_id = ${tenantId} AND member_id = ${memberId}`,
    ),
  ).map((row) => row.day);
  const zone = await memberTimeZone({ tx, tenantId, memberId });
  const newDays =
    span?.first && span.last
      ? await localDays({ tx, zone, ranges: [{ from: new Date(span.first), to: new Date(span.last) }] })
      : [];
  await recomputeDays({ tx, tenantId, memberId, zone, days: [...oldDays, ...newDays] });
}

/**
 * Rewrites the month rollups of a whole tenant, or of some of its members, from their day rollups, set-based in two
 * statements: for writers that store day rollups in bulk (the bench's generator), which must call it in the same
 * transaction. Every other change already rewrites the months of the days it rewrites.
 */
export async function recomputeMonths({ tx, tenantId, memberIds }: { tx: Tx; tenantId: string; memberIds?: string[] }) {
  const filter = memberIds
    ? sql`tenant_id = ${tenantId} AND member_id = ANY(${sql.param(memberIds)}::uuid[])`
    : sql`tenant_id = ${tenantId}`;
  await tx.execute(sql`
    WITH apps_cleared AS (DELETE FROM member_month_app WHERE ${filter}),
         projects_cleared AS (DELETE FROM member_month_project WHERE ${filter})
    DELETE FROM member_month WHERE ${filter}`);
  const months = monthInserts({
    members: sql`SELECT ${dayColumns.members} FROM member_day WHERE ${filter}`,
    projects: sql`SELECT ${dayColumns.projects} FROM member_day_project WHERE ${filter}`,
    apps: sql`SELECT ${dayColumns.apps} FROM member_day_app WHERE ${filter}`,
  });
  await tx.execute(sql`
    WITH projects_written AS (${months.projects}), apps_written AS (${months.apps})
    ${months.members}`);
}
