import type { ActivityRequest, BulkActivityRequest, TimelineActivity } from '@worktrail/contract';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { dataScope } from '../access/data-scope.ts';
import type { TimeRange } from '../time/rollups.ts';
import { findEntriesByIds, type TimeEntryRow } from '../time/time-entries.repository.ts';
import { addEntry, changeEntry, lockMembersTime, removeEntries, rollUpMembers } from '../time/time-entries.service.ts';
import type { TimelineDeps } from './timeline.deps.ts';
import { activityNotFound, refusedFor, trackedCannotGrow } from './timeline.errors.ts';
import { requireChangeableEntry, requireOfflineAllowed } from './timeline.policy.ts';
import { presentActivity } from './timeline.presenter.ts';
import { findProjectLabels } from './timeline.repository.ts';

async function present(tx: Tx, tenantId: string, rows: TimeEntryRow[]) {
  const labels = await findProjectLabels({ tx, tenantId, ids: rows.map((row) => row.projectId) });
  return rows.map((row) => presentActivity(row, labels.get(row.projectId)));
}

async function presentOne(tx: Tx, tenantId: string, row: TimeEntryRow | undefined) {
  const [presented] = row ? await present(tx, tenantId, [row]) : [];
  if (!presented) throw new Error('the activity was not presented');
  return presented;
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
    await requireOfflineAllowed({ tx, auth, memberId });
    const entry = {
      id: uuidv7(),
      projectId: request.projectId,
      taskId: request.taskId,
      startedAt: new Date(request.startDateTime),
      endedAt: new Date(request.endDateTime),
      note: request.note,
      source: 'offline' as const,
      isOffline: true,
    };
    return presentOne(tx, tenantId, await addEntry({ tx, tenantId, memberId, now: clock.now(), entry }));
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
    await requireChangeableEntry({ tx, auth, scope, entry });
    const from = new Date(request.startDateTime);
    const to = new Date(request.endDateTime);
    const oldEnd = entry.endedAt ?? entry.startedAt;
    if (!entry.isOffline && (from < entry.startedAt || to > oldEnd)) throw trackedCannotGrow();
    const now = clock.now();
    const changes = {
      startedAt: from,
      endedAt: to,
      projectId: request.projectId,
      taskId: request.taskId,
      note: request.note,
    };
    const row = await changeEntry({ tx, tenantId, now, entry, changes: { ...changes, editedAt: now } });
    return presentOne(tx, tenantId, row);
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
      await requireChangeableEntry({ tx, auth, scope, entry });
      entries.push(entry);
    } catch (error) {
      throw error instanceof AppError ? refusedFor(id, error) : error;
    }
  }
  return entries;
}

/**
 * `EditBulkActivity` (§5): sets the project, task and/or note of every chosen activity (times are not bulk edited).
 * A new project without a task clears the activities' tasks. All or nothing: one refused activity (unknown, out of
 * scope, running, a project its member may not track on, a task not of its project or not visible to its member)
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
    const now = clock.now();
    // A new project without a task clears the tasks: they belong to the old projects.
    const taskId = request.taskId === undefined && request.projectId !== undefined ? null : request.taskId;
    const changes = {
      ...(request.projectId !== undefined ? { projectId: request.projectId } : {}),
      ...(taskId !== undefined ? { taskId } : {}),
      ...(request.note !== undefined ? { note: request.note } : {}),
      editedAt: now,
    };
    await lockMembersTime({ tx, tenantId, memberIds: entries.map((entry) => entry.memberId) });
    const changed: TimeEntryRow[] = [];
    const touched: Array<{ memberId: string; range: TimeRange }> = [];
    for (const entry of entries) {
      const deferRollups: TimeRange[] = [];
      const row = await changeEntry({ tx, tenantId, now, entry, changes, deferRollups, memberLocked: true }).catch(
        (error: unknown) => {
          throw error instanceof AppError ? refusedFor(entry.id, error) : error;
        },
      );
      changed.push(row);
      touched.push(...deferRollups.map((range) => ({ memberId: entry.memberId, range })));
    }
    await rollUpMembers({ tx, tenantId, changes: touched });
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
    return removeEntries({ tx, tenantId, entries });
  });
  // Blobs are not transactional: removed once the rows are gone for good. A removal that fails leaves an
  // unreachable object (no row points at it), never a reachable screenshot of deleted time.
  for (const key of keys) await blobs.delete(key);
  return { deletedIds: activityIds };
}
