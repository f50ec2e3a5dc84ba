import type { TrackerSettings } from '@worktrail/contract';
import type { RecorderSettings } from './recorder.ts';

/** What the recorder obeys, from the server's effective settings. */
export function recorderSettingsOf(answer: TrackerSettings): RecorderSettings {
  const s = answer.settings;
  return {
    activity: s.Activity_Level_Tracking,
    apps: s.App_And_URL_Tracking,
    screenshots:
      s.Take_ScreenShot && s.Number_Of_Screenshots > 0
        ? { perHour: s.Number_Of_Screenshots, blur: s.Blur_Screen, notify: s.Notify_When_Screenshot_Is_Taken }
        : null,
    autoPauseMinutes: Math.max(0, s.Auto_Pause_Tracking),
    weeklyRemainingSeconds: answer.weeklyAllowance.remainingSeconds,
  };
}

/** The member's local calendar day (YYYY-MM-DD) of an instant, for "today's total". */
export function localDay(ms: number, timeZone: string) {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
  } catch {
    return new Date(ms).toISOString().slice(0, 10);
  }
}
