import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../apps/server/src/db/client.ts';
import { rowsOf } from '../../apps/server/src/db/rows.ts';

// The SQL of the bulk path (bulk-time.ts): one statement per stretch of days whose stages are common table
// expressions, each reading the rows the stage before generated (`timed` entries, `slots`, `usage`), never the
// tables being filled, so no plan depends on statistics of tables that grow by millions of rows as it runs.

/** One member as the tracker would see them: zone, apps, and what their effective settings let it keep. */
export type Person = {
  id: string;
  zone: string;
  appSet: number;
  appCount: number;
  keepActivity: boolean;
  keepApps: boolean;
};

export type Chunk = {
  tx: Tx;
  tenantId: string;
  people: Person[];
  now: Date;
  /** The local days written: from `back.from` days before today to `back.to` days before it, both included. */
  back: { from: number; to: number };
  catalogue: Array<{ set: number; n: number; appId: string }>;
};

/** The i-th of six independent draws in [0, 1) from one 64-bit hash column (10 bits each). */
const r = (hash: string, i: number): SQL => sql.raw(`(((${hash} >> ${10 * i}) & 1023)::float8 / 1024)`);

/** Writes the chunk's entries, slots, app usage and rollups; answers how many raw rows it wrote. */
export async function writeChunk(chunk: Chunk) {
  const [made] = rowsOf<{ entries: number; slots: number; app_usage: number }>(
    await chunk.tx.execute(sql`
      WITH ${entriesPlan(chunk)},
      ${slotsPlan(chunk)},
      ${rollupsPlan(chunk)}
      SELECT (SELECT count(*) FROM entries_written)::int AS entries, (SELECT count(*) FROM slots_written)::int AS slots,
             (SELECT count(*) FROM usage_written)::int AS app_usage`),
  );
  return { entries: made?.entries ?? 0, slots: made?.slots ?? 0, appUsage: made?.app_usage ?? 0 };
}

/** The chunk's members as a relation `m(member_id, zone, app_set, app_count, keep_activity, keep_apps)`. */
const membersOf = (people: Person[]) => sql`
  unnest(${sql.param(people.map((p) => p.id))}::uuid[], ${sql.param(people.map((p) => p.zone))}::text[],
         ${sql.param(people.map((p) => p.appSet))}::int[],
         ${sql.param(people.map((p) => p.appCount))}::int[],
         ${sql.param(people.map((p) => p.keepActivity))}::boolean[],
         ${sql.param(people.map((p) => p.keepApps))}::boolean[])
    AS m(member_id, zone, app_set, app_count, keep_activity, keep_apps)`;

/**
 * `timed`: the workday plan of tracker.demo.ts per member and local weekday: 08:40–09:20 start, lunch 12:00–12:45
 * for 35–65 minutes, end 16:45–18:00; 60 % of days split the afternoon over two projects. Ids are UUIDv7 of the
 * start (as the tracker demo's), their random part a hash, so a run is reproducible. Entries end by `now`.
 */
function entriesPlan({ tenantId, people, now, back }: Chunk) {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`
    m AS (SELECT * FROM ${membersOf(people)}),
    p AS (
      SELECT m.member_id, pr.id AS project_id,
             row_number() OVER (PARTITION BY m.member_id ORDER BY pr.name, pr.id) - 1 AS n
        FROM m JOIN projects pr ON pr.tenant_id = ${tenantId} AND pr.status IN ('active', 'opened')
       WHERE EXISTS (SELECT 1 FROM project_members pm
                      WHERE pm.tenant_id = ${tenantId} AND pm.project_id = pr.id AND pm.member_id = m.member_id)
          OR EXISTS (SELECT 1 FROM team_projects tp
                       JOIN teams t ON t.tenant_id = tp.tenant_id AND t.id = tp.team_id AND t.status = 'active'
                       JOIN team_members tm ON tm.tenant_id = tp.tenant_id AND tm.team_id = tp.team_id
                      WHERE tp.tenant_id = ${tenantId} AND tp.project_id = pr.id AND tm.member_id = m.member_id)
    ),
    k AS (SELECT member_id, least(count(*), 4)::int AS k FROM p GROUP BY member_id),
    d AS (
      SELECT m.*, k.k, g.at::date AS day,
             hashtextextended(m.member_id::text || g.at::date::text, 1) AS h1,
             hashtextextended(m.member_id::text || g.at::date::text, 2) AS h2
        FROM m JOIN k USING (member_id)
       CROSS JOIN LATERAL generate_series(((${at} AT TIME ZONE m.zone)::date - ${back.from}::int)::timestamp,
                                          ((${at} AT TIME ZONE m.zone)::date - ${back.to}::int)::timestamp,
                                          interval '1 day') AS g(at)
       WHERE extract(isodow FROM g.at) < 6
    ),
    plan AS (
      SELECT d.*,
             520 + floor(${r('h1', 0)} * 40)::int AS start,
             720 + floor(${r('h1', 1)} * 45)::int AS lunch,
             35 + floor(${r('h1', 2)} * 30)::int AS pause,
             1005 + floor(${r('h1', 3)} * 75)::int AS finish,
             0.35 + ${r('h1', 4)} * 0.4 AS share,
             ${r('h1', 5)} < 0.6 AS three,
             5 + floor(${r('h2', 0)} * 10)::int AS gap,
             floor(${r('h2', 1)} * k)::int AS shift
        FROM d WHERE ${r('h2', 2)} >= 0.05
    ),
    blocks AS (
      SELECT plan.*, b.f, b.t, (plan.shift + b.part) % plan.k AS n
        FROM plan
       CROSS JOIN LATERAL (SELECT plan.lunch + plan.pause AS back) AS a
       CROSS JOIN LATERAL (SELECT a.back + floor((plan.finish - a.back) * plan.share)::int AS split) AS s
       CROSS JOIN LATERAL (VALUES (0, plan.start, plan.lunch),
                                  (1, a.back, CASE WHEN plan.three THEN s.split ELSE plan.finish END),
                                  (2, s.split + plan.gap, plan.finish)) AS b(part, f, t)
       WHERE b.part < 2 OR plan.three
    ),
    clipped AS (
      SELECT blocks.member_id, blocks.zone, blocks.app_set, blocks.app_count, blocks.keep_activity, blocks.keep_apps,
             p.project_id,
             (blocks.day + make_interval(mins => blocks.f)) AT TIME ZONE blocks.zone AS started_at,
             least((blocks.day + make_interval(mins => blocks.t)) AT TIME ZONE blocks.zone,
                   date_trunc('minute', ${at})) AS ended_at
        FROM blocks JOIN p ON p.member_id = blocks.member_id AND p.n = blocks.n
    ),
    timed AS (
      SELECT clipped.*,
             overlay(overlay(overlay(md5(member_id::text || started_at::text)
                     PLACING lpad(to_hex((extract(epoch FROM started_at) * 1000)::bigint), 12, '0') FROM 1 FOR 12)
                     PLACING '7' FROM 13 FOR 1) PLACING '8' FROM 17 FOR 1)::uuid AS id
        FROM clipped WHERE ended_at > started_at
    ),
    entries_written AS (
      INSERT INTO time_entries (tenant_id, id, member_id, project_id, started_at, ended_at, note, source, is_offline,
                                created_at, updated_at)
      SELECT ${tenantId}, id, member_id, project_id, started_at, ended_at, '', 'desktop', false, ${at}, ${at}
        FROM timed
      RETURNING 1
    )`;
}

/**
 * `slots`: one per UTC 10-minute window of each entry, the first at the entry's start (as `slotsFor` and the
 * tracker's window check want), with plausible activity, counts zeroed when the member's settings drop them and
 * `activity_percent` rounded as the tracker rounds it; `usage`: one or two apps of the member's set per slot, the
 * first with 50–90 % of its seconds, as `slotsFor` picks them.
 */
function slotsPlan({ tenantId, now, catalogue }: Chunk) {
  const apps = sql`unnest(${sql.param(catalogue.map((a) => a.set))}::int[], ${sql.param(catalogue.map((a) => a.n))}::int[],
                          ${sql.param(catalogue.map((a) => a.appId))}::uuid[]) AS a(app_set, n, app_id)`;
  return sql`
    windows AS (
      SELECT timed.*, greatest(g.at, timed.started_at) AS slot_start,
             least(g.at + interval '10 minutes', timed.ended_at) AS slot_end
        FROM timed
       CROSS JOIN LATERAL generate_series(to_timestamp(floor(extract(epoch FROM timed.started_at) / 600) * 600),
                                          timed.ended_at - interval '1 microsecond', interval '10 minutes') AS g(at)
    ),
    drawn AS (
      SELECT windows.*, round(extract(epoch FROM slot_end - slot_start))::int AS seconds,
             hashtextextended(member_id::text || extract(epoch FROM slot_start)::bigint::text, 3) AS h
        FROM windows
    ),
    active AS (SELECT drawn.*, round(seconds * (0.35 + ${r('h', 0)} * 0.6))::int AS active FROM drawn WHERE seconds >= 1),
    parts AS (
      SELECT active.*, round(active * (0.3 + ${r('h', 1)} * 0.5))::int AS keyboard,
             least(seconds, round(active * (0.4 + ${r('h', 2)} * 0.5)))::int AS mouse
        FROM active
    ),
    slots AS (
      SELECT member_id, zone, app_set, app_count, keep_apps, project_id, id AS entry_id, slot_start, seconds,
             CASE WHEN keep_activity THEN active ELSE 0 END AS active_seconds,
             CASE WHEN keep_activity THEN keyboard ELSE 0 END AS keyboard_seconds,
             CASE WHEN keep_activity THEN mouse ELSE 0 END AS mouse_seconds,
             CASE WHEN keep_activity THEN round(keyboard * (1.5 + ${r('h', 3)} * 2))::int ELSE 0 END AS key_count,
             CASE WHEN keep_activity THEN round(mouse * (0.2 + ${r('h', 4)} * 0.4))::int ELSE 0 END AS click_count,
             CASE WHEN keep_activity THEN round((100 * active)::numeric / seconds)::int ELSE 0 END AS activity_percent,
             hashtextextended(member_id::text || extract(epoch FROM slot_start)::bigint::text, 4) AS h
        FROM parts
    ),
    slots_written AS (
      INSERT INTO activity_slots (tenant_id, member_id, started_at, entry_id, seconds, active_seconds,
                                  keyboard_seconds, mouse_seconds, key_count, click_count, activity_percent, created_at)
      SELECT ${tenantId}, member_id, slot_start, entry_id, seconds, active_seconds, keyboard_seconds, mouse_seconds,
             key_count, click_count, activity_percent, ${now.toISOString()}::timestamptz
        FROM slots
      RETURNING 1
    ),
    a AS (SELECT * FROM ${apps}),
    pick AS (
      SELECT member_id, zone, slot_start, seconds, app_set,
             floor(${r('h', 0)} * app_count)::int AS first,
             floor(${r('h', 1)} * app_count)::int AS second,
             greatest(1, round(seconds * (0.5 + ${r('h', 2)} * 0.4)))::int AS first_seconds
        FROM slots WHERE keep_apps
    ),
    usage AS (
      SELECT pick.member_id, pick.zone, pick.slot_start, a.app_id, part.seconds
        FROM pick
       CROSS JOIN LATERAL (VALUES (1, pick.first, pick.first_seconds),
                                  (2, pick.second, pick.seconds - pick.first_seconds)) AS part(place, n, seconds)
        JOIN a ON a.app_set = pick.app_set AND a.n = part.n
       WHERE part.place = 1 OR (pick.second <> pick.first AND part.seconds >= 1)
    ),
    usage_written AS (
      INSERT INTO app_usage (tenant_id, member_id, slot_started_at, app_id, seconds)
      SELECT ${tenantId}, member_id, slot_start, app_id, seconds FROM usage
      RETURNING 1
    )`;
}

/**
 * The rollups of every local day the entries touch, by the formulas of the server's `recomputeDays` (rollups.ts)
 * for many members at once: worked and offline seconds are entries clipped to the member's local day (the tracker
 * writes no offline entries), tracked and active seconds the slots on the day they start, apps likewise.
 */
function rollupsPlan({ tenantId }: Chunk) {
  return sql`
    bounded AS (
      SELECT timed.*, g.at::date AS day, (g.at::date::timestamp AT TIME ZONE timed.zone) AS day_start,
             ((g.at::date + 1)::timestamp AT TIME ZONE timed.zone) AS day_end
        FROM timed
       CROSS JOIN LATERAL generate_series((timed.started_at AT TIME ZONE timed.zone)::date::timestamp,
                                          (greatest(timed.started_at, timed.ended_at - interval '1 millisecond')
                                             AT TIME ZONE timed.zone)::date::timestamp, interval '1 day') AS g(at)
    ),
    worked AS (
      SELECT member_id, day, project_id,
             sum(extract(epoch FROM least(ended_at, day_end) - greatest(started_at, day_start))) AS worked,
             min(greatest(started_at, day_start)) AS first_start,
             max(least(ended_at, day_end)) AS last_end
        FROM bounded GROUP BY member_id, day, project_id
    ),
    tracked AS (
      SELECT member_id, (slot_start AT TIME ZONE zone)::date AS day, project_id,
             sum(seconds) AS tracked, sum(active_seconds) AS active
        FROM slots GROUP BY 1, 2, 3
    ),
    per_project AS (
      SELECT member_id, day, project_id,
             round(coalesce(w.worked, 0))::int AS worked_seconds, 0 AS offline_seconds,
             coalesce(t.tracked, 0)::int AS tracked_seconds, coalesce(t.active, 0)::int AS active_seconds,
             w.first_start, w.last_end
        FROM worked w FULL JOIN tracked t USING (member_id, day, project_id)
    ),
    projects_written AS (
      INSERT INTO member_day_project
             (tenant_id, member_id, day, project_id, worked_seconds, offline_seconds, tracked_seconds, active_seconds)
      SELECT ${tenantId}, member_id, day, project_id, worked_seconds, offline_seconds, tracked_seconds, active_seconds
        FROM per_project
    ),
    apps_written AS (
      INSERT INTO member_day_app (tenant_id, member_id, day, app_id, seconds)
      SELECT ${tenantId}, member_id, (slot_start AT TIME ZONE zone)::date, app_id, sum(seconds)
        FROM usage GROUP BY member_id, 3, app_id
    ),
    days_written AS (
      INSERT INTO member_day (tenant_id, member_id, day, worked_seconds, offline_seconds, tracked_seconds,
                              active_seconds, first_start_at, last_end_at)
      SELECT ${tenantId}, member_id, day, sum(worked_seconds), sum(offline_seconds), sum(tracked_seconds),
             sum(active_seconds), min(first_start), max(last_end)
        FROM per_project GROUP BY member_id, day
    )`;
}
