import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { openChangeFeed } from '../platform/changes.ts';
import { loadConfig } from '../platform/config.ts';
import { seedDemo } from './generate.ts';

// `npm run seed`: replaces the catalogue in the configured database with the demo catalogue.
// `npm run seed -- --cards 10000` grows it to that many cards (the search bench's large catalogue).
// PGlite holds no lock across processes: stop the server before seeding its data folder.
const { values } = parseArgs({ options: { cards: { type: 'string' } } });
const count = values.cards === undefined ? undefined : Number(values.cards);
if (count !== undefined && !(Number.isInteger(count) && count > 0)) {
  console.error('--cards must be a whole number of cards, at least 1');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, 'pglite'),
});
await database.migrate();
const started = Date.now();
const { cards } = await seedDemo(database.db, count === undefined ? {} : { cards: count });
console.log(`Seeded the demo catalogue: ${cards} cards in ${Date.now() - started} ms`);
// Servers running on the same PostgreSQL forget what they kept of the old catalogue.
const changes = await openChangeFeed(database);
await changes.publish('catalogue');
await changes.close();
await database.close();
