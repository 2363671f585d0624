import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { preparedSql } from '../../src/db/prepared-sql.ts';

const table = `prepared_sql_${process.pid}_${Date.now()}`;
const engines = [
  { name: 'PGlite', url: undefined },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL', url: process.env.TEST_DATABASE_URL }] : []),
];

// A write's statement is written with placeholders and turned into text once per database (decision 0001).
describe.each(engines)('statements written once ($name)', ({ url }) => {
  let database: Database;
  let builds = 0;
  const name = sql.identifier(table);
  const add = preparedSql<{ id: string | number }>(() => {
    builds += 1;
    return sql`insert into ${name} (id, label) values (${sql.placeholder('id')}::bigint, ${sql.placeholder('label')})
      on conflict (id) do update set label = excluded.label returning id`;
  });
  const read = preparedSql<{ label: string | null }>(
    () => sql`select label from ${name} where id = ${sql.placeholder('id')}::bigint`,
  );

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: url, dataDir: '', inMemory: true });
    await database.db.execute(sql`create table ${name} (id bigint primary key, label text)`);
  });
  afterAll(async () => {
    await database.db.execute(sql`drop table if exists ${name}`);
    await database.close();
  });

  it("binds each call's own values, nulls included, to a text built once", async () => {
    builds = 0;
    await add(database.db, { id: 1, label: 'uno' });
    await add(database.db, { id: 2, label: null });
    await add(database.db, { id: 1, label: 'one' });
    expect(builds).toBe(1);
    expect(await read(database.db, { id: 1 })).toEqual([{ label: 'one' }]);
    expect(await read(database.db, { id: 2 })).toEqual([{ label: null }]);
    expect(await read(database.db, { id: 3 })).toEqual([]);
  });

  it('refuses a call that leaves a placeholder without its value', async () => {
    await expect(read(database.db, {})).rejects.toThrow(/placeholder/i);
  });
});
