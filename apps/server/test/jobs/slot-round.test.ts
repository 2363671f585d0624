import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import type { JobRunner } from '../../src/jobs/job-runner.ts';
import { createRunnerPair, type RunnerPair } from '../helpers/job-runners.ts';
import { engineName } from '../helpers/test-database.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A promise and the hand that settles it. */
function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe(`slot rounds of the job runner (${engineName})`, () => {
  let pair: RunnerPair;
  let first: JobRunner;
  let second: JobRunner;
  const db = () => pair.db;
  const itemsOf = (round: string) => pair.itemsOf(round);
  const doneBy = async (prefix: string) =>
    (
      await queryRows<{ key: string; done_by: string }>(
        db(),
        sql`select key, done_by from slot_items where key like ${`${prefix}%`} and done_by is not null order by key`,
      )
    ).map((row) => `${row.key}:${row.done_by}`);
  const due = (prefix: string) =>
    sql`select key from slot_items where key like ${`${prefix}%`} and done_by is null order by key`;
  const mark = async (key: string, by: string) => {
    await db().execute(sql`update slot_items set done_by = ${by} where key = ${key}`);
  };

  beforeAll(async () => {
    pair = await createRunnerPair('slot_items');
    ({ first, second } = pair);
  });
  afterAll(async () => {
    await pair?.close();
  });

  it('a free slot takes new work while another slot is busy with a long item', async () => {
    await db().execute(sql`insert into slot_items (key) values ('a-long')`);
    const long = gate();
    const started = gate();
    const round = first.slotRound({
      name: 'free-slots',
      everyMs: 60_000,
      slots: 2,
      due: due('a-'),
      async work(key) {
        if (key === 'a-long') {
          started.open();
          await long.opened;
        }
        await mark(key, 'first');
      },
    });
    const running = round.runDue();
    await started.opened;
    // The first look at what is due is over: the new items come after it.
    await pause(200);
    await db().execute(sql`insert into slot_items (key) values ('a-short1'), ('a-short2')`);
    // A second ask (a kick, the timer) claims into the free slot: the round under way does not wait for the long one.
    void round.runDue();
    for (let i = 0; i < 100 && (await doneBy('a-')).length < 2; i += 1) await pause(20);
    expect(await doneBy('a-')).toEqual(['a-short1:first', 'a-short2:first']);
    long.open();
    expect(await running).toBe(3);
    expect(await itemsOf('free-slots')).toEqual([]);
  });

  it('renews an item’s lease while its work runs: another process leaves it alone', async () => {
    await db().execute(sql`insert into slot_items (key) values ('b-slow')`);
    const spec = { name: 'renewed', everyMs: 60_000, slots: 1, leaseMs: 300, due: due('b-') };
    const release = gate();
    const busy = first.slotRound({ ...spec, work: (key) => release.opened.then(() => mark(key, 'first')) });
    const other = second.slotRound({ ...spec, work: (key) => mark(key, 'second') });
    const running = busy.runDue();
    // Three leases long: it would have run out twice without the renewals.
    await pause(900);
    expect(await other.runDue()).toBe(0);
    release.open();
    expect(await running).toBe(1);
    expect(await doneBy('b-')).toEqual(['b-slow:first']);
  });

  it('aborts a worker whose item was taken over, and leaves the item to the process that took it', async () => {
    await db().execute(sql`insert into slot_items (key) values ('c-orphan')`);
    const spec = { name: 'takeover', everyMs: 60_000, slots: 1, leaseMs: 300, due: due('c-') };
    const stale = first.slotRound({
      ...spec,
      async work(_key, run) {
        // This process stalled past its lease and another claimed the item: the next renewal finds it gone.
        await db().execute(sql`update job_items set holder = 'elsewhere' where round = 'takeover'`);
        await new Promise((resolve) => run.signal.addEventListener('abort', resolve, { once: true }));
        throw new Error('too late');
      },
    });
    expect(await stale.runDue()).toBe(0);
    // Neither failed nor settled by the stale worker: the item is the other holder's, its attempt as claimed.
    expect(await itemsOf('takeover')).toMatchObject([{ holder: 'elsewhere', attempts: 1, dead_at: null }]);
    await db().execute(sql`update job_items set claimed_until = now() - interval '1 second' where round = 'takeover'`);
    const fresh = second.slotRound({ ...spec, work: (key) => mark(key, 'second') });
    expect(await fresh.runDue()).toBe(1);
    expect(await doneBy('c-')).toEqual(['c-orphan:second']);
    expect(await itemsOf('takeover')).toEqual([]);
  });

  it('gives up an item whose work was cut short on every claim, telling its module first', async () => {
    await db().execute(sql`insert into slot_items (key) values ('d-poison')`);
    const told: string[] = [];
    const spec = { name: 'poison', everyMs: 60_000, slots: 1, leaseMs: 60_000, maxAttempts: 2, due: due('d-') };
    for (let claim = 0; claim < 2; claim += 1) {
      expect(await first.store.claim('poison', 'crashed', due('d-'), { limit: 1, leaseMs: 1, seen: [] })).toHaveLength(
        1,
      );
      await pause(20);
    }
    const round = second.slotRound({
      ...spec,
      work: (key) => mark(key, 'second'),
      onDead: async (key) => void told.push(key),
    });
    expect(await round.runDue()).toBe(0);
    expect(told).toEqual(['d-poison']);
    expect(await doneBy('d-')).toEqual([]);
    expect((await itemsOf('poison'))[0]).toMatchObject({ attempts: 3, dead_at: expect.anything() });
  });

  it('retries a failing item after its backoff, and dead-letters it after the last attempt', async () => {
    await db().execute(sql`insert into slot_items (key) values ('e-broken')`);
    const told: string[] = [];
    const round = first.slotRound({
      name: 'failing-slots',
      everyMs: 60_000,
      slots: 1,
      maxAttempts: 2,
      retryMs: 60_000,
      due: due('e-'),
      work: () => Promise.reject(new Error('storage down')),
      onDead: async (key) => void told.push(key),
    });
    expect(await round.runDue()).toBe(0);
    expect(await itemsOf('failing-slots')).toMatchObject([{ holder: null, attempts: 1, dead_at: null }]);
    expect(await round.runDue()).toBe(0);
    expect((await itemsOf('failing-slots'))[0]?.attempts).toBe(1);
    await db().execute(sql`update job_items set run_after = now() where round = 'failing-slots'`);
    await round.runDue();
    expect((await itemsOf('failing-slots'))[0]).toMatchObject({ attempts: 2, dead_at: expect.anything() });
    expect(told).toEqual(['e-broken']);
  });

  it('a stop aborts the work under way and gives its item back, the attempt uncounted', async () => {
    await db().execute(sql`insert into slot_items (key) values ('f-long')`);
    const started = gate();
    const round = first.slotRound({
      name: 'stopped-slots',
      everyMs: 60_000,
      slots: 1,
      due: due('f-'),
      async work(_key, run) {
        started.open();
        await new Promise((_resolve, reject) => run.signal.addEventListener('abort', () => reject(run.signal.reason)));
      },
    });
    const running = round.runDue();
    await started.opened;
    await round.stop();
    expect(await running).toBe(0);
    expect(await itemsOf('stopped-slots')).toEqual([{ key: 'f-long', holder: null, attempts: 0, dead_at: null }]);
  });
});
