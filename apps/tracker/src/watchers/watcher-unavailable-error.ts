/** Which operating-system capability is missing; the agent turns it into words in the person's language. */
export type WatcherKind = 'input' | 'window' | 'screen';

/** Thrown when the platform refuses a watcher (no display, no permission); `code` is stable, the message is for logs. */
export class WatcherUnavailableError extends Error {
  readonly code = 'watcher_unavailable';
  readonly watcher: WatcherKind;

  constructor(watcher: WatcherKind, message: string) {
    super(message);
    this.name = 'WatcherUnavailableError';
    this.watcher = watcher;
  }
}
