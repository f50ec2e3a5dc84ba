import type { TrackerSettings } from '@worktrail/contract';
import { Agent, type AgentDeps } from '../agent/agent.ts';
import type { TrackerApi } from '../api/tracker-api.ts';
import { fakeWatchers } from './fakes.ts';

/** The member's effective settings as Tracker/Settings answers them: one project, a screenshot a minute. */
export function trackerSettingsOf({ prevented = false }: { prevented?: boolean } = {}): TrackerSettings {
  return {
    memberId: '0190b3a2-0000-7000-8000-0000000000a1',
    timeZone: 'UTC',
    settings: {
      Take_ScreenShot: true,
      Number_Of_Screenshots: 60,
      Blur_Screen: false,
      Notify_When_Screenshot_Is_Taken: false,
      Prevent_Screenshot_deletion: prevented,
      Activity_Level_Tracking: true,
      App_And_URL_Tracking: false,
      Auto_Pause_Tracking: 0,
      GeoLocation_Tracking: false,
      Maximum_Hours_Per_Week: 0,
    },
    weeklyAllowance: { limitSeconds: null, usedSeconds: 0, remainingSeconds: null, weekEndsAt: '2026-03-09T00:00:00Z' },
    projects: [{ id: '0190b3a2-0000-7000-8000-000000000001', name: 'Website', colorCode: null }],
    runningEntry: null,
  };
}

/**
 * A server, in memory, that accepts every tracker call and remembers what reached it and when (on the test's clock);
 * `settings` answers Tracker/Settings, so a test decides when and what.
 */
export function recordingServer({ settings, now }: { settings: () => Promise<TrackerSettings>; now: () => number }) {
  const screenshots: { id: string; takenAt: string; atMs: number }[] = [];
  const slotSeconds: number[] = [];
  const api = {
    settings,
    tasks: async () => [],
    heartbeat: async () => ({ lastSeenAt: new Date(now()).toISOString() }),
    startEntry: async (body: { id: string; projectId: string; startedAt: string }) => ({
      ...body,
      taskId: null,
      endedAt: null,
      note: '',
      source: 'desktop',
    }),
    stopEntry: async () => ({}),
    uploadSlots: async ({ slots }: { slots: { seconds: number }[] }) => {
      slotSeconds.push(...slots.map((slot) => slot.seconds));
      const items = slots.map((_, index) => ({ index, status: 'stored' as const }));
      return { stored: items.length, duplicate: 0, refused: 0, items };
    },
    uploadScreenshot: async ({ id, takenAt }: { id: string; takenAt: string }) => {
      screenshots.push({ id, takenAt, atMs: now() });
      return { id, status: 'stored' as const };
    },
  } as unknown as TrackerApi;
  return { api, screenshots, slotSeconds };
}

/** An agent on fake OS ports, signed in as Ada; `deps` gives what the test decides (outbox, api, clock…). */
export function testAgent(deps: Pick<AgentDeps, 'outbox' | 'api' | 'now' | 'screenshotsFolder'> & Partial<AgentDeps>) {
  return new Agent({
    watchers: fakeWatchers().watchers,
    random: () => 0.5,
    server: 'http://localhost:3000',
    member: { name: 'Ada', email: 'ada@example.org' },
    language: 'en',
    forgetCredentials: async () => undefined,
    ...deps,
  });
}
