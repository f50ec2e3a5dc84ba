import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { inTenant } from '../../db/transactions.ts';

// Test support: what the demo seed test reads back of the seeded organisation.

/** Every demo screenshot with where it lies: its member's local day and weekday, and whether inside its entry. */
export const demoScreenshots = ({ db, tenantId }: { db: Db; tenantId: string }) =>
  inTenant({ db, tenantId }, async (tx) =>
    rowsOf<{
      email: string;
      day: string;
      isodow: number;
      takenAt: string;
      entryId: string;
      inside: boolean;
      objectKey: string | null;
      thumbnailKey: string | null;
    }>(
      await tx.execute(sql`
        SELECT u.email, (s.taken_at AT TIME ZONE m.time_zone)::date::text AS day,
               extract(isodow FROM s.taken_at AT TIME ZONE m.time_zone)::int AS isodow,
               to_char(s.taken_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "takenAt", s.entry_id AS "entryId",
               (s.taken_at >= e.started_at AND s.taken_at <= e.ended_at AND e.source = 'desktop') AS inside,
               s.object_key AS "objectKey", s.thumbnail_key AS "thumbnailKey"
          FROM screenshots s
          JOIN members m ON m.tenant_id = s.tenant_id AND m.id = s.member_id
          JOIN users u ON u.id = m.user_id
          JOIN time_entries e ON e.tenant_id = s.tenant_id AND e.id = s.entry_id
         WHERE s.tenant_id = ${tenantId}
         ORDER BY u.email, s.taken_at`),
    ),
  );

/** Each demo member's time as of `now`: entries, slots, where their last slot ends, today's rollup, running entry. */
export const memberTime = ({ db, tenantId, now }: { db: Db; tenantId: string; now: Date }) =>
  inTenant({ db, tenantId }, async (tx) => {
    return rowsOf<{
      email: string;
      entries: number;
      slots: number;
      lastEnd: string;
      today: number;
      running: string | null;
      runningDay: string | null;
    }>(
      await tx.execute(sql`
        SELECT u.email,
               (SELECT count(*)::int FROM time_entries e WHERE e.tenant_id = m.tenant_id AND e.member_id = m.id) AS entries,
               (SELECT count(*)::int FROM activity_slots s WHERE s.tenant_id = m.tenant_id AND s.member_id = m.id) AS slots,
               (SELECT to_char(max(s.started_at + make_interval(secs => s.seconds)) AT TIME ZONE 'UTC',
                               'YYYY-MM-DD"T"HH24:MI:SS"Z"')
                  FROM activity_slots s WHERE s.tenant_id = m.tenant_id AND s.member_id = m.id) AS "lastEnd",
               (SELECT coalesce(sum(d.worked_seconds), 0)::int FROM member_day d
                 WHERE d.tenant_id = m.tenant_id AND d.member_id = m.id
                   AND d.day = (${now.toISOString()}::timestamptz AT TIME ZONE m.time_zone)::date) AS today,
               (SELECT e.id FROM time_entries e
                 WHERE e.tenant_id = m.tenant_id AND e.member_id = m.id AND e.ended_at IS NULL) AS running,
               (SELECT (e.started_at AT TIME ZONE m.time_zone)::date::text FROM time_entries e
                 WHERE e.tenant_id = m.tenant_id AND e.member_id = m.id AND e.ended_at IS NULL) AS "runningDay"
          FROM members m JOIN users u ON u.id = m.user_id
         WHERE m.tenant_id = ${tenantId}
         ORDER BY u.email`),
    );
  });
