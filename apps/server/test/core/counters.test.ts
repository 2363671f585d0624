import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustCounters } from '../../src/db/counters.ts';
import { queryRows } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/users.ts';
import { createUser } from '../helpers/factories.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { unitsOfWork } from '../helpers/units-of-work.ts';

/**
 * The counters mechanism with a stand-in edge table (the graph module's follows table lands with the
 * profiles issue): an insert or delete moves the counters only by the rows it really changed.
 */
describe(`counters move only with rows that really changed (${engineName})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await app.database.db.execute(
      sql`create table test_edges (from_id bigint not null, to_id bigint not null, primary key (from_id, to_id))`,
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  const counts = async (id: number) =>
    (
      await app.database.db
        .select({ followers: users.followersCount, following: users.followingCount })
        .from(users)
        .where(eq(users.id, id))
    )[0];

  const link = (from: number, to: number) =>
    unitsOfWork(app).run(async (tx) => {
      const added = await queryRows(
        tx.db,
        sql`insert into test_edges (from_id, to_id) values (${from}, ${to}) on conflict do nothing returning from_id`,
      );
      await adjustCounters(tx, added.length, [
        { counter: 'userFollowers', id: to, delta: 1 },
        { counter: 'userFollowing', id: from, delta: 1 },
      ]);
    });
  const unlink = (from: number, to: number) =>
    unitsOfWork(app).run(async (tx) => {
      const removed = await queryRows(
        tx.db,
        sql`delete from test_edges where from_id = ${from} and to_id = ${to} returning from_id`,
      );
      await adjustCounters(tx, removed.length, [
        { counter: 'userFollowers', id: to, delta: -1 },
        { counter: 'userFollowing', id: from, delta: -1 },
      ]);
    });

  it('repeated and concurrent inserts of the same edge count once; repeated deletes uncount once', async () => {
    const a = (await createUser(app)).id;
    const b = (await createUser(app)).id;
    await Promise.all([link(a, b), link(a, b), link(a, b), link(a, b)]);
    await link(a, b);
    expect(await counts(b)).toEqual({ followers: 1, following: 0 });
    expect(await counts(a)).toEqual({ followers: 0, following: 1 });

    await Promise.all([unlink(a, b), unlink(a, b), unlink(a, b)]);
    expect(await counts(b)).toEqual({ followers: 0, following: 0 });
    expect(await counts(a)).toEqual({ followers: 0, following: 0 });
  });

  it('a counter moves with its row or not at all: a rolled-back write leaves both untouched', async () => {
    const a = (await createUser(app)).id;
    const b = (await createUser(app)).id;
    await expect(
      unitsOfWork(app).run(async (tx) => {
        const added = await queryRows(
          tx.db,
          sql`insert into test_edges (from_id, to_id) values (${a}, ${b}) on conflict do nothing returning from_id`,
        );
        await adjustCounters(tx, added.length, [{ counter: 'userFollowers', id: b, delta: 1 }]);
        throw new Error('a later step of the same write failed');
      }),
    ).rejects.toThrow();
    expect(await counts(b)).toEqual({ followers: 0, following: 0 });
    const edges = await queryRows(app.database.db, sql`select 1 from test_edges where from_id = ${a}`);
    expect(edges).toEqual([]);
  });

  it('a counter never goes below zero silently: a bug that would drift it is an error', async () => {
    const a = (await createUser(app)).id;
    await expect(
      unitsOfWork(app).run((tx) => adjustCounters(tx, 1, [{ counter: 'userFollowers', id: a, delta: -1 }])),
    ).rejects.toThrow();
    expect(await counts(a)).toEqual({ followers: 0, following: 0 });
  });
});
