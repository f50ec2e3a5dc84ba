import { buildApp, createBlobStore } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { demoAccounts, seedDemo } from './modules/demo/demo.seed.ts';

// `npm start`: migrate, optionally seed the demo, serve, and shut down cleanly on SIGTERM/SIGINT.
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig({ env: process.env, argv: process.argv.slice(2), terminal: process.stdout.isTTY === true });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const database = await openDatabase(config);
await database.migrate();

if (config.demo) {
  const seeded = await seedDemo({ db: database.db, password: config.demoPassword, blobs: createBlobStore({ config }) });
  if (seeded.created) {
    const password = seeded.generated
      ? `${seeded.password}  (generated; set DEMO_PASSWORD to choose one)`
      : 'from DEMO_PASSWORD';
    console.log(
      `Demo organisation created. Accounts: ${demoAccounts.map((a) => a.email).join(', ')}\nPassword: ${password}`,
    );
  } else {
    console.log('Demo organisation already exists; its accounts keep their passwords and its time reaches now.');
  }
}

const app = await buildApp({ config, database });
await app.listen({ port: config.port, host: config.host });
console.log(`Worktrail is running at ${config.publicUrl}  (API docs: ${config.publicUrl}/api/docs)`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'shutting down: draining requests');
  const timer = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 10_000);
  await app.close();
  await database.close();
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
