import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';

/**
 * A throw-away database for one test app: in-memory PGlite by default, or, when TEST_DATABASE_URL
 * is set, a fresh PostgreSQL database created for the test and dropped afterwards.
 */
export interface TestDatabase {
  database: Database;
  /** The URL of the PostgreSQL database, when one was created. */
  url: string | undefined;
  drop(): Promise<void>;
}

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testRedisUrl = process.env.TEST_REDIS_URL || undefined;
export const engineName = testDatabaseUrl ? 'postgres' : 'pglite';

export interface TestDatabaseOptions {
  /** Sees every statement the app runs (the statement-count tests). */
  onQuery?: (query: string, params: unknown[]) => void;
  /** PGlite: start from a copy of a database already migrated in this worker, not an empty one. */
  migrated?: boolean;
}

// Migrating an empty PGlite took about a third of each test app's start; a worker migrates one database
// and starts every later one from its copy (the app's own migration run then finds nothing to do). The app's
// database is PGlite's `template1`: the other two are dropped from the copy, which then loads in 0.8 s of CPU
// instead of 1.25 (a run starts a few hundred).
let migratedImage: Promise<Blob> | undefined;
function pgliteMigratedImage(): Promise<Blob> {
  migratedImage ??= (async () => {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: '', inMemory: true });
    try {
      await runMigrations(database);
      await database.db.execute(sql`update pg_database set datistemplate = false where datname = 'template0'`);
      for (const name of ['template0', 'postgres']) await database.db.execute(sql.raw(`drop database ${name}`));
      return await database.dump!('none');
    } finally {
      await database.close();
    }
  })();
  return migratedImage;
}

export async function createTestDatabase({
  onQuery,
  migrated = false,
}: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const loadDataDir = migrated ? await pgliteMigratedImage() : undefined;
    const database = await openDatabase({ databaseUrl: undefined, dataDir: '', inMemory: true, onQuery, loadDataDir });
    return { database, url: undefined, drop: () => database.close() };
  }
  const name = `vitrina_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  // A migrated app starts from the run's migrated template (pg-template.ts): its own migration run finds nothing.
  const template = migrated ? inject('pgTemplate') : undefined;
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', inMemory: false, onQuery });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const client = new pg.Client({ connectionString: testDatabaseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
