import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';

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
}

export async function createTestDatabase({ onQuery }: TestDatabaseOptions = {}): Promise<TestDatabase> {
  if (!testDatabaseUrl) {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: '', inMemory: true, onQuery });
    return { database, url: undefined, drop: () => database.close() };
  }
  const name = `vitrina_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
