import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { openChangeFeed } from '../platform/changes.ts';
import { loadConfig } from '../platform/config.ts';
import { seedDemo } from './generate.ts';

// `npm run seed`: replaces the catalogue in the configured database with the demo catalogue.
// PGlite holds no lock across processes: stop the server before seeding its data folder.
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, 'pglite'),
});
await database.migrate();
const started = Date.now();
const { cards } = await seedDemo(database.db);
console.log(`Seeded the demo catalogue: ${cards} cards in ${Date.now() - started} ms`);
// Servers running on the same PostgreSQL forget what they kept of the old catalogue.
const changes = await openChangeFeed(database);
await changes.publish('catalogue');
await changes.close();
await database.close();
