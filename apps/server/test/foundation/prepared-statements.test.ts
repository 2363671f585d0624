import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { categories } from '../../src/db/schema/categories.ts';
import { createTestDatabase, testDatabaseUrl } from '../helpers/test-database.ts';

// Named statements and plan modes are PostgreSQL's; PGlite runs one connection and plans as it likes.
describe.skipIf(!testDatabaseUrl)('prepared statements (postgres)', () => {
  it("prepares drizzle's statements once per connection, and the lists' pool keeps generic plans", async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await runMigrations(database);
      for (const db of [database.db, database.lists]) {
        const select = () =>
          db
            .select({ id: categories.id })
            .from(categories)
            .where(sql`${categories.id} = ${1}`);
        // One at a time: each runs on the pool's one idle connection, which then answers for its own statements.
        await select();
        await select();
        await select();
      }
      const prepared = async (db: typeof database.db) => ({
        statements: await queryRows<{ statement: string; generic_plans: number; custom_plans: number }>(
          db,
          sql`select statement, generic_plans::int, custom_plans::int from pg_prepared_statements
              where statement like '%from "categories"%'`,
        ),
        mode: (await queryRows<{ plan_cache_mode: string }>(db, sql`show plan_cache_mode`))[0]?.plan_cache_mode,
        jit: (await queryRows<{ jit: string }>(db, sql`show jit`))[0]?.jit,
      });
      const main = await prepared(database.db);
      expect(main.mode).toBe('auto');
      expect(main.statements).toHaveLength(1);
      expect(main.statements[0]!.custom_plans + main.statements[0]!.generic_plans).toBe(3);
      const lists = await prepared(database.lists);
      expect(lists.mode).toBe('force_generic_plan');
      // Both pools without JIT (decision 0001): compiling a page's short statements cost more than running them.
      expect([main.jit, lists.jit]).toEqual(['off', 'off']);
      expect(lists.statements).toEqual([expect.objectContaining({ generic_plans: 3, custom_plans: 0 })]);
    } finally {
      await drop();
    }
  });
});
