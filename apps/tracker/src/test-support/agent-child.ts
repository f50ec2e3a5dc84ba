import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { seededRandom } from '../agent/screenshot-schedule.ts';
import { runService } from '../service.ts';
import type { Watchers } from '../watchers/ports.ts';
import { tinyJpeg } from './fakes.ts';

// The agent service as the integration tests run it: the real service, outbox and uploads, on a clock that runs
// FAKE_SPEED times faster from FAKE_BASE_MS (kept across restarts, so a restarted agent continues the same timeline)
// and on synthetic OS input (a person typing every second), as no display is needed for the upload path.
const base = Number(process.env.FAKE_BASE_MS);
const realStart = Number(process.env.FAKE_REAL0_MS);
const speed = Number(process.env.FAKE_SPEED);
const folder = process.env.WORKTRAIL_TRACKER_HOME;
if (!folder || !base || !realStart || !speed) throw new Error('agent-child needs its FAKE_* variables');

const now = () => base + (Date.now() - realStart) * speed;
// The screenshots' review window on the agent's clock, when a test wants another than the default.
const reviewMs = process.env.FAKE_REVIEW_MS ? Number(process.env.FAKE_REVIEW_MS) : undefined;
const watchers: Watchers = {
  input: {
    start: async () => undefined,
    stop: async () => undefined,
    take: () => ({ keyCount: 4, clickCount: 1, keyboard: true, mouse: true }),
    lastInputAt: () => now(),
  },
  window: { current: async () => ({ app: 'Code' }) },
  screen: { capture: async () => ({ jpeg: tinyJpeg, width: 8, height: 8 }) },
};

const ledger = join(folder, 'ledger.jsonl');
await runService({
  folder,
  language: 'en',
  now,
  watchers,
  random: seededRandom(process.pid),
  tickMs: 1000 / speed,
  screenshotReviewMs: reviewMs,
  onSlotClosed: (slot) =>
    appendFileSync(
      ledger,
      `${JSON.stringify({ id: slot.id, entryId: slot.entryId, startedAt: slot.startedAt, seconds: slot.seconds })}\n`,
    ),
});
process.exit(0);
