import { Browser } from './browser.ts';
import { ownerEmail } from './constants.ts';
import { copyData, type DataCopy, removeData } from './data-copies.ts';
import { killHard, type ServerHandle, startServer, stopServer, watchMemory } from './server-process.ts';
import { signIn } from './sign-in.ts';

const tokenLifetimeMs = 10 * 60 * 1000;

/**
 * A server under attack on its own copy of the seeded data, with the owner signed in and its memory watched.
 * `restart()` replaces a hung or crashed server with a fresh one on a fresh copy.
 */
export class Target {
  server: ServerHandle;
  restarts = 0;
  readonly memory: ReturnType<typeof watchMemory>;
  private readonly template: DataCopy;
  private token = '';
  private tokenAt = 0;

  private constructor(template: DataCopy, server: ServerHandle) {
    this.template = template;
    this.server = server;
    this.memory = watchMemory(() => this.server.pid);
  }

  static async start(template: DataCopy) {
    return new Target(template, await startServer(await copyData(template)));
  }

  get url() {
    return this.server.url;
  }

  /** The owner's access token, renewed by signing in again before it expires. */
  async ownerToken(): Promise<string> {
    if (!this.token || Date.now() - this.tokenAt > tokenLifetimeMs) {
      this.token = (await signIn(new Browser(this.url), { email: ownerEmail })).access_token;
      this.tokenAt = Date.now();
    }
    return this.token;
  }

  /** Replaces the server (SIGKILL) with a fresh one on a fresh copy; its start-up does not count in the peaks. */
  async restart() {
    const peak = this.memory.overallPeak();
    await killHard(this.server);
    await removeData(this.server.data);
    this.server = await startServer(await copyData(this.template));
    this.memory.resetAll(peak);
    this.restarts += 1;
    this.token = '';
  }

  async stop() {
    this.memory.stop();
    await stopServer(this.server);
    await removeData(this.server.data);
  }
}
