import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from '../../src/db/client.ts';
import { skippedParses } from '../../src/db/pglite-prepared.ts';

// The embedded database prepares its reads by hand (decision 0001): what PGlite's own `query` did must hold.
describe('prepared reads (pglite)', () => {
  let database: Database;
  const prepared = async () =>
    (
      await queryRows<{ statement: string; plans: number }>(
        database.db,
        sql`select statement, (generic_plans + custom_plans)::int as plans from pg_prepared_statements`,
      )
    ).filter((row) => row.statement.includes('from wares'));

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: undefined, dataDir: '', inMemory: true });
    await database.db.execute(sql`create table wares (id bigint primary key, name text, tags int[], made timestamptz)`);
    await database.db.execute(
      sql`insert into wares values (1, 'one', '{1,2}', '2026-01-02T03:04:05Z'), (2, null, '{}', null)`,
    );
  });
  afterAll(() => database.close());

  it('parses a read once and then only binds it, with its values and types as before', async () => {
    const read = (ids: number[]) =>
      queryRows<{ id: number; name: string | null; tags: number[]; made: string | null }>(
        database.db,
        sql`select id, name, tags, made from wares where id = any(${sql.param(ids)}::bigint[]) order by id`,
      );
    expect(await read([1, 2])).toEqual([
      { id: 1, name: 'one', tags: [1, 2], made: '2026-01-02 03:04:05+00' },
      { id: 2, name: null, tags: [], made: null },
    ]);
    expect(await read([2])).toEqual([{ id: 2, name: null, tags: [], made: null }]);
    expect(await read([])).toEqual([]);
    expect(await prepared()).toEqual([expect.objectContaining({ plans: 3 })]);
    // Writes, and reads without values, take PGlite's own way.
    await database.db.execute(sql`update wares set name = ${'uno'} where id = ${1}`);
    await database.db.execute(sql`select count(*) from wares`);
    expect(await prepared()).toHaveLength(1);
  });

  it("plans the lists' reads once for every value, and only those", async () => {
    const plans = async () =>
      queryRows<{ generic: number; custom: number }>(
        database.db,
        sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
            where statement like '%from wares where name = %'`,
      );
    for (const name of ['one', 'uno', 'dos']) {
      await queryRows(database.lists, sql`select id from wares where name = ${name}`);
    }
    expect(await plans()).toEqual([{ generic: 3, custom: 0 }]);
    const [mode] = await queryRows<{ plan_cache_mode: string }>(database.db, sql`show plan_cache_mode`);
    expect(mode?.plan_cache_mode).toBe('auto');
  });

  it('reads every field from its bytes: text in any script, json, arrays and nulls', async () => {
    const text = 'Ñandú — 東京 🎬';
    const [row] = await queryRows<{ text: string; doc: unknown; none: null; ids: number[] }>(
      database.lists,
      sql`select ${text}::text as text, json_build_object('name', ${text}::text, 'n', 2) as doc,
        null::text as none, array[3, 1]::int[] as ids where ${1}::int = 1`,
    );
    expect(row).toEqual({ text, doc: { name: text, n: 2 }, none: null, ids: [3, 1] });
  });

  it('fails a bad read with the database error, and the next statement runs', async () => {
    const divide = (by: number) => queryRows(database.db, sql`select id / ${by}::int as q from wares where id = 1`);
    await expect(divide(0)).rejects.toMatchObject({ cause: { code: '22012' } });
    expect(await divide(1)).toEqual([{ q: 1 }]);
    // A list's read that fails still leaves the plan mode as it found it.
    const listed = (by: number) => queryRows(database.lists, sql`select id / ${by}::int as q from wares where id = 1`);
    await expect(listed(0)).rejects.toMatchObject({ cause: { code: '22012' } });
    const [mode] = await queryRows<{ plan_cache_mode: string }>(database.db, sql`show plan_cache_mode`);
    expect(mode?.plan_cache_mode).toBe('auto');
    expect(await listed(1)).toEqual([{ q: 1 }]);
    // A text PostgreSQL refuses is never kept, and leaves nothing pending.
    const refused = queryRows(database.db, sql`select nothing from wares where id = ${1}`);
    await expect(refused).rejects.toMatchObject({ cause: { code: '42703' } });
    expect(await queryRows(database.db, sql`select count(*)::int as n from wares`)).toEqual([{ n: 2 }]);
  });

  it("leaves a read's answer to its own reader: PGlite's parser skips it, and parses its own queries after", async () => {
    const before = skippedParses();
    const read = await queryRows(database.lists, sql`select id, tags from wares where id = ${1}`);
    expect(read).toEqual([{ id: 1, tags: [1, 2] }]);
    const skipped = skippedParses();
    expect(skipped).toBeGreaterThan(before);
    // PGlite's own way (no values): parsed by PGlite, whose parser holds nothing half-read from the skipped answer.
    expect(await queryRows(database.db, sql`select id, name from wares order by id`)).toEqual([
      { id: 1, name: 'uno' },
      { id: 2, name: null },
    ]);
    expect(skippedParses()).toBe(skipped);
  });

  it("waits for a transaction: a read never runs inside another's", async () => {
    let outside: Promise<unknown> | undefined;
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into wares values (3, 'three', '{}', null)`);
        outside = queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from wares where id > ${0}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await outside).toEqual([{ n: 2 }]);
  });
});
