import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

// `npm run db:migrate`: applies migrations to DATABASE_URL (or the embedded database) and exits.
const config = loadConfig({ env: process.env });
const database = await openDatabase(config);
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
