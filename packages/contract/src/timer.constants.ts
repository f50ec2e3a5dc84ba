/** Texts of the web timer that server and web show word for word; the tracking refusals are `trackingMessages`. */
export const timerMessages = {
  alreadyRunning: 'A timer is already running. Stop it before starting another.',
  notRunning: 'No timer is running.',
  taskNotFound: 'The task was not found.',
  stoppedByLimit: 'Stopped: the maximum hours per week have been reached',
  noteTooLong: 'The note must be at most 500 characters.',
} as const;

export const timerLimits = { noteMax: 500 } as const;

/** Where a running or stopped entry came from: the tracker agent, the web timer, offline time, an import. */
export const timerEntrySources = ['desktop', 'web', 'offline', 'import'] as const;
