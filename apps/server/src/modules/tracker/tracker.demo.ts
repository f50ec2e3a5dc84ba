import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import { appSets, localDay, localTimeToUtc, planSegments, seededRandom, slotsFor } from '../demo/demo-plan.ts';
import type { DemoStep } from '../demo/demo-steps.ts';
import { memberTimeZone } from '../effective-settings/effective-settings.ts';
import { upsertHeartbeat } from '../presence/presence.repository.ts';
import { recomputeAllMemberDays, type TimeRange } from '../time/rollups.ts';
import { startTrackedEntry, stopTrackedEntry } from './tracker.entries.service.ts';
import { findRunningEntry, lastSlotEnd, listTrackableProjects } from './tracker.repository.ts';
import { ingestSlots } from './tracker.slots.service.ts';

type Member = { tx: Tx; tenantId: string; memberId: string };

/**
 * Where the member's recorded time ends: their last slot's end or their last stopped entry's end, whichever is
 * later (an entry stopped at a time with milliseconds ends after its last whole-second slot, and time entered by
 * hand has no slots at all); null when they have none. The next start fills from here, so nothing overlaps.
 */
async function memberTimeEnd({ tx, tenantId, memberId }: Member) {
  const result = await tx.execute(sql`
    SELECT greatest(
             (SELECT max(started_at + make_interval(secs => seconds)) FROM activity_slots
               WHERE tenant_id = ${tenantId} AND member_id = ${memberId}),
             (SELECT max(ended_at) FROM time_entries WHERE tenant_id = ${tenantId} AND member_id = ${memberId})
           )::text AS last_end`);
  const [row] = (result as unknown as { rows: Array<{ last_end: string | null }> }).rows;
  return row?.last_end ? new Date(row.last_end) : null;
}

/**
 * Tracked time of one member in (since, until] THROUGH the tracker's ingestion functions: per planned stretch of
 * work (see `planSegments`) start an entry, upload its slots per 10-minute window in batches, stop it; then one
 * rollup rewrite of the member by the same function the server uses. Deterministic for a seed. For the `live`
 * member the stretch going on at `until` stays running with slots up to `until` and a heartbeat at `now`; a running
 * entry of theirs from earlier today runs on (its slots continued up to `until`), one from an earlier day is ended
 * at its last slot; a new one is on the project named `liveProject` when they are on it. Returns how many entries and slots were stored. Exported for the benchmark's dataset.
 */
export async function fillTrackedTime({
  tx,
  tenantId,
  memberId,
  now,
  since,
  until = now,
  seed,
  live = false,
  liveProject,
  batchSize = 60,
}: Member & {
  now: Date;
  since: Date;
  until?: Date;
  seed: number;
  live?: boolean;
  liveProject?: string;
  batchSize?: number;
}) {
  const zone = await memberTimeZone({ tx, tenantId, memberId });
  const projects = await listTrackableProjects({ tx, tenantId, memberId });
  const apps = appSets[seed % appSets.length] ?? [];
  // One rollup rewrite of the member at the end, in this same transaction, instead of one per call.
  const deferRollups: TimeRange[] = [];
  const ingest = { tx, tenantId, memberId, now, deferRollups };
  const upload = async (entryId: string, from: Date, to: Date) => {
    const random = seededRandom(seed ^ Math.floor(from.getTime() / 1000));
    const planned = slotsFor({ entryId, from, to, random, apps });
    let stored = 0;
    for (let i = 0; i < planned.length; i += batchSize)
      stored += (await ingestSlots({ ...ingest, slots: planned.slice(i, i + batchSize) })).stored;
    return stored;
  };
  let entries = 0;
  let slots = 0;
  let start = since;
  let working: { id: string; projectId: string; taskId: string | null } | undefined;
  const running = await findRunningEntry({ tx, tenantId, memberId });
  if (running) {
    const lastEnd = (await lastSlotEnd({ tx, tenantId, entryId: running.id })) ?? running.startedAt;
    if (live && localDay(running.startedAt, zone) === localDay(until, zone)) {
      slots += await upload(running.id, lastEnd, until);
      working = running;
      start = until;
    } else {
      const endedAt = new Date(Math.max(lastEnd.getTime(), running.startedAt.getTime() + 1000));
      await stopTrackedEntry({ ...ingest, request: { id: running.id, endedAt: endedAt.toISOString() } });
      if (endedAt.getTime() > start.getTime()) start = endedAt;
    }
  }
  const liveIndex = projects.findIndex((project) => project.name === liveProject);
  const plan = { zone, seed, since: start, until, projects: projects.length, live };
  for (const segment of planSegments({ ...plan, liveProject: liveIndex < 0 ? undefined : liveIndex })) {
    const project = projects[segment.project];
    if (!project) continue;
    const id = uuidv7(segment.from.getTime());
    await startTrackedEntry({
      ...ingest,
      request: { id, projectId: project.id, startedAt: segment.from.toISOString() },
    });
    slots += await upload(id, segment.from, segment.to);
    if (segment.open) working = { id, projectId: project.id, taskId: null };
    else await stopTrackedEntry({ ...ingest, request: { id, endedAt: segment.to.toISOString() } });
    entries += 1;
  }
  await recomputeAllMemberDays({ tx, tenantId, memberId });
  if (live && working)
    await upsertHeartbeat({
      tx,
      tenantId,
      memberId,
      now,
      projectId: working.projectId,
      taskId: working.taskId,
      entryId: working.id,
      source: 'desktop',
    });
  return { entries, slots };
}

/**
 * `days` days of tracked time back from `now` for one member, yesterday the last (nothing today, nothing left
 * running). Deterministic for a seed. The benchmark's dataset.
 */
export async function generateTrackedDays({
  tx,
  tenantId,
  memberId,
  now,
  days,
  seed,
  batchSize = 60,
}: Member & { now: Date; days: number; seed: number; batchSize?: number }) {
  const zone = await memberTimeZone({ tx, tenantId, memberId });
  const until = localTimeToUtc({ day: localDay(now, zone), minutes: 0, zone });
  const since = new Date(now.getTime() - days * 86_400_000);
  return fillTrackedTime({ tx, tenantId, memberId, now, since, until, seed, batchSize });
}

/** How many days back the demo organisation's tracked time reaches: about three months (ARCHITECTURE §2). */
export const demoTrackedDays = 90;

/** The demo member who is working whenever the demo starts, and on what: the project everyone is on. */
export const demoLiveMember = 'employee@demo.example';
export const demoLiveProject = 'Warehouse dashboard';

/**
 * The demo members' tracked time up to `now`: weekdays in their own zones (London and New York have DST, Berlin
 * too), through the tracker's ingestion, after the projects step. On the first start about three months of it; on
 * every later start the time since each member's recorded time ends, so starting twice adds nothing twice. Emma
 * (`demoLiveMember`) is working right now: a running entry with slots up to now and a heartbeat.
 */
export const seedDemoTrackedTime: DemoStep = async ({ tx, tenantId, memberIds, now }) => {
  const emails = ['owner@demo.example', 'manager@demo.example', 'employee@demo.example', 'employee2@demo.example'];
  for (const [index, email] of emails.entries()) {
    const memberId = memberIds[email];
    if (!memberId) continue;
    const since =
      (await memberTimeEnd({ tx, tenantId, memberId })) ?? new Date(now.getTime() - demoTrackedDays * 86_400_000);
    const live = email === demoLiveMember;
    await fillTrackedTime({
      tx,
      tenantId,
      memberId,
      now,
      since,
      seed: 1000 + index,
      live,
      liveProject: demoLiveProject,
    });
  }
};
