import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The settings a transaction opens with (role, tenant; transactions.ts), as one SQL text the `pg` client sends in the
 * same message as the transaction's BEGIN (plan-reuse.ts). Each round trip to the database costs the server a write
 * and a wake-up of the other process; a members page made six, the settings' one among them (issue 19).
 */
type Opening = { text: string; sent: boolean };

const opening = new AsyncLocalStorage<Opening>();

/**
 * Runs `work` with `text` waiting to be sent with the first BEGIN inside it. `sent()` tells whether it went: it does
 * not on a driver without our client (the in-process PGlite of the tests), where the caller sends the settings itself.
 */
export function withOpening<T>(text: string, work: (sent: () => boolean) => Promise<T>): Promise<T> {
  const store: Opening = { text, sent: false };
  return opening.run(store, () => work(() => store.sent));
}

/** The settings still to be sent with a BEGIN, if any; taken once. */
export function takeOpening(): string | undefined {
  const store = opening.getStore();
  if (!store || store.sent) return undefined;
  store.sent = true;
  return store.text;
}
