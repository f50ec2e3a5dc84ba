import type {
  HeartbeatRequest,
  StartEntryRequest,
  StopEntryRequest,
  TrackerSettings,
  UploadSlot,
} from '@worktrail/contract';
import { inTenant } from '../../db/transactions.ts';
import type { AuthContext } from '../../http/access.ts';
import { effectiveSettings, memberTimeZone } from '../effective-settings/effective-settings.ts';
import { upsertHeartbeat } from '../presence/presence.repository.ts';
import { requireRecordableTask } from '../time/task-check.ts';
import { trackingRefusal, trackingRefused } from '../time/tracking-rules.ts';
import { weeklyAllowance } from '../time/weekly-limit.ts';
import { startTrackedEntry, stopTrackedEntry } from './tracker.entries.service.ts';
import { trackerEntryNotFound } from './tracker.errors.ts';
import type { Ingest, TrackerDeps } from './tracker.ingest.ts';
import { presentEntry } from './tracker.presenter.ts';
import { findMemberEntries, findRunningEntry, listTrackableProjects } from './tracker.repository.ts';
import { ingestSlots } from './tracker.slots.service.ts';

// The tracker agent's calls. Entries and slots are ingested in their own files; what the demo seed, the benchmark
// and other modules' tests call is exported from here too.
export type { Ingest, TrackerDeps } from './tracker.ingest.ts';
export { urlHost } from './tracker.slot-checks.ts';
export { ingestSlots, startTrackedEntry, stopTrackedEntry };

/** Records the agent's heartbeat: seen now, working on this project, task and entry. */
export async function recordHeartbeat({
  tx,
  tenantId,
  memberId,
  now,
  request,
}: Ingest & { request: HeartbeatRequest }) {
  if (request.entryId) {
    const [entry] = await findMemberEntries({ tx, tenantId, memberId, ids: [request.entryId] });
    if (!entry) throw trackerEntryNotFound();
  }
  if (request.projectId) {
    const refusal = await trackingRefusal({ tx, tenantId, memberId, projectId: request.projectId });
    if (refusal === 'projectNotFound') throw trackingRefused(refusal);
  }
  if (request.taskId)
    await requireRecordableTask({
      tx,
      tenantId,
      memberId,
      projectId: request.projectId ?? null,
      taskId: request.taskId,
    });
  await upsertHeartbeat({
    tx,
    tenantId,
    memberId,
    now,
    projectId: request.projectId ?? null,
    taskId: request.taskId ?? null,
    entryId: request.entryId ?? null,
    source: 'desktop',
  });
  return { lastSeenAt: now.toISOString() };
}

/** The effective settings an agent obeys, the week's allowance, the projects to pick from, and the running entry. */
export async function trackerSettingsOf({ tx, tenantId, memberId, now }: Ingest): Promise<TrackerSettings> {
  const { values } = await effectiveSettings({ tx, tenantId, memberId });
  const timeZone = await memberTimeZone({ tx, tenantId, memberId });
  const allowance = await weeklyAllowance({ tx, tenantId, memberId, now });
  const projects = await listTrackableProjects({ tx, tenantId, memberId });
  const running = await findRunningEntry({ tx, tenantId, memberId });
  return {
    memberId,
    timeZone,
    settings: {
      Take_ScreenShot: values.Take_ScreenShot,
      Number_Of_Screenshots: values.Number_Of_Screenshots,
      Blur_Screen: values.Blur_Screen,
      Notify_When_Screenshot_Is_Taken: values.Notify_When_Screenshot_Is_Taken,
      Prevent_Screenshot_deletion: values.Prevent_Screenshot_deletion,
      Activity_Level_Tracking: values.Activity_Level_Tracking,
      App_And_URL_Tracking: values.App_And_URL_Tracking,
      Auto_Pause_Tracking: values.Auto_Pause_Tracking,
      GeoLocation_Tracking: values.GeoLocation_Tracking,
      Maximum_Hours_Per_Week: values.Maximum_Hours_Per_Week,
    },
    weeklyAllowance: {
      limitSeconds: allowance.limitSeconds,
      usedSeconds: allowance.usedSeconds,
      remainingSeconds: allowance.remainingSeconds,
      weekEndsAt: allowance.weekEndsAt.toISOString(),
    },
    projects,
    runningEntry: running ? presentEntry(running) : null,
  };
}

// The HTTP calls: one transaction each, the member from the token. Their statements are prepared by name and keep
// their generic plan: each reads and writes one member's rows by key, over the days of a batch or an entry, and
// planning the rollup rewrite cost 13.5 ms of PostgreSQL's time per upload where running it cost 5 (issue 19). Left
// to choose, PostgreSQL planned it again for every batch on a small organisation, whose statistics made the generic
// plan look dear: 2.6 ms more of its time per batch than on a large one (item 5).

type Call<T> = { deps: TrackerDeps; auth: AuthContext } & T;

/** `work` in a transaction of the member's; `locked`: opened holding their time lock, for the calls that change time. */
const asMember = <T>(
  { deps: { db, clock }, auth }: Call<unknown>,
  work: (ingest: Ingest) => Promise<T>,
  { locked = false }: { locked?: boolean } = {},
) =>
  inTenant(
    { db, tenantId: auth.tenantId, plans: 'generic', lockMemberTime: locked ? auth.memberId : undefined },
    (tx) => work({ tx, tenantId: auth.tenantId, memberId: auth.memberId, now: clock.now(), memberLocked: locked }),
  );

const locked = { locked: true };

export const getTrackerSettings = (call: Call<unknown>) => asMember(call, (ingest) => trackerSettingsOf(ingest));

export const startEntry = (call: Call<{ request: StartEntryRequest }>) =>
  asMember(call, async (ingest) => presentEntry(await startTrackedEntry({ ...ingest, request: call.request })), locked);

export const stopEntry = (call: Call<{ request: StopEntryRequest }>) =>
  asMember(call, async (ingest) => presentEntry(await stopTrackedEntry({ ...ingest, request: call.request })), locked);

export const uploadSlots = (call: Call<{ slots: UploadSlot[] }>) =>
  asMember(call, (ingest) => ingestSlots({ ...ingest, slots: call.slots }), locked);

export const heartbeat = (call: Call<{ request: HeartbeatRequest }>) =>
  asMember(call, (ingest) => recordHeartbeat({ ...ingest, request: call.request }));
