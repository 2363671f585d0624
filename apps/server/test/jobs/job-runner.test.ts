import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import type { JobRunner } from '../../src/jobs/job-runner.ts';
import { createRunnerPair, type RunnerPair } from '../helpers/job-runners.ts';

describe('the job runner', () => {
  let pair: RunnerPair;
  let first: JobRunner;
  let second: JobRunner;
  const db = () => pair.db;
  const itemsOf = (round: string) => pair.itemsOf(round);

  beforeAll(async () => {
    pair = await createRunnerPair('runner_items');
    ({ first, second } = pair);
  });
  afterAll(async () => {
    await pair?.close();
  });

  it('runs a round in one process at a time: the other finds its lease held and does nothing', async () => {
    let finish = () => undefined as void;
    const body = (who: string) => () =>
      who === 'first' ? new Promise<string>((resolve) => (finish = () => resolve(who))) : Promise.resolve(who);
    const spec = { name: 'only-one', everyMs: 60_000, idle: 'idle' };
    const a = first.round({ ...spec, body: body('first') });
    const b = second.round({ ...spec, body: body('second') });
    const running = a.runDue();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await b.runDue()).toBe('idle');
    finish();
    expect(await running).toBe('first');
    // The lease went back with the round's end: the other runs the next one.
    expect(await b.runDue()).toBe('second');
  });

  it('retries a failing item after a backoff and dead-letters it after the last attempt', async () => {
    await db().execute(sql`insert into runner_items (key) values ('broken')`);
    const due = sql`select key from runner_items where key = 'broken' and done_by is null`;
    const round = first.round({
      name: 'failing',
      everyMs: 60_000,
      idle: 0,
      maxAttempts: 2,
      retryMs: 60_000,
      body: (context) => context.each({ due, work: () => Promise.reject(new Error('mail server down')) }),
    });
    expect(await round.runDue()).toBe(0);
    expect(await itemsOf('failing')).toMatchObject([{ key: 'broken', holder: null, attempts: 1, dead_at: null }]);
    // Backing off: the next round leaves it alone.
    await round.runDue();
    expect((await itemsOf('failing'))[0]?.attempts).toBe(1);
    await db().execute(sql`update job_items set run_after = now() where round = 'failing'`);
    await round.runDue();
    expect((await itemsOf('failing'))[0]).toMatchObject({ attempts: 2, dead_at: expect.anything() });
    expect(await first.store.deadCounts()).toEqual(new Map([['failing', 1]]));
    expect(await first.store.listDead()).toMatchObject([
      { round: 'failing', key: 'broken', lastError: 'mail server down' },
    ]);
    // Dead stays dead, whatever the rounds, until an operator retries it.
    await round.runDue();
    expect((await itemsOf('failing'))[0]?.attempts).toBe(2);
    expect(await first.store.retry('failing', 'broken')).toBe(1);
    expect((await itemsOf('failing'))[0]).toMatchObject({ attempts: 0, dead_at: null });
  });

  it('leaves an item another process claimed until its claim runs out, then takes it up', async () => {
    await db().execute(sql`insert into runner_items (key) values ('orphan')`);
    const due = sql`select key from runner_items where key = 'orphan' and done_by is null`;
    expect(await first.store.claim('orphans', 'crashed', due, { limit: 10, leaseMs: 60_000, seen: [] })).toHaveLength(
      1,
    );
    const round = second.round({
      name: 'orphans',
      everyMs: 60_000,
      idle: 0,
      body: (context) =>
        context.each({
          due,
          work: async (key) =>
            void (await db().execute(sql`update runner_items set done_by = 'second' where key = ${key}`)),
        }),
    });
    expect(await round.runDue()).toBe(0);
    await db().execute(sql`update job_items set claimed_until = now() - interval '1 second' where round = 'orphans'`);
    expect(await round.runDue()).toBe(1);
    expect(await itemsOf('orphans')).toEqual([]);
  });

  it('stops gracefully: the item under way finishes, the rest go back unclaimed, the lease is released', async () => {
    await db().execute(sql`insert into runner_items (key) values ('s1'), ('s2'), ('s3')`);
    const due = sql`select key from runner_items where key like 's%' and done_by is null order by key`;
    let release = () => undefined as void;
    const started = new Promise<void>((resolve) => {
      const round = first.round({
        name: 'stopping',
        everyMs: 60_000,
        idle: 0,
        body: (context) =>
          context.each({
            due,
            batch: 3,
            work: async (key) => {
              resolve();
              await new Promise<void>((done) => (release = done));
              await db().execute(sql`update runner_items set done_by = 'first' where key = ${key}`);
            },
          }),
      });
      void round.runDue();
    });
    await started;
    const stopped = first.stop();
    release();
    await stopped;
    const done = await queryRows<{ key: string }>(db(), sql`select key from runner_items where done_by = 'first'`);
    expect(done.map((row) => row.key)).toEqual(['s1']);
    expect(await itemsOf('stopping')).toEqual([
      { key: 's2', holder: null, attempts: 0, dead_at: null },
      { key: 's3', holder: null, attempts: 0, dead_at: null },
    ]);
    expect(await queryRows(db(), sql`select * from job_leases where round = 'stopping'`)).toEqual([]);
  });
});
