import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { members } from '../members/members.table.ts';
import { activitySlots, appUsage } from './activity.table.ts';
import { timeEntries } from './time-entries.table.ts';

// The independent recomputation of the rollups property test (ARCHITECTURE §5 invariant 5): written in TypeScript
// with Intl's IANA zones, minute by minute (every time in those runs is on a whole minute), beside the rows as
// stored, each as sorted lines `member|day|key|figures…`.

const minute = 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The local date of an instant in an IANA zone, by Intl (not PostgreSQL). */
function localDate(ms: number, zone: string) {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, format);
  }
  return format.format(new Date(ms));
}

type Sums = { worked: number; offline: number; tracked: number; active: number };
const zero = (): Sums => ({ worked: 0, offline: 0, tracked: 0, active: 0 });
/** A task's day: its sums, and its worked seconds per project (the row names the project most worked on). */
type TaskSums = Sums & { perProject: Map<string, number> };

/** Get-or-create in a map. */
const entryOf = <T>(map: Map<string, T>, key: string, create: () => T) => {
  const found = map.get(key) ?? create();
  map.set(key, found);
  return found;
};

/** Months: the days' sums per member's local month, and which of their days have worked time (bit d − 1 for day d). */
function monthsOf(dayFigures: Iterable<[string, number[]]>, { workedDays = true } = {}) {
  const months = new Map<string, { sums: number[]; days: number }>();
  for (const [key, figures] of dayFigures) {
    const [memberId = '', date = '', ...rest] = key.split('|');
    const month = entryOf(months, [memberId, `${date.slice(0, 7)}-01`, ...rest].join('|'), () => ({
      sums: figures.map(() => 0),
      days: 0,
    }));
    month.sums = month.sums.map((sum, index) => sum + (figures[index] ?? 0));
    // The first figure of a day is its worked time.
    if ((figures[0] ?? 0) > 0) month.days |= 1 << (Number(date.slice(8, 10)) - 1);
  }
  return [...months].map(([key, month]) => [key, ...month.sums, ...(workedDays ? [month.days] : [])].join('|')).sort();
}

const figuresOf = ([key, sums]: [string, Sums]): [string, number[]] => [
  key,
  [sums.worked, sums.offline, sums.tracked, sums.active],
];
const sumsLine = (key: string, sums: Sums) => `${key}|${sums.worked}|${sums.offline}|${sums.tracked}|${sums.active}`;

/** The project a task's day row names: the one most worked on, then the smaller id. */
const mainProject = (perProject: Map<string, number>) =>
  [...perProject].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))[0]?.[0] ?? '';

/** Every rollup as the independent recomputation says it should be. */
export async function expectedRollups({ tx, tenantId }: { tx: Tx; tenantId: string }) {
  const zoneRows = await tx
    .select({ id: members.id, timeZone: members.timeZone })
    .from(members)
    .where(eq(members.tenantId, tenantId));
  const zoneOf = new Map(zoneRows.map((row) => [row.id, row.timeZone ?? 'UTC']));
  const entries = await tx.select().from(timeEntries).where(eq(timeEntries.tenantId, tenantId));
  const slots = await tx.select().from(activitySlots).where(eq(activitySlots.tenantId, tenantId));
  const usage = await tx.select().from(appUsage).where(eq(appUsage.tenantId, tenantId));
  const entryById = new Map(entries.map((entry) => [entry.id, entry]));

  const days = new Map<string, Sums & { first: number; last: number }>();
  const dayProjects = new Map<string, Sums>();
  const dayTasks = new Map<string, TaskSums>();
  const dayApps = new Map<string, number>();
  const dayOf = (key: string) =>
    entryOf(days, key, () => ({ ...zero(), first: Number.POSITIVE_INFINITY, last: Number.NEGATIVE_INFINITY }));
  /** The sums an entry's time on `date` adds to: its day, its project, and its task if it has one. */
  const sumsOf = (entry: (typeof entries)[number], date: string) => {
    const sums: Sums[] = [
      dayOf(`${entry.memberId}|${date}`),
      entryOf(dayProjects, `${entry.memberId}|${date}|${entry.projectId}`, zero),
    ];
    if (entry.taskId) {
      const task = entryOf(dayTasks, `${entry.memberId}|${date}|${entry.taskId}`, () => ({
        ...zero(),
        perProject: new Map(),
      }));
      task.perProject.set(entry.projectId, task.perProject.get(entry.projectId) ?? 0);
      sums.push(task);
    }
    return sums;
  };
  for (const entry of entries) {
    const zone = zoneOf.get(entry.memberId) ?? 'UTC';
    const end = (entry.endedAt ?? entry.startedAt).getTime();
    for (let at = entry.startedAt.getTime(); at < end; at += minute) {
      const date = localDate(at, zone);
      for (const sums of sumsOf(entry, date)) {
        sums.worked += 60;
        if (entry.isOffline) sums.offline += 60;
      }
      const perProject = dayTasks.get(`${entry.memberId}|${date}|${entry.taskId}`)?.perProject;
      perProject?.set(entry.projectId, (perProject.get(entry.projectId) ?? 0) + 60);
      const day = dayOf(`${entry.memberId}|${date}`);
      day.first = Math.min(day.first, at);
      day.last = Math.max(day.last, at + minute);
    }
  }
  const slotEntry = new Set<string>();
  for (const slot of slots) {
    const entry = entryById.get(slot.entryId);
    if (!entry || entry.isOffline) continue;
    slotEntry.add(`${slot.memberId}|${slot.startedAt.getTime()}`);
    const date = localDate(slot.startedAt.getTime(), zoneOf.get(slot.memberId) ?? 'UTC');
    for (const sums of sumsOf(entry, date)) {
      sums.tracked += slot.seconds;
      sums.active += slot.activeSeconds;
    }
  }
  for (const row of usage) {
    if (!slotEntry.has(`${row.memberId}|${row.slotStartedAt.getTime()}`)) continue;
    const key = `${row.memberId}|${localDate(row.slotStartedAt.getTime(), zoneOf.get(row.memberId) ?? 'UTC')}|${row.appId}`;
    dayApps.set(key, (dayApps.get(key) ?? 0) + row.seconds);
  }

  const monthProjects = monthsOf([...dayProjects].map(figuresOf));
  return {
    months: monthsOf([...days].map(figuresOf)),
    monthProjects,
    organisationMonths: organisationMonthsOf(monthProjects),
    monthApps: monthsOf(
      [...dayApps].map(([key, seconds]) => [key, [seconds]]),
      { workedDays: false },
    ),
    days: [...days]
      .map(
        ([key, sums]) =>
          `${sumsLine(key, sums)}|${new Date(sums.first).toISOString()}|${new Date(sums.last).toISOString()}`,
      )
      .sort(),
    projects: [...dayProjects].map(([key, sums]) => sumsLine(key, sums)).sort(),
    organisationDays: organisationDaysOf(dayProjects),
    tasks: [...dayTasks].map(([key, sums]) => sumsLine(`${key}|${mainProject(sums.perProject)}`, sums)).sort(),
    apps: [...dayApps].map(([key, seconds]) => `${key}|${seconds}`).sort(),
  };
}

/**
 * The organisation's months per project: the member-month-project lines (`member|month|project|figures…|days`)
 * summed over members, as `month|project|figures…`.
 */
function organisationMonthsOf(monthProjects: string[]) {
  const sums = new Map<string, number[]>();
  for (const line of monthProjects) {
    const [, month, project, ...figures] = line.split('|');
    const key = `${month}|${project}`;
    const sum = sums.get(key) ?? [0, 0, 0, 0];
    sums.set(
      key,
      sum.map((value, index) => value + Number(figures[index])),
    );
  }
  return [...sums].map(([key, sum]) => [key, ...sum].join('|')).sort();
}

/**
 * The organisation's days per project: the member-day-project sums (keyed `member|day|project`) summed over members,
 * as `day|project|worked|member rows`.
 */
function organisationDaysOf(dayProjects: Map<string, Sums>) {
  const sums = new Map<string, { worked: number; rows: number }>();
  for (const [line, figures] of dayProjects) {
    const [, day, project] = line.split('|');
    const sum = entryOf(sums, `${day}|${project}`, () => ({ worked: 0, rows: 0 }));
    sum.worked += figures.worked;
    sum.rows += 1;
  }
  return [...sums].map(([key, sum]) => `${key}|${sum.worked}|${sum.rows}`).sort();
}

/** Rows as lines of their values, joined by `|`, sorted. */
const lines = async (tx: Tx, query: ReturnType<typeof sql>) =>
  rowsOf<Record<string, unknown>>(await tx.execute(query))
    .map((row) => Object.values(row).join('|'))
    .sort();

/** The month rollups as stored, in the shape of the expected ones. */
export async function storedMonths({ tx, tenantId }: { tx: Tx; tenantId: string }) {
  return {
    months: await lines(
      tx,
      sql`SELECT member_id, month::text, worked_seconds, offline_seconds, tracked_seconds, active_seconds, worked_days
            FROM member_month WHERE tenant_id = ${tenantId}`,
    ),
    monthProjects: await lines(
      tx,
      sql`SELECT member_id, month::text, project_id, worked_seconds, offline_seconds, tracked_seconds, active_seconds,
                 worked_days
            FROM member_month_project WHERE tenant_id = ${tenantId}`,
    ),
    monthApps: await lines(
      tx,
      sql`SELECT member_id, month::text, app_id, seconds FROM member_month_app WHERE tenant_id = ${tenantId}`,
    ),
    // A month and project whose member rows all went stays as a row of zeros.
    organisationMonths: await lines(
      tx,
      sql`SELECT month::text, project_id, worked_seconds, offline_seconds, tracked_seconds, active_seconds
            FROM tenant_month_project
           WHERE tenant_id = ${tenantId}
             AND (worked_seconds, offline_seconds, tracked_seconds, active_seconds) <> (0, 0, 0, 0)`,
    ),
  };
}

/** Every rollup as stored, in the shape of the expected ones. */
export async function storedRollups({ tx, tenantId }: { tx: Tx; tenantId: string }) {
  const figures = sql.raw('worked_seconds, offline_seconds, tracked_seconds, active_seconds');
  return {
    ...(await storedMonths({ tx, tenantId })),
    days: rowsOf<Record<string, unknown>>(
      await tx.execute(
        sql`SELECT member_id, day::text AS day, ${figures}, first_start_at, last_end_at
              FROM member_day WHERE tenant_id = ${tenantId}`,
      ),
    )
      .map(
        (row) =>
          `${row.member_id}|${row.day}|${row.worked_seconds}|${row.offline_seconds}|${row.tracked_seconds}|${row.active_seconds}|${new Date(row.first_start_at as string).toISOString()}|${new Date(row.last_end_at as string).toISOString()}`,
      )
      .sort(),
    projects: await lines(
      tx,
      sql`SELECT member_id, day::text AS day, project_id, ${figures} FROM member_day_project
           WHERE tenant_id = ${tenantId}`,
    ),
    // A day and project whose member rows all went stays as a row of zeros.
    organisationDays: await lines(
      tx,
      sql`SELECT day::text, project_id, worked_seconds, member_rows FROM tenant_day_project
           WHERE tenant_id = ${tenantId} AND (worked_seconds, member_rows) <> (0, 0)`,
    ),
    tasks: await lines(
      tx,
      sql`SELECT member_id, day::text AS day, task_id, project_id, ${figures} FROM member_day_task
           WHERE tenant_id = ${tenantId}`,
    ),
    apps: await lines(
      tx,
      sql`SELECT member_id, day::text AS day, app_id, seconds FROM member_day_app WHERE tenant_id = ${tenantId}`,
    ),
  };
}
