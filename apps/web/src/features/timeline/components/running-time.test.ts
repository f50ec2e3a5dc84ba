import { describe, expect, it } from 'vitest';
import { dayDetail, dayEntry, designReview, gemini } from '../../../shared/activity/activity-fixtures.ts';
import { withRunningTime } from './running-time.ts';

// Kenji's 3 March 2025 in Tokyo: 09:00–10:00 on Apollo, then a web timer on Gemini's design review from 14:00.
const geminiProject = { id: gemini.id, name: gemini.name, colorCode: gemini.colorCode };
const running = dayEntry(2, 14, {
  project: geminiProject,
  taskId: designReview.id,
  task: designReview,
  source: 'web',
  running: true,
  endDateTime: null,
  workedSeconds: 0,
  activityPercent: null,
});
const day = dayDetail([dayEntry(1, 9), running]);
const at = (utc: string) => Date.parse(utc);

describe('withRunningTime', () => {
  it("counts a running web timer up to now in its activity, its project's and task's rows and the day", () => {
    // 14:30 in Tokyo: half an hour of the timer.
    const live = withRunningTime(day, at('2025-03-03T05:30:00Z'));
    expect(live.entries.map((entry) => entry.workedSeconds)).toEqual([3600, 1800]);
    expect(live.totals.workedSeconds).toBe(5400);
    expect(live.projects.map((row) => [row.project.name, row.workedSeconds])).toEqual([
      ['Apollo', 3600],
      ['Gemini', 1800],
    ]);
    expect(live.tasks).toEqual([expect.objectContaining({ task: designReview, workedSeconds: 1800 })]);
  });

  it("stops counting at the day's end, and leaves a tracker's running entry to its slots", () => {
    expect(withRunningTime(day, at('2025-03-04T01:00:00Z')).totals.workedSeconds).toBe(3600 + 10 * 3600);
    const tracked = dayDetail([dayEntry(1, 9, { running: true, endDateTime: null })]);
    expect(withRunningTime(tracked, at('2025-03-03T05:30:00Z'))).toBe(tracked);
  });
});
