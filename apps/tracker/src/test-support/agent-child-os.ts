import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { runService } from '../service.ts';
import { createWatchers } from '../watchers/index.ts';

// The agent service on the REAL operating-system watchers (input hook, active window, screen capture) of the display
// in DISPLAY, on a clock that runs FAKE_SPEED times faster from FAKE_BASE_MS: the screenshot periods and slot
// boundaries then come within seconds while every second counted is still the real input of that moment.
const base = Number(process.env.FAKE_BASE_MS);
const realStart = Number(process.env.FAKE_REAL0_MS);
const speed = Number(process.env.FAKE_SPEED);
const folder = process.env.WORKTRAIL_TRACKER_HOME;
if (!folder || !base || !realStart || !speed) throw new Error('agent-child-os needs its FAKE_* variables');
if (!process.env.DISPLAY) throw new Error('agent-child-os records a display: set DISPLAY');

const now = () => base + (Date.now() - realStart) * speed;
// The screenshots' review window on the agent's clock, when a test wants another than the default.
const reviewMs = process.env.FAKE_REVIEW_MS ? Number(process.env.FAKE_REVIEW_MS) : undefined;
const ledger = join(folder, 'ledger.jsonl');
await runService({
  folder,
  language: 'en',
  now,
  watchers: await createWatchers(),
  tickMs: 1000 / speed,
  screenshotReviewMs: reviewMs,
  // The whole slot as closed (activity counts and apps), for the test to compare with the server.
  onSlotClosed: (slot) => appendFileSync(ledger, `${JSON.stringify(slot)}\n`),
});
// The input hook keeps the event loop alive after the service stopped (as `worktrail-tracker run` does).
process.exit(0);
