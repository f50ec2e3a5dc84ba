import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { FigureRow } from './reports.presenter.ts';
import {
  memberNameSql,
  memberZoneSql,
  type RowsRequest,
  readsPerProject,
  reportMembersCondition,
  reportRows,
} from './reports.rows.ts';
import { groupSums } from './reports.sums.ts';

/** One member-day with worked time, with the member and their presence, as the attendance page lists it. */
export type AttendanceDayRow = {
  member_id: string;
  day: string;
  worked: unknown;
  tracked: unknown;
  active: unknown;
  offline: unknown;
  name: string;
  email: string;
  user_id: string;
  picture_key: string | null;
  zone: string;
  first_start_at: unknown;
  last_end_at: unknown;
  online: boolean | null;
};

/**
 * One page of the member-days with worked time, newest day first, then by name: their figures (summed over projects
 * when the filters name projects), the day's first start and last end, the member and whether they are online
 * (a heartbeat since `onlineSince`). Members are ranked by name once, so the days sort by numbers. One round trip.
 */
export async function listAttendancePage({
  tx,
  rows,
  limit,
  offset,
  onlineSince,
}: {
  tx: Tx;
  rows: RowsRequest;
  limit: number;
  offset: number;
  onlineSince: Date;
}) {
  const tenantId = rows.auth.tenantId;
  const days = readsPerProject(rows)
    ? sql`SELECT b.member_id, b.day, sum(b.worked)::bigint AS worked, sum(b.tracked)::bigint AS tracked,
                 sum(b.active)::bigint AS active, sum(b.offline)::bigint AS offline
            FROM b GROUP BY b.member_id, b.day HAVING sum(b.worked) > 0`
    : sql`SELECT b.member_id, b.day, b.worked, b.tracked, b.active, b.offline FROM b WHERE b.worked > 0`;
  return rowsOf<AttendanceDayRow>(
    await tx.execute(sql`
      WITH b AS (${reportRows(rows)}),
      -- Materialized: walking the day index in order, the planner would join each day's row to every named member.
      days AS MATERIALIZED (${days}),
      named AS (
        SELECT m.id, ${memberNameSql('m', 'u')} AS name, u.email, u.id AS user_id, u.picture_key,
               row_number() OVER (ORDER BY lower(${memberNameSql('m', 'u')}), u.email, m.id) AS rank
          FROM members m JOIN users u ON u.id = m.user_id
         WHERE ${reportMembersCondition(rows)}
      ),
      -- The day of the page's last row in day order alone: every row of the page is on it or later, so only those
      -- days (a day or two for the first pages: about 900 of a month's 20,000 on 1,000 members) are named and sorted.
      cut AS (SELECT d.day FROM days d ORDER BY d.day DESC OFFSET ${offset + limit - 1} LIMIT 1),
      page AS (
        SELECT d.*, n.name, n.email, n.user_id, n.picture_key, n.rank
          FROM days d JOIN named n ON n.id = d.member_id
         WHERE NOT EXISTS (SELECT FROM cut) OR d.day >= (SELECT cut.day FROM cut)
         ORDER BY d.day DESC, n.rank
         LIMIT ${limit} OFFSET ${offset}
      )
      SELECT page.member_id, page.day::text AS day, page.worked, page.tracked, page.active, page.offline,
             page.name, page.email, page.user_id, page.picture_key, ${memberZoneSql('m')} AS zone,
             md.first_start_at, md.last_end_at, pr.last_seen_at >= ${onlineSince.toISOString()}::timestamptz AS online
        FROM page
        JOIN members m ON m.tenant_id = ${tenantId}::uuid AND m.id = page.member_id
        LEFT JOIN member_day md ON md.tenant_id = ${tenantId}::uuid AND md.member_id = page.member_id AND md.day = page.day
        LEFT JOIN member_presence pr ON pr.tenant_id = ${tenantId}::uuid AND pr.member_id = page.member_id
       ORDER BY page.day DESC, page.rank`),
  );
}

/**
 * The totals of every member-day of the report (all pages), one row per currency, with the member-days with worked
 * time (what the pages are of). Totals never tell one day from another, so `rows` may read whole months as month
 * rows (their `worked_days` bits count the member-days). One round trip.
 */
export async function sumAttendance({ tx, rows }: { tx: Tx; rows: RowsRequest }) {
  return rowsOf<FigureRow>(
    await tx.execute(
      groupSums({
        from: sql`(${reportRows(rows)})`,
        sets: [{ keys: ['cur'], level: 3 }],
        memberDays: true,
        overlapping: readsPerProject(rows),
        dropEmpty: rows.edgeMonths,
      }),
    ),
  );
}
