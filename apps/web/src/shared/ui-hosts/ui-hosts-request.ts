const listeners = new Set<() => void>();
let requested = false;
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Asks for the dialog and toast hosts (loaded on first use); resolves once the dialog host listens. */
export function requestUiHosts(): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

/** Whether anything has asked for the hosts yet. */
export const uiHostsRequested = (): boolean => requested;

/** Subscribes to the first request, for useSyncExternalStore. */
export function subscribeToUiHostsRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the hosts after they mounted. */
export function markUiHostsReady(): void {
  markReady();
}
