import type { Db } from '../../db/client.ts';
import { deliverPendingMail } from './mail-outbox.ts';
import type { MailTransport } from './mail-transport.ts';

type Log = { error: (details: object, message: string) => void };

/** Delivers queued mail every `intervalMs` (0: only when flushed); `flush()` delivers now, for callers and tests. */
export function startMailWorker({
  db,
  transport,
  intervalMs,
  log,
}: {
  db: Db;
  transport: MailTransport;
  intervalMs: number;
  log: Log;
}) {
  let running: Promise<number> | undefined;
  const flush = async (): Promise<number> => {
    if (running) await running.catch(() => 0);
    running = deliverPendingMail({ db, transport }).catch((error: unknown) => {
      log.error({ err: error }, 'mail delivery failed');
      return 0;
    });
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };
  const timer = intervalMs > 0 ? setInterval(() => void flush(), intervalMs) : undefined;
  timer?.unref();
  return {
    flush,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}

export type MailWorker = ReturnType<typeof startMailWorker>;
