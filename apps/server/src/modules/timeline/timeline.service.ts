import {
  type ActivityRequest,
  type BulkActivityRequest,
  type DayDetail,
  daysInRange,
  type MonthSummary,
  maxTimelineRangeDays,
  type TimelineActivity,
} from '@worktrail/contract';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { type DataScope, dataScope, existingMemberIds, scopeCovers } from '../access/data-scope.ts';
import type { BlobStore } from '../files/blob-store.ts';
import { effectiveSettings, memberTimeZone } from '../settings/effective-settings.ts';
import { recomputeMemberDays, type TimeRange } from '../time/rollups.ts';
import {
  deleteEntries,
  deleteSlotsOutside,
  findEntriesByIds,
  findOverlappingEntry,
  insertEntry,
  type TimeEntryRow,
  updateEntry,
} from '../time/time-entries.repository.ts';
import { maxEntrySeconds, trackingRefusal, trackingRefused } from '../time/tracking-rules.ts';
import {
  activityNotFound,
  activityRunning,
  changeNotAllowed,
  offlineNotAllowed,
  refusedFor,
  taskNotFound,
  timelineMemberNotFound,
  trackedCannotGrow,
} from './timeline.errors.ts';
import { activityPercent, presentActivity, presentTotals } from './timeline.presenter.ts';
import {
  dayBounds,
  findProjectLabels,
  listDayApps,
  listDayEntries,
  listDayProjects,
  listMemberDays,
} from './timeline.repository.ts';

export type TimelineDeps = { db: Db; clock: Clock; blobs: BlobStore };

/** The member, when they exist in the organisation and the caller's data scope covers them; 404 otherwise. */
export async function requireVisibleMember({ tx, auth, memberId }: { tx: Tx; auth: AuthContext; memberId: string }) {
  const scope = await dataScope({ tx, auth });
  if (!scopeCovers(scope, [memberId])) throw timelineMemberNotFound();
  const found = await existingMemberIds({ tx, tenantId: auth.tenantId, memberIds: [memberId] });
  if (!found.has(memberId)) throw timelineMemberNotFound();
  return scope;
}

/** Hand-entered time may not lie in the future nor be longer than 24 hours. */
function checkInterval({ from, to, now }: { from: Date; to: Date; now: Date }) {
  if (to.getTime() > now.getTime()) throw trackingRefused('future');
  if (to.getTime() - from.getTime() > maxEntrySeconds * 1000) throw trackingRefused('tooLong');
}

async function checkTracking({
  tx,
  tenantId,
  memberId,
  projectId,
}: {
  tx: Tx;
  tenantId: string;
  memberId: string;
  projectId: string;
}) {
  const refusal = await trackingRefusal({ tx, tenantId, memberId, projectId });
  if (refusal) throw trackingRefused(refusal);
}

async function checkNoOverlap(input: {
  tx: Tx;
  tenantId: string;
  memberId: string;
  from: Date;
  to: Date;
  exceptIds?: string[];
}) {
  if (await findOverlappingEntry(input)) throw trackingRefused('overlap');
}

/**
 * Who may change an entry: it must be in the caller's data scope (404 otherwise, so nothing is confirmed).
 * Owners and managers change any entry in their scope; anyone else only their own offline time, and only while
 * `Allow_to_add_offline_Time` applies to them. A running entry is not changed here (stop it first).
 */
async function checkChangeAllowed({
  tx,
  auth,
  scope,
  entry,
}: {
  tx: Tx;
  auth: AuthContext;
  scope: DataScope;
  entry: TimeEntryRow;
}) {
  if (!scopeCovers(scope, [entry.memberId])) throw activityNotFound();
  if (auth.roleKey !== 'owner' && auth.roleKey !== 'manager') {
    if (entry.memberId !== auth.memberId || !entry.isOffline) throw changeNotAllowed();
    const settings = await effectiveSettings({ tx, tenantId: auth.tenantId, memberId: entry.memberId });
    if (!settings.values.Allow_to_add_offline_Time) throw changeNotAllowed();
  }
  if (entry.endedAt === null) throw activityRunning();
}

async function present(tx: Tx, tenantId: string, rows: TimeEntryRow[]) {
  const labels = await findProjectLabels({ tx, tenantId, ids: rows.map((row) => row.projectId) });
  return rows.map((row) => presentActivity(row, labels.get(row.projectId)));
}

const rangeOf = (row: TimeEntryRow): TimeRange => ({ from: row.startedAt, to: row.endedAt ?? row.startedAt });

/** Recomputes the member-days of the given intervals, member by member. */
async function recompute(tx: Tx, tenantId: string, ranges: Array<{ memberId: string; range: TimeRange }>) {
  const byMember = new Map<string, TimeRange[]>();
  for (const { memberId, range } of ranges) byMember.set(memberId, [...(byMember.get(memberId) ?? []), range]);
  for (const [memberId, memberRanges] of byMember)
    await recomputeMemberDays({ tx, tenantId, memberId, ranges: memberRanges });
}

/**
 * `AddOfflineActivity` (§5): time a member worked away from the tracker. Allowed only where
 * `Allow_to_add_offline_Time` applies to that member and their data is in the caller's scope; the tracking rules,
 * no overlap, not in the future, at most 24 hours. The member's days are recomputed in the same transaction.
 */
export function addOfflineActivity({
  deps: { db, clock },
  auth,
  memberId,
  request,
}: {
  deps: TimelineDeps;
  auth: AuthContext;
  memberId: string;
  request: ActivityRequest;
}): Promise<TimelineActivity> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    await requireVisibleMember({ tx, auth, memberId });
    const settings = await effectiveSettings({ tx, tenantId, memberId });
    if (!settings.values.Allow_to_add_offline_Time) throw offlineNotAllowed();
    if (request.taskId !== null) throw taskNotFound();
    const from = new Date(request.startDateTime);
    const to = new Date(request.endDateTime);
    const now = clock.now();
    checkInterval({ from, to, now });
    await checkTracking({ tx, tenantId, memberId, projectId: request.projectId });
    await checkNoOverlap({ tx, tenantId, memberId, from, to });
    const row = await insertEntry({
      tx,
      entry: {
        tenantId,
        id: uuidv7(),
        memberId,
        projectId: request.projectId,
        taskId: null,
        startedAt: from,
        endedAt: to,
        note: request.note,
        source: 'offline',
        isOffline: true,
        createdAt: now,
        updatedAt: now,
      },
    });
    await recomputeMemberDays({ tx, tenantId, memberId, ranges: [{ from, to }] });
    const [presented] = await present(tx, tenantId, [row]);
    if (!presented) throw new Error('the activity was not presented');
    return presented;
  });
}

/**
 * `EditActivity` (§5): new start, end, project, task and note. Offline time may move freely (no overlap, not in
 * the future, at most 24 hours). Tracked time may only be shortened — its recorded slots are the evidence; slots no
 * longer wholly inside are removed with their app usage. A new project must be one the member may track on.
 * The days of the old and the new interval are recomputed in the same transaction.
 */
export function editActivity({
  deps: { db, clock },
  auth,
  activityId,
  request,
}: {
  deps: TimelineDeps;
  auth: AuthContext;
  activityId: string;
  request: ActivityRequest;
}): Promise<TimelineActivity> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    const scope = await dataScope({ tx, auth });
    const [entry] = await findEntriesByIds({ tx, tenantId, ids: [activityId] });
    if (!entry) throw activityNotFound();
    await checkChangeAllowed({ tx, auth, scope, entry });
    if (request.taskId !== null) throw taskNotFound();
    const from = new Date(request.startDateTime);
    const to = new Date(request.endDateTime);
    const now = clock.now();
    const oldEnd = entry.endedAt ?? entry.startedAt;
    if (!entry.isOffline && (from < entry.startedAt || to > oldEnd)) throw trackedCannotGrow();
    checkInterval({ from, to, now });
    if (request.projectId !== entry.projectId)
      await checkTracking({ tx, tenantId, memberId: entry.memberId, projectId: request.projectId });
    await checkNoOverlap({ tx, tenantId, memberId: entry.memberId, from, to, exceptIds: [entry.id] });
    if (!entry.isOffline) await deleteSlotsOutside({ tx, tenantId, entryId: entry.id, from, to });
    const row = await updateEntry({
      tx,
      tenantId,
      id: entry.id,
      changes: {
        startedAt: from,
        endedAt: to,
        projectId: request.projectId,
        taskId: null,
        note: request.note,
        editedAt: now,
        updatedAt: now,
      },
    });
    await recomputeMemberDays({ tx, tenantId, memberId: entry.memberId, ranges: [rangeOf(entry), { from, to }] });
    const [presented] = await present(tx, tenantId, [row]);
    if (!presented) throw new Error('the activity was not presented');
    return presented;
  });
}

/**
 * The entries of a bulk call, in the order asked, each in scope and changeable; the first that is not refuses the
 * whole call, naming it (all or nothing).
 */
async function changeableEntries({ tx, auth, ids }: { tx: Tx; auth: AuthContext; ids: readonly string[] }) {
  const scope = await dataScope({ tx, auth });
  const rows = new Map((await findEntriesByIds({ tx, tenantId: auth.tenantId, ids })).map((row) => [row.id, row]));
  const entries: TimeEntryRow[] = [];
  for (const id of ids) {
    try {
      const entry = rows.get(id);
      if (!entry) throw activityNotFound();
      await checkChangeAllowed({ tx, auth, scope, entry });
      entries.push(entry);
    } catch (error) {
      throw error instanceof AppError ? refusedFor(id, error) : error;
    }
  }
  return entries;
}

/**
 * `EditBulkActivity` (§5): sets the project, task and/or note of every chosen activity (times are not bulk edited).
 * All or nothing: one refused activity (unknown, out of scope, running, a project its member may not track on)
 * changes none and the answer names it.
 */
export function editBulkActivity({
  deps: { db, clock },
  auth,
  activityIds,
  request,
}: {
  deps: TimelineDeps;
  auth: AuthContext;
  activityIds: string[];
  request: BulkActivityRequest;
}): Promise<TimelineActivity[]> {
  const { tenantId } = auth;
  return inTenant({ db, tenantId }, async (tx) => {
    const entries = await changeableEntries({ tx, auth, ids: activityIds });
    if (request.taskId) throw taskNotFound();
    const { projectId } = request;
    if (projectId !== undefined)
      for (const entry of entries)
        if (entry.projectId !== projectId) {
          const refusal = await trackingRefusal({ tx, tenantId, memberId: entry.memberId, projectId });
          if (refusal) throw refusedFor(entry.id, trackingRefused(refusal));
        }
    const now = clock.now();
    const changed: TimeEntryRow[] = [];
    for (const entry of entries)
      changed.push(
        await updateEntry({
          tx,
          tenantId,
          id: entry.id,
          changes: {
            ...(projectId !== undefined ? { projectId } : {}),
            ...(request.taskId !== undefined ? { taskId: null } : {}),
            ...(request.note !== undefined ? { note: request.note } : {}),
            editedAt: now,
            updatedAt: now,
          },
        }),
      );
    await recompute(
      tx,
      tenantId,
      entries.map((entry) => ({ memberId: entry.memberId, range: rangeOf(entry) })),
    );
    return present(tx, tenantId, changed);
  });
}

/**
 * `DeleteActivity` / `DeleteBulkActivity`: removes the activities with their slots, app usage and screenshots (all or
 * nothing), recomputes their members' days in the same transaction, then removes the screenshots' blobs.
 */
export async function deleteActivities({
  deps: { db, blobs },
  auth,
  activityIds,
  bulk,
}: {
  deps: TimelineDeps;
  auth: AuthContext;
  activityIds: string[];
  bulk: boolean;
}): Promise<{ deletedIds: string[] }> {
  const { tenantId } = auth;
  const keys = await inTenant({ db, tenantId }, async (tx) => {
    const entries = await changeableEntries({ tx, auth, ids: activityIds }).catch((error: unknown) => {
      // A single delete answers plainly, without naming the one id it was given.
      if (!bulk && error instanceof AppError) throw new AppError({ code: error.code, message: error.message });
      throw error;
    });
    const removed = await deleteEntries({ tx, tenantId, ids: entries.map((entry) => entry.id) });
    await recompute(
      tx,
      tenantId,
      entries.map((entry) => ({ memberId: entry.memberId, range: rangeOf(entry) })),
    );
    return removed;
  });
  // Blobs are not transactional: removed once the rows are gone for good. A removal that fails leaves an
  // unreachable object (no row points at it), never a reachable screenshot of deleted time.
  for (const key of keys) await blobs.delete(key);
  return { deletedIds: activityIds };
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/**
 * Every date from `from` to `to`, inclusive. The count is computed first and capped, so the loop is bounded by the
 * contract's range limit, never by what the caller sent.
 */
function datesBetween(from: string, to: string) {
  const count = Math.min(Math.max(0, daysInRange(from, to)), maxTimelineRangeDays);
  const first = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => isoDay(new Date(first + index * 86_400_000)));
}

/**
 * Every local day `from`..`to` of one member from the `member_day` rollups (zeros included) and the period's
 * totals: what the month summary answers, and the dashboard's days and totals.
 */
export async function summariseRange({
  tx,
  tenantId,
  memberId,
  from,
  to,
}: {
  tx: Tx;
  tenantId: string;
  memberId: string;
  from: string;
  to: string;
}) {
  const rows = new Map((await listMemberDays({ tx, tenantId, memberId, from, to })).map((row) => [row.day, row]));
  const sums = { worked: 0, tracked: 0, active: 0, offline: 0 };
  const days = datesBetween(from, to).map((date) => {
    const row = rows.get(date);
    const day = {
      worked: row?.workedSeconds ?? 0,
      tracked: row?.trackedSeconds ?? 0,
      active: row?.activeSeconds ?? 0,
      offline: row?.offlineSeconds ?? 0,
    };
    sums.worked += day.worked;
    sums.tracked += day.tracked;
    sums.active += day.active;
    sums.offline += day.offline;
    return {
      date,
      ...presentTotals(day),
      firstStartAt: row?.firstStartAt ? row.firstStartAt.toISOString() : null,
      lastEndAt: row?.lastEndAt ? row.lastEndAt.toISOString() : null,
    };
  });
  return { days, totals: presentTotals(sums) };
}

/**
 * `GetActivityMonthSummary`: every local day of a month (or of a range of at most 31 days) of one member in the
 * caller's scope, from the `member_day` rollups only, with the period's totals and the zone the days are counted in.
 */
export function monthSummary({
  deps: { db },
  auth,
  query,
}: {
  deps: TimelineDeps;
  auth: AuthContext;
  query: {
    month?: string | undefined;
    fromDate?: string | undefined;
    toDate?: string | undefined;
    userId?: string | undefined;
  };
}): Promise<MonthSummary> {
  const { tenantId } = auth;
  const memberId = query.userId ?? auth.memberId;
  return inTenant({ db, tenantId }, async (tx) => {
    await requireVisibleMember({ tx, auth, memberId });
    const timeZone = await memberTimeZone({ tx, tenantId, memberId });
    let year: number | null = null;
    let month: number | null = null;
    let from = query.fromDate ?? '';
    let to = query.toDate ?? '';
    if (query.month) {
      year = Number(query.month.slice(0, 4));
      month = Number(query.month.slice(5, 7));
      from = `${query.month}-01`;
      to = isoDay(new Date(Date.UTC(year, month, 0)));
    }
    const { days, totals } = await summariseRange({ tx, tenantId, memberId, from, to });
    return { memberId, year, month, fromDate: from, toDate: to, timeZone, days, totals };
  });
}

/**
 * `GetActivityMonthDetailed`: one local day of one member in the caller's scope — its entries from raw rows (clipped
 * to the day for their figures), the idle gaps between them, and the day's per-project, per-app and total figures
 * from the rollups; with the zone and the day's UTC bounds.
 */
export function dayDetail({
  deps: { db },
  auth,
  query,
}: {
  deps: TimelineDeps;
  auth: AuthContext;
  query: { date: string; userId?: string | undefined };
}): Promise<DayDetail> {
  const { tenantId } = auth;
  const memberId = query.userId ?? auth.memberId;
  const { date } = query;
  return inTenant({ db, tenantId }, async (tx) => {
    await requireVisibleMember({ tx, auth, memberId });
    const timeZone = await memberTimeZone({ tx, tenantId, memberId });
    const { start, end } = await dayBounds({ tx, date, zone: timeZone });
    const rows = await listDayEntries({ tx, tenantId, memberId, start, end });
    const clip = (row: (typeof rows)[number]) => ({
      from: new Date(Math.max(row.startedAt.getTime(), start.getTime())),
      to: new Date(Math.min(row.effectiveEnd.getTime(), end.getTime())),
    });
    const entries = rows.map((row) => {
      const { from, to } = clip(row);
      return {
        id: row.id,
        memberId: row.memberId,
        project: { id: row.projectId, name: row.projectName, colorCode: row.colorCode },
        taskId: row.taskId,
        task: null,
        startDateTime: row.startedAt.toISOString(),
        endDateTime: row.endedAt ? row.endedAt.toISOString() : null,
        note: row.note,
        source: row.source,
        isOffline: row.isOffline,
        edited: row.editedAt !== null,
        editedAt: row.editedAt ? row.editedAt.toISOString() : null,
        running: row.endedAt === null,
        workedSeconds: Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)),
        activityPercent: row.isOffline ? null : activityPercent(row.active, row.tracked),
      };
    });
    const idleGaps = [];
    for (let index = 1; index < rows.length; index += 1) {
      const previous = rows[index - 1];
      const next = rows[index];
      if (!previous || !next) continue;
      const gapFrom = clip(previous).to;
      const gapTo = clip(next).from;
      if (gapTo > gapFrom)
        idleGaps.push({
          from: gapFrom.toISOString(),
          to: gapTo.toISOString(),
          seconds: Math.round((gapTo.getTime() - gapFrom.getTime()) / 1000),
        });
    }
    const projects = (await listDayProjects({ tx, tenantId, memberId, date })).map((row) => ({
      project: { id: row.id, name: row.name, colorCode: row.colorCode },
      ...presentTotals(row),
    }));
    const apps = await listDayApps({ tx, tenantId, memberId, date });
    const [day] = await listMemberDays({ tx, tenantId, memberId, from: date, to: date });
    const totals = {
      ...presentTotals({
        worked: day?.workedSeconds ?? 0,
        tracked: day?.trackedSeconds ?? 0,
        active: day?.activeSeconds ?? 0,
        offline: day?.offlineSeconds ?? 0,
      }),
      firstStartAt: day?.firstStartAt ? day.firstStartAt.toISOString() : null,
      lastEndAt: day?.lastEndAt ? day.lastEndAt.toISOString() : null,
    };
    return {
      memberId,
      date,
      timeZone,
      dayStartUtc: start.toISOString(),
      dayEndUtc: end.toISOString(),
      entries,
      idleGaps,
      projects,
      apps,
      totals,
    };
  });
}

/** `GetUserTasksByProjectID`: the member must be in scope; tasks do not exist yet, so the list is empty. */
export function listUserTasks({
  deps: { db },
  auth,
  userId,
}: {
  deps: TimelineDeps;
  auth: AuthContext;
  userId: string | undefined;
}): Promise<Array<{ id: string; name: string }>> {
  return inTenant({ db, tenantId: auth.tenantId }, async (tx) => {
    await requireVisibleMember({ tx, auth, memberId: userId ?? auth.memberId });
    return [];
  });
}
