import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay on a fixed loopback port in front of the server: the agent always talks to it, so the test can pull
 * the network (close the port) and restart the server on another port without the agent noticing either.
 */
export async function startRelay({ target }: { target: () => number }) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const relay = createServer((incoming) => {
        const outgoing = connect(target(), '127.0.0.1');
        for (const socket of [incoming, outgoing]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        incoming.pipe(outgoing).pipe(incoming);
        incoming.on('close', () => outgoing.destroy());
        outgoing.on('close', () => incoming.destroy());
      });
      server = relay;
      relay.once('error', reject);
      relay.listen(port, '127.0.0.1', () => {
        port = (relay.address() as { port: number }).port;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  await listen();
  return { url: () => `http://127.0.0.1:${port}`, down, up: listen, close: down };
}
