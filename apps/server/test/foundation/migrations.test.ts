import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories as specCategories } from '@vitrina/contract/category-data';
import { openDatabase, queryRows } from '../../src/db/client.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { createTestDatabase, engineName } from '../helpers/test-database.ts';

async function tableNames(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

describe(`migrations (${engineName})`, () => {
  it('create the core tables and the eight categories, and can run again', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await runMigrations(database);
      await runMigrations(database);
      const tables = await tableNames(database.db);
      expect(tables).toEqual(
        expect.arrayContaining(['users', 'user_profiles', 'categories', 'interests', 'one_time_tokens']),
      );
      const rows = await queryRows<{ id: number; slug_es: string; slug_en: string; name_en: string }>(
        database.db,
        sql`select id, slug_es, slug_en, name_en from categories order by id`,
      );
      expect(rows.map((r) => ({ id: r.id, slugEs: r.slug_es, slugEn: r.slug_en, nameEn: r.name_en }))).toEqual(
        specCategories.map((c) => ({ id: c.id, slugEs: c.slugEs, slugEn: c.slugEn, nameEn: c.nameEn })),
      );
    } finally {
      await drop();
    }
  });

  it('enforce the constraints the accounts rely on', async () => {
    const { database, drop } = await createTestDatabase();
    try {
      await runMigrations(database);
      const insert = (email: string, url: string, extra = sql``) =>
        database.db.execute(
          sql`insert into users (email, nombre, profile_url) values (${email}, 'Ana', ${url}) ${extra}`,
        );
      await insert('ana@example.test', 'ana');
      await expect(insert('ana@example.test', 'ana-2')).rejects.toThrow();
      await expect(insert('other@example.test', 'ana')).rejects.toThrow();
      await expect(insert('Upper@Example.test', 'upper')).rejects.toThrow();
      await expect(
        database.db.execute(
          sql`insert into users (email, nombre, profile_url, type) values ('t@example.test', 'T', 't', 'visor')`,
        ),
      ).rejects.toThrow();
    } finally {
      await drop();
    }
  });

  it.skipIf(engineName !== 'pglite')('keep PGlite data in DATA_DIR/db across restarts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-pglite-'));
    try {
      const first = await openDatabase({ databaseUrl: undefined, dataDir, inMemory: false });
      await runMigrations(first);
      await first.db.execute(
        sql`insert into users (email, nombre, profile_url) values ('keep@example.test', 'K', 'keep')`,
      );
      await first.close();
      const second = await openDatabase({ databaseUrl: undefined, dataDir, inMemory: false });
      await runMigrations(second);
      const rows = await queryRows<{ email: string }>(second.db, sql`select email from users`);
      expect(rows.map((r) => r.email)).toEqual(['keep@example.test']);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
