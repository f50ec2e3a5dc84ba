import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * What the server's thread tells this one: where the data lives, how many connections to take, and where to listen:
 * a Unix socket, or (where there are none, on Windows) a port of the loopback chosen by the system.
 */
export type PgliteThreadData = { dataDir: string; socketPath: string | undefined; maxConnections: number };

/** What this thread answers: ready (with the loopback port, if it listens on one), failed to start, or closed. */
export type PgliteThreadMessage = { ready: true; port?: number } | { failed: string } | { closed: true };

// The embedded database on a thread of its own (issue 19 item 6): PGlite runs each query on the thread that calls it,
// so on the server's thread one slow report held up every other request. Here it serves the PostgreSQL protocol on a
// Unix socket, and the server talks to it with the same `pg` pool as to a real PostgreSQL.
const { dataDir, socketPath, maxConnections } = workerData as PgliteThreadData;
const port = parentPort;
if (!port) throw new Error('pglite-thread.ts runs as a worker thread');

try {
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer(
    socketPath ? { db, path: socketPath, maxConnections } : { db, host: '127.0.0.1', port: 0, maxConnections },
  );
  await server.start();
  port.on('message', async (message: unknown) => {
    if (message !== 'close') return;
    await server.stop();
    await db.close();
    port.postMessage({ closed: true } satisfies PgliteThreadMessage);
  });
  const listening = socketPath ? undefined : Number(server.getServerConn().split(':').at(-1));
  port.postMessage({ ready: true, ...(listening ? { port: listening } : {}) } satisfies PgliteThreadMessage);
} catch (error) {
  port.postMessage({ failed: error instanceof Error ? error.message : String(error) } satisfies PgliteThreadMessage);
}
