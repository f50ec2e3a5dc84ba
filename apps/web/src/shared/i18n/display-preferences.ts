import type { DateFormat, TimeFormat, WeekStart } from '@worktrail/contract';
import { useSyncExternalStore } from 'react';

/** The signed-in person's date, time and week preferences (My Settings); defaults until they load. */
export type DisplayPreferences = { dateFormat: DateFormat; timeFormat: TimeFormat; weekStart: WeekStart };

export const defaultDisplayPreferences: DisplayPreferences = {
  dateFormat: 'DD/MM/YYYY',
  timeFormat: '24h',
  weekStart: 'monday',
};

let current = defaultDisplayPreferences;
const listeners = new Set<() => void>();

/** Applies preferences app-wide (My Settings calls this once they load or are saved). */
export function setDisplayPreferences(preferences: DisplayPreferences): void {
  current = preferences;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The preferences in force; re-renders when they change. */
export const useDisplayPreferences = (): DisplayPreferences => useSyncExternalStore(subscribe, () => current);
