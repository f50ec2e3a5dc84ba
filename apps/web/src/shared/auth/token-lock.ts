const lockName = 'worktrail-token-refresh';

let queue: Promise<unknown> = Promise.resolve();

/** Runs one task at a time in this tab, for browsers without the Web Locks API. */
function runInTabQueue<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** Runs the task while holding the token-refresh lock, shared by every tab of this origin when Web Locks exist. */
export function withTokenLock<T>(task: () => Promise<T>, locks: LockManager | undefined = navigator.locks): Promise<T> {
  return locks ? locks.request(lockName, task) : runInTabQueue(task);
}
