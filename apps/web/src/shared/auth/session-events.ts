import { readRawSession, sessionStorageKey } from './stored-session.ts';

const listeners = new Set<() => void>();

/** Whether a storage event may have changed the session (`key` is null when another tab cleared storage). */
export function touchesSession(event: StorageEvent): boolean {
  return event.storageArea === window.localStorage && (event.key === null || event.key === sessionStorageKey());
}

function onStorage(event: StorageEvent): void {
  if (touchesSession(event)) notifySessionChanged();
}

/** Subscribes to session changes in this tab and in other tabs; returns the unsubscribe function. */
export function subscribeToSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Tells subscribers that this tab stored, refreshed or removed the session. */
export function notifySessionChanged(): void {
  for (const listener of listeners) listener();
}

/** The stored session entry as a string, a stable snapshot for useSyncExternalStore. */
export const getSessionSnapshot = readRawSession;
