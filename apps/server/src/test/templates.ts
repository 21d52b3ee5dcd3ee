import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../db/client.ts';
import { seedDemo } from '../seed/generate.ts';
import { scratchDatabase } from './scratch-database.ts';

/**
 * The server tests' databases, made once a run (Vitest's global set-up) rather than once a test file: one
 * migrated, one migrated and seeded with the demo catalogue. On PGlite each is a dump of its data folder,
 * which a test file's database loads (no initdb, no migrations, no seeding: about 1.5 s instead of 4 s a
 * file); on PostgreSQL each is a database that a test file's own is created from (`create database …
 * template …`).
 */
export interface TestTemplates {
  kind: 'pglite' | 'postgres';
  /** PGlite: the dump files. PostgreSQL: the template databases' names. */
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const folder = await mkdtemp(path.join(tmpdir(), 'cardshop-test-templates-'));
    const database = await openDatabase({ dataDir: ':memory:' });
    const files = { migrated: path.join(folder, 'migrated.tar'), seeded: path.join(folder, 'seeded.tar') };
    const keep = async (file: string) => {
      const dump = await database.pglite?.dumpDataDir('none');
      if (!dump) throw new Error('PGlite could not dump its data folder');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    };
    try {
      await database.migrate();
      await keep(files.migrated);
      await seedDemo(database.db);
      await keep(files.seeded);
    } finally {
      await database.close();
    }
    project.provide('testTemplates', { kind: 'pglite', ...files });
    return () => rm(folder, { recursive: true, force: true });
  }

  const made: Array<Awaited<ReturnType<typeof scratchDatabase>>> = [];
  const drop = async () => {
    for (const database of made) await database.drop();
  };
  const prepare = async (url: string, work: (database: Database) => Promise<unknown>) => {
    const database = await openDatabase({ url });
    try {
      await work(database);
    } finally {
      await database.close();
    }
  };
  try {
    const migrated = await scratchDatabase(serverUrl, 'cardshop_template_migrated');
    made.push(migrated);
    await prepare(migrated.url, (database) => database.migrate());
    // The seeded template starts as a copy of the migrated one.
    const seeded = await scratchDatabase(serverUrl, 'cardshop_template_seeded', migrated.name);
    made.push(seeded);
    await prepare(seeded.url, (database) => seedDemo(database.db));
    project.provide('testTemplates', { kind: 'postgres', migrated: migrated.name, seeded: seeded.name });
  } catch (error) {
    await drop();
    throw error;
  }
  return drop;
}
