import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { serverRoot } from '../helpers/server-process.ts';
import { createTestDatabase, engineName, type TestDatabase } from '../helpers/test-database.ts';

const worker = path.join(serverRoot, 'test/jobs/round-worker.ts');
const children: ChildProcess[] = [];

function startWorker(
  name: string,
  url: string,
  extra: Record<string, string> = {},
): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['--import', 'tsx', worker], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, WORKER: name, JOBS_DATABASE_URL: url, ...extra },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function until(what: string, check: () => boolean | Promise<boolean>, limitMs: number): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// PGlite's folder belongs to one process (data-folder-lock.ts): two processes need PostgreSQL (TEST_DATABASE_URL).
describe.skipIf(engineName === 'pglite')('a round killed mid-item in one process', () => {
  let test: TestDatabase | undefined;
  let first: ReturnType<typeof startWorker>;
  let second: ReturnType<typeof startWorker>;
  // A fresh database, migrated, and both processes booted (tsx compiles on start) before the bounded part.
  beforeAll(async () => {
    test = await createTestDatabase();
    await runMigrations(test.database);
    await test.database.db.execute(sql`create table crash_items (key text primary key, done_by text)`);
    await test.database.db.execute(sql`insert into crash_items (key) values ('only')`);
    first = startWorker('first', test.url!);
    second = startWorker('second', test.url!, { AFTER_CLAIM: '1' });
    await until('the first process to claim the item', () => first.output().includes('claimed only'), 90_000);
  }, 180_000);
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await test?.drop();
  });

  it('is taken up by another process once its lease runs out', { timeout: 30_000 }, async () => {
    const db = test!.database.db;
    first.child.kill('SIGKILL');
    const held = await queryRows<{ holder: string }>(db, sql`select holder from job_items where round = 'crash-round'`);
    expect(held).toHaveLength(1);

    // The second process found the round's lease held by the dead one before it ran out.
    await until('the second process to find the lease held', () => second.output().includes('lease held'), 15_000);
    const doneBy = async () =>
      (await queryRows<{ done_by: string | null }>(db, sql`select done_by from crash_items`))[0]?.done_by;
    await until('the second process to finish the item', async () => (await doneBy()) === 'second', 20_000);
    await until('the second process to exit', () => second.child.exitCode !== null, 5_000);
    expect(second.child.exitCode).toBe(0);
    expect(await queryRows(db, sql`select * from job_items where round = 'crash-round'`)).toEqual([]);
    expect(await queryRows(db, sql`select * from job_leases where round = 'crash-round'`)).toEqual([]);
  });
});
