import type { UploadSlot } from '@worktrail/contract';

// The demo's working time as a plan: pure functions of a seed, a zone and a span of time, so that seeding the same
// span twice plans the same work, and a later start plans only what came after the last one.

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

/** The local calendar day of an instant in a zone, YYYY-MM-DD. */
export function localDay(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T12:00:00Z`) / 86_400_000);
const dayOf = (number: number) => new Date(number * 86_400_000).toISOString().slice(0, 10);

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
    // Whole seconds, rounded down: a slot never reaches past `to` (a clock with milliseconds), where its entry ends.
    const seconds = Math.floor((end - at) / 1000);
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
export const appSets: Array<ReadonlyArray<{ kind: 'app' | 'url'; name: string }>> = [
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

/** A stretch of planned work: [from, to) on the member's project number `project`; `open` when still going on. */
export type Segment = { from: Date; to: Date; project: number; open: boolean };

/** How long before "now" the live member sat down when their plan has no work going on now. */
const liveLeadMs = 45 * 60_000;

/**
 * The member's planned work in (since, until]: weekdays in their zone (about one in twenty off), each day's plan a
 * function of the seed and the day alone, cut at `since` and `until`. For the `live` member, the work going on at
 * `until` stays open; when nothing is (before the day starts, at lunch, in the evening, at a weekend) they started
 * a little while ago, so someone is always working when the demo starts; on project number `liveProject` when given.
 */
export function planSegments({
  zone,
  seed,
  since,
  until,
  projects,
  live = false,
  liveProject,
}: {
  zone: string;
  seed: number;
  since: Date;
  until: Date;
  projects: number;
  live?: boolean;
  liveProject?: number | undefined;
}): Segment[] {
  const segments: Segment[] = [];
  if (until.getTime() <= since.getTime() || projects === 0) return segments;
  const last = dayNumber(localDay(until, zone));
  for (let number = dayNumber(localDay(since, zone)); number <= last; number += 1) {
    const day = dayOf(number);
    const random = seededRandom(Math.imul(seed, 100_003) + number);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const off = weekday === 0 || weekday === 6 || random() < 0.05;
    const liveDay = live && number === last;
    if (off && !liveDay) continue;
    const offset = Math.floor(random() * projects);
    for (const block of off ? [] : dayPlan(random)) {
      const from = localTimeToUtc({ day, minutes: block.from, zone });
      const to = localTimeToUtc({ day, minutes: block.to, zone });
      const start = Math.max(from.getTime(), since.getTime());
      const end = Math.min(to.getTime(), until.getTime());
      if (end <= start) continue;
      const open = liveDay && to.getTime() > until.getTime();
      const project = open && liveProject !== undefined ? liveProject : (offset + block.project) % projects;
      segments.push({ from: new Date(start), to: new Date(end), project, open });
    }
    if (liveDay && !segments.some((segment) => segment.open)) {
      const after = Math.max(since.getTime(), ...segments.map((segment) => segment.to.getTime()));
      const start = Math.max(after, until.getTime() - liveLeadMs);
      if (start < until.getTime())
        segments.push({ from: new Date(start), to: until, project: liveProject ?? offset % projects, open: true });
    }
  }
  return segments;
}
