import { activityMessages, timerMessages, trackingMessages } from '@worktrail/contract';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../../shared/api/error-message.ts';

// The contract's English texts the timer may receive, and their keys in the timer dictionary.
type TimerTextKey =
  | `timer.messages.${keyof typeof timerMessages}`
  | `timer.tracking.${keyof typeof trackingMessages | 'projectRequired'}`;
const keyByText = new Map<string, TimerTextKey>([
  ...Object.entries(timerMessages).map(([key, text]) => [text, `timer.messages.${key}` as TimerTextKey] as const),
  ...Object.entries(trackingMessages).map(([key, text]) => [text, `timer.tracking.${key}` as TimerTextKey] as const),
  [activityMessages.projectRequired, 'timer.tracking.projectRequired'],
]);

/** A server message of the timer in the current language (§8), else the fallback. */
export function timerErrorText(t: TFunction, error: unknown, fallback: string): string {
  const text = errorMessage(error, fallback);
  const key = keyByText.get(text);
  return key ? t(key) : text;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Elapsed time as h:mm:ss (never negative). */
export function formatElapsed(ms: number, digits: (value: string) => string = (value) => value): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const text = `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  return digits(text);
}
