import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { FigureRow } from './reports.presenter.ts';
import { figureColumns, memberNameSql, memberZoneSql, type RowsRequest, reportRows } from './reports.rows.ts';

/** A member of the page with their figures (one currency: their own), and the totals of all members. */
export type TimelineMemberRow = FigureRow & {
  total: number;
  all_worked: unknown;
  all_tracked: unknown;
  all_active: unknown;
  member_id: string | null;
  name: string | null;
  email: string | null;
  zone: string | null;
};

/**
 * One page of the members with worked time in the range, by name, each with their figures; every row also carries
 * how many such members there are and their sums (a page past the end answers one row of totals alone). One round
 * trip.
 */
export async function listTimelineMembers({
  tx,
  rows,
  limit,
  offset,
}: {
  tx: Tx;
  rows: RowsRequest;
  limit: number;
  offset: number;
}) {
  const tenantId = rows.auth.tenantId;
  return rowsOf<TimelineMemberRow>(
    await tx.execute(sql`
      WITH b AS (${reportRows(rows)}),
      per AS (
        SELECT b.member_id, b.cur, ${figureColumns} FROM b GROUP BY b.member_id, b.cur HAVING sum(b.worked) > 0
      ),
      totals AS (
        SELECT count(*)::int AS total, coalesce(sum(worked), 0)::bigint AS all_worked,
               coalesce(sum(tracked), 0)::bigint AS all_tracked, coalesce(sum(active), 0)::bigint AS all_active
          FROM per
      ),
      page AS (
        SELECT per.*, ${memberNameSql('m', 'u')} AS name, u.email, ${memberZoneSql('m')} AS zone
          FROM per
          JOIN members m ON m.tenant_id = ${tenantId}::uuid AND m.id = per.member_id
          JOIN users u ON u.id = m.user_id
         ORDER BY lower(${memberNameSql('m', 'u')}), u.email, per.member_id
         LIMIT ${limit} OFFSET ${offset}
      )
      SELECT totals.*, page.*
        FROM totals LEFT JOIN page ON true
       ORDER BY lower(page.name), page.email, page.member_id`),
  );
}

/** A member's local day with time, and its first start and last end. */
export type TimelineDayRow = {
  member_id: string;
  day: string;
  worked: unknown;
  tracked: unknown;
  active: unknown;
  first_start_at: unknown;
  last_end_at: unknown;
};

/** The local days with time of the page's members (the filters still apply). One round trip. */
export async function listTimelineDays({ tx, rows, memberIds }: { tx: Tx; rows: RowsRequest; memberIds: string[] }) {
  if (memberIds.length === 0) return [];
  const tenantId = rows.auth.tenantId;
  const pageRows = reportRows({ ...rows, filters: { ...rows.filters, MemberIds: memberIds } });
  return rowsOf<TimelineDayRow>(
    await tx.execute(sql`
      WITH b AS (${pageRows})
      SELECT b.member_id, b.day::text AS day, sum(b.worked)::bigint AS worked, sum(b.tracked)::bigint AS tracked,
             sum(b.active)::bigint AS active, md.first_start_at, md.last_end_at
        FROM b
        LEFT JOIN member_day md ON md.tenant_id = ${tenantId}::uuid AND md.member_id = b.member_id AND md.day = b.day
       GROUP BY b.member_id, b.day, md.first_start_at, md.last_end_at`),
  );
}
