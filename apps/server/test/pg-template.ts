import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

/**
 * The server project's global setup on PostgreSQL (TEST_DATABASE_URL): one database migrated once per run, the
 * template every test app's database is copied from (a copy takes 0.1 s where migrating took 2–3 s an app).
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template's name, when the tests run on PostgreSQL. */
    pgTemplate: string | undefined;
  }
}

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  project.provide('pgTemplate', undefined);
  if (!base) return undefined;
  // `vitrina_t_` as every test database, so CI's clean-up takes it too after a crash.
  const name = `vitrina_t_template_${randomBytes(4).toString('hex')}`;
  await admin(base, (client) => client.query(`create database ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', inMemory: false });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  project.provide('pgTemplate', name);
  return () => admin(base, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {});
}
