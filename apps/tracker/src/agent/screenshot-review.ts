import type { TrackerSettings } from '@worktrail/contract';
import type { AgentStatus } from '../control/contract.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { reviewEndsAt } from '../outbox/uploader.ts';

/** How long a screenshot waits on the device, deletable, before it is uploaded (when the organisation allows). */
export const defaultScreenshotReviewMs = 2 * 60_000;

/**
 * The review window in force: none until the settings say deletion is allowed (an agent that never reached the
 * server cannot know), and none where Prevent_Screenshot_deletion applies.
 */
export function reviewMsOf({ settings, reviewMs }: { settings: TrackerSettings | undefined; reviewMs: number }) {
  return !settings || settings.settings.Prevent_Screenshot_deletion ? 0 : reviewMs;
}

/** Until when a screenshot waiting on the device may still be deleted; undefined when it may not. */
export function deletableUntil({ takenAt, reviewMs, nowMs }: { takenAt: string; reviewMs: number; nowMs: number }) {
  const until = reviewEndsAt({ takenAt }, reviewMs);
  return reviewMs > 0 && nowMs < until ? until : undefined;
}

/** The last screenshot as the local page shows it: still on the device or sent, and whether it may be deleted. */
export function lastScreenshotStatus({
  last,
  outbox,
  reviewMs,
  nowMs,
}: {
  last: { id: string; takenAt: string } | undefined;
  outbox: Outbox;
  reviewMs: number;
  nowMs: number;
}): AgentStatus['lastScreenshot'] {
  if (!last) return null;
  const pending = outbox.screenshots().some((shot) => shot.id === last.id);
  const until = pending ? deletableUntil({ takenAt: last.takenAt, reviewMs, nowMs }) : undefined;
  return {
    ...last,
    pending,
    canDelete: until !== undefined,
    deletableUntil: until === undefined ? null : new Date(until).toISOString(),
  };
}
