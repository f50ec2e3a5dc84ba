import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedDemo } from '../../apps/server/src/modules/demo/demo.seed.ts';
import { grantHostRole } from '../../apps/server/src/modules/host/host-admins.ts';
import { loadOrCreateKeys } from '../../apps/server/src/modules/identity/signing-keys.ts';
import { seedAgents } from './agents.seed.ts';
import { attackPassword, attackPublicUrl, ownerEmail } from './constants.ts';

// Child process of `npm run test:attack`: `seed <dir>` migrates and seeds the demo organisation then exits;
// `serve <dir>` runs the real server on that data on loopback and prints one JSON line for its parent.
const [mode, dataDir] = process.argv.slice(2);
if ((mode !== 'seed' && mode !== 'serve') || !dataDir) throw new Error('usage: server.ts seed|serve <data dir>');

const config = {
  ...loadConfig({ env: { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL || undefined, TRUST_PROXY: '1' } }),
  host: '127.0.0.1',
  port: 0,
  // The tracker's tests run the server under the address the agent reaches it by (its issuer must match).
  publicUrl: process.env.ATTACK_PUBLIC_URL || attackPublicUrl,
  logLevel: 'silent' as const,
  // The fuzzer sends thousands of requests from one address; the sign-in throttle is what part 4 attacks.
  rateLimitPerMinute: 100_000_000,
  mailPollMs: 500,
};
const database = await openDatabase(config);
await database.migrate();

if (mode === 'seed') {
  await seedDemo({ db: database.db, password: attackPassword });
  await seedAgents({ db: database.db });
  // The owner the fuzzer acts as is support too, so the console's routes are fuzzed past their 403.
  await grantHostRole({ db: database.db, email: ownerEmail, publicUrl: attackPublicUrl, now: new Date() });
  await database.close();
  console.log(JSON.stringify({ seeded: true, database: database.kind }));
  process.exit(0);
}

const app = await buildApp({ config, database });
const url = await app.listen({ host: '127.0.0.1', port: 0 });
// The private signing key lets part 3 sign forgeries that are wrong in exactly one way (audience, issuer…).
const keys = await loadOrCreateKeys({ db: database.db });
console.log(JSON.stringify({ url, pid: process.pid, database: database.kind, signingKey: keys.jwks[0] }));

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
