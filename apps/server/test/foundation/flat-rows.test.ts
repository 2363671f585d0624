import { sql } from 'drizzle-orm';
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { flatRows } from '../../src/db/flat-rows.ts';

const wares = pgTable('wares', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  name: text('name'),
  made: timestamp('made', { withTimezone: true }),
});

// The lists' rows are mapped by a mapper built once (decision 0001): what drizzle's own gave must hold.
describe('flat rows', () => {
  let database: Database;
  const select = () =>
    database.lists
      .select({
        id: wares.id,
        name: wares.name,
        made: wares.made,
        twice: sql<number>`${wares.id} * 2`.mapWith(Number),
        raw: sql<string>`${wares.id}::text || '!'`,
        tags: sql<number[]>`array[${wares.id}, 7]::int[]`,
      })
      .from(wares)
      .where(sql`${wares.id} >= ${sql.placeholder('from')}`)
      .orderBy(wares.id);

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: undefined, dataDir: '', inMemory: true });
    await database.db.execute(sql`create table wares (id bigint primary key, name text, made timestamptz)`);
    await database.db.execute(sql`insert into wares values (1, 'uno', '2026-01-02T03:04:05Z'), (2, null, null)`);
  });
  afterAll(() => database.close());

  it("gives the rows drizzle's own mapping gives, decoded by each column", async () => {
    const own = await select().prepare('wares_own').execute({ from: 1 });
    const flat = await flatRows(select().prepare('wares_flat')).execute({ from: 1 });
    expect(flat).toEqual(own);
    expect(flat).toEqual([
      { id: 1, name: 'uno', made: new Date('2026-01-02T03:04:05Z'), twice: 2, raw: '1!', tags: [1, 7] },
      { id: 2, name: null, made: null, twice: 4, raw: '2!', tags: [2, 7] },
    ]);
  });

  it('leaves a nested selection to drizzle', async () => {
    const nested = database.lists
      .select({ id: wares.id, about: { name: wares.name } })
      .from(wares)
      .where(sql`${wares.id} = ${sql.placeholder('id')}`)
      .prepare('wares_nested');
    expect(await flatRows(nested).execute({ id: 1 })).toEqual([{ id: 1, about: { name: 'uno' } }]);
  });
});
