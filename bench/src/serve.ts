import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemo } from '../../apps/server/src/modules/demo/demo.seed.ts';
import { signIn } from '../../apps/server/test/sign-in.ts';

// Child process of `npm run bench`: the real server on a fresh database and a bare Fastify route,
// both on loopback; prints their addresses and an owner's access token as one JSON line.
const password = 'bench-password-1';
const dataDir = mkdtempSync(join(tmpdir(), 'worktrail-bench-'));
const config = {
  ...loadConfig({ env: { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL } }),
  host: '127.0.0.1',
  port: 0,
  publicUrl: 'http://localhost:3000',
  logLevel: 'silent' as const,
  rateLimitPerMinute: 100_000_000,
};
const database = await openDatabase(config);
await database.migrate();
await seedDemo({ db: database.db, password });
const app = await buildApp({ config, database });
const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const { access_token } = await signIn(app, { email: 'owner@demo.example', password });

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ success: true, message: null, result: { status: 'ok' } }));
const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

console.log(JSON.stringify({ appUrl, bareUrl, token: access_token, database: database.kind }));
process.on('SIGTERM', async () => {
  await Promise.all([app.close(), bare.close()]);
  await database.close();
  process.exit(0);
});
