import type { UploadSlot } from '@worktrail/contract';
import type { Tx } from '../../db/client.ts';
import { uuidv7 } from '../../db/ids.ts';
import type { DemoStep } from '../demo/demo-steps.ts';
import { memberTimeZone } from '../effective-settings/effective-settings.ts';
import { recomputeAllMemberDays, type TimeRange } from '../time/rollups.ts';
import { startTrackedEntry, stopTrackedEntry } from './tracker.entries.service.ts';
import { listTrackableProjects } from './tracker.repository.ts';
import { ingestSlots } from './tracker.slots.service.ts';

/** A small deterministic PRNG (mulberry32), so the demo is the same on every seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The UTC instant of a local wall-clock time in an IANA zone (DST-aware: the offset is re-read at the result). */
export function localTimeToUtc({ day, minutes, zone }: { day: string; minutes: number; zone: string }): Date {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(instant));
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
    return (
      Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - instant
    );
  };
  const first = wall - offsetAt(wall);
  return new Date(wall - offsetAt(first));
}

/** The member's local calendar day of an instant, YYYY-MM-DD, and its weekday (0 Sunday). */
function localDay(instant: Date, zone: string) {
  const text = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
  const weekday = new Date(`${text}T12:00:00Z`).getUTCDay();
  return { text, weekday };
}

const windowMs = 600_000;

/** Slots of [from, to): the first at `from`, then one per UTC 10-minute window, with plausible activity. */
export function slotsFor({
  entryId,
  from,
  to,
  random,
  apps,
}: {
  entryId: string;
  from: Date;
  to: Date;
  random: () => number;
  apps: ReadonlyArray<{ kind: 'app' | 'url'; name: string }>;
}): UploadSlot[] {
  const slots: UploadSlot[] = [];
  for (let at = from.getTime(); at < to.getTime(); ) {
    const end = Math.min(to.getTime(), Math.floor(at / windowMs) * windowMs + windowMs);
    const seconds = Math.round((end - at) / 1000);
    if (seconds >= 1) {
      const active = Math.round(seconds * (0.35 + random() * 0.6));
      const keyboard = Math.round(active * (0.3 + random() * 0.5));
      const mouse = Math.min(seconds, Math.round(active * (0.4 + random() * 0.5)));
      const first = apps[Math.floor(random() * apps.length)];
      const second = apps[Math.floor(random() * apps.length)];
      const firstSeconds = Math.max(1, Math.round(seconds * (0.5 + random() * 0.4)));
      const used = [first && { ...first, seconds: firstSeconds }];
      if (second && second !== first && seconds - firstSeconds >= 1)
        used.push({ ...second, seconds: seconds - firstSeconds });
      slots.push({
        entryId,
        startedAt: new Date(at).toISOString(),
        seconds,
        activeSeconds: active,
        keyboardSeconds: keyboard,
        mouseSeconds: mouse,
        keyCount: Math.round(keyboard * (1.5 + random() * 2)),
        clickCount: Math.round(mouse * (0.2 + random() * 0.4)),
        apps: used.filter((app) => app !== undefined),
      });
    }
    at = end;
  }
  return slots;
}

/** Apps and URL hosts people in these jobs use. */
const appSets: Array<ReadonlyArray<{ kind: 'app' | 'url'; name: string }>> = [
  [
    { kind: 'app', name: 'Visual Studio Code' },
    { kind: 'app', name: 'Terminal' },
    { kind: 'url', name: 'https://github.com/worktrail/portal/pulls' },
    { kind: 'url', name: 'https://developer.mozilla.org/en-US/docs/Web' },
    { kind: 'app', name: 'Slack' },
  ],
  [
    { kind: 'app', name: 'Figma' },
    { kind: 'url', name: 'https://www.figma.com/file/abc' },
    { kind: 'app', name: 'Slack' },
    { kind: 'url', name: 'https://dribbble.com/shots' },
  ],
  [
    { kind: 'app', name: 'Microsoft Excel' },
    { kind: 'app', name: 'Outlook' },
    { kind: 'url', name: 'https://mail.google.com/mail/u/0' },
    { kind: 'url', name: 'https://docs.google.com/spreadsheets/d/x' },
    { kind: 'app', name: 'Zoom' },
  ],
];

/** A trackable entry plan of one day: local start and end minutes, and which of the member's projects. */
type Block = { from: number; to: number; project: number };

/** A workday: a start around 09:00, a lunch break, an afternoon on one or two other projects. */
function dayPlan(random: () => number): Block[] {
  const start = 8 * 60 + 40 + Math.floor(random() * 40);
  const lunch = 12 * 60 + Math.floor(random() * 45);
  const back = lunch + 35 + Math.floor(random() * 30);
  const end = 16 * 60 + 45 + Math.floor(random() * 75);
  const split = back + Math.floor((end - back) * (0.35 + random() * 0.4));
  const blocks: Block[] = [{ from: start, to: lunch, project: 0 }];
  if (random() < 0.6) {
    blocks.push({ from: back, to: split, project: 1 });
    blocks.push({ from: split + 5 + Math.floor(random() * 10), to: end, project: 2 });
  } else blocks.push({ from: back, to: end, project: 1 });
  return blocks;
}

/**
 * Generates `days` days (back from `now`, weekdays in the member's zone, yesterday the last) of tracked time for
 * one member THROUGH the tracker's ingestion functions: start an entry, upload its slots per 10-minute window in
 * batches, stop it. Deterministic for a seed. Returns how many entries and slots were stored. Exported for the
 * benchmark's dataset and for other domains' demo data (screenshots may attach to the entries it makes).
 */
export async function generateTrackedDays({
  tx,
  tenantId,
  memberId,
  now,
  days,
  seed,
  batchSize = 60,
}: {
  tx: Tx;
  tenantId: string;
  memberId: string;
  now: Date;
  days: number;
  seed: number;
  batchSize?: number;
}) {
  const random = seededRandom(seed);
  const zone = await memberTimeZone({ tx, tenantId, memberId });
  const projects = await listTrackableProjects({ tx, tenantId, memberId });
  if (projects.length === 0) return { entries: 0, slots: 0 };
  const apps = appSets[seed % appSets.length] ?? [];
  const today = localDay(now, zone).text;
  // One rollup rewrite of the member at the end, in this same transaction, instead of one per call.
  const deferRollups: TimeRange[] = [];
  let entries = 0;
  let slots = 0;
  for (let back = days; back >= 1; back -= 1) {
    const { text: day, weekday } = localDay(new Date(now.getTime() - back * 86_400_000), zone);
    if (weekday === 0 || weekday === 6 || day >= today || random() < 0.05) continue;
    const offset = Math.floor(random() * projects.length);
    for (const block of dayPlan(random)) {
      const project = projects[(offset + block.project) % projects.length];
      if (!project) continue;
      const from = localTimeToUtc({ day, minutes: block.from, zone });
      const to = localTimeToUtc({ day, minutes: block.to, zone });
      if (to.getTime() <= from.getTime() || to.getTime() > now.getTime()) continue;
      const id = uuidv7(from.getTime());
      const ingest = { tx, tenantId, memberId, now, deferRollups };
      await startTrackedEntry({ ...ingest, request: { id, projectId: project.id, startedAt: from.toISOString() } });
      const planned = slotsFor({ entryId: id, from, to, random, apps });
      for (let i = 0; i < planned.length; i += batchSize) {
        const result = await ingestSlots({ ...ingest, slots: planned.slice(i, i + batchSize) });
        slots += result.stored;
      }
      await stopTrackedEntry({ ...ingest, request: { id, endedAt: to.toISOString() } });
      entries += 1;
    }
  }
  await recomputeAllMemberDays({ tx, tenantId, memberId });
  return { entries, slots };
}

/** How many days back the demo organisation's tracked time reaches: about three months (ARCHITECTURE §2). */
export const demoTrackedDays = 90;

/**
 * The demo members' tracked time: ~90 days of weekdays in their own zones (London and New York have DST, Berlin
 * too), through the tracker's ingestion, after the projects step. Leaves nothing running, so the web timer starts
 * freely.
 */
export const seedDemoTrackedTime: DemoStep = async ({ tx, tenantId, memberIds, now }) => {
  const emails = ['owner@demo.example', 'manager@demo.example', 'employee@demo.example', 'employee2@demo.example'];
  for (const [index, email] of emails.entries()) {
    const memberId = memberIds[email];
    if (!memberId) continue;
    await generateTrackedDays({ tx, tenantId, memberId, now, days: demoTrackedDays, seed: 1000 + index });
  }
};
