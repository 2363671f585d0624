import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Column, getTableColumns, getTableName, is, SQL, sql, Table } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { migrationsFolder, runMigrations } from '../../src/db/migrate.ts';
import { GENERATED_MARK, versionsMigration, versionTriggers, type TriggerSpec } from '../../src/db/versions-sql.ts';
import { immutable, otherTriggerFunctions, timed, versions, type Version } from '../../src/db/versions.ts';
import { visibleOnce, visibleToPlaceholder } from '../../src/modules/graph/visibility.ts';
import { pageColumns } from '../../src/modules/feed/page-statements.ts';
import { ownColumns } from '../../src/modules/posts/post-rows.ts';
import { signedColumns } from '../../src/modules/feed/post-json.ts';
import { cardColumns } from '../../src/modules/profiles/author-card.ts';
import { createTestDatabase, engineName, type TestDatabase } from '../helpers/test-database.ts';

// `src/db/versions.ts` says what moves each version; the database's triggers and the shown columns are held to it.

interface DbTrigger {
  name: string;
  table: string;
  timing: string;
  level: string;
  events: string[];
  columns: string[];
  reads: string[];
  transition: string | null;
  fn: string;
}

/** What a condition reads, as `old.x` / `new.x`, however the server prints it. */
const readsOf = (condition: string | null) =>
  [
    ...new Set(
      [...(condition ?? '').matchAll(/\b(old|new)\."?(\w+)"?/gi)].map((m) => `${m[1]!.toLowerCase()}.${m[2]}`),
    ),
  ].sort();

function expected(t: TriggerSpec): DbTrigger {
  return {
    name: t.name,
    table: t.table,
    timing: 'AFTER',
    level: t.level.toUpperCase(),
    events: t.events.map((e) => e.toUpperCase()).sort(),
    columns: [...t.columns].sort(),
    reads: readsOf(t.when?.sql ?? null),
    transition: t.transition,
    fn: t.fn,
  };
}

async function databaseTriggers(db: TestDatabase['database']['db']): Promise<DbTrigger[]> {
  const rows = await queryRows<{
    name: string;
    table: string;
    event: string;
    level: string;
    timing: string;
    condition: string | null;
    old_table: string | null;
    new_table: string | null;
    fn: string;
  }>(
    db,
    sql`select i.trigger_name as name, i.event_object_table as table, i.event_manipulation as event,
        i.action_orientation as level, i.action_timing as timing, i.action_condition as condition,
        i.action_reference_old_table as old_table, i.action_reference_new_table as new_table, p.proname as fn
      from information_schema.triggers i
      join pg_trigger t on t.tgname = i.trigger_name and t.tgrelid = (quote_ident(i.event_object_table))::regclass
      join pg_proc p on p.oid = t.tgfoid
      where i.trigger_schema = current_schema()`,
  );
  const columns = await queryRows<{ name: string; column: string }>(
    db,
    sql`select trigger_name as name, event_object_column as column from information_schema.triggered_update_columns
      where trigger_schema = current_schema()`,
  );
  const byName = new Map<string, DbTrigger>();
  for (const row of rows) {
    const trigger = byName.get(row.name) ?? {
      name: row.name,
      table: row.table,
      timing: row.timing,
      level: row.level,
      events: [],
      columns: columns
        .filter((c) => c.name === row.name)
        .map((c) => c.column)
        .sort(),
      reads: readsOf(row.condition),
      transition: row.old_table ? 'old' : row.new_table ? 'new' : null,
      fn: row.fn,
    };
    trigger.events = [...trigger.events, row.event].sort();
    byName.set(row.name, trigger);
  }
  return [...byName.values()].filter((t) => !otherTriggerFunctions.includes(t.fn));
}

describe(`version triggers (${engineName})`, () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
    await runMigrations(test.database);
  });
  afterAll(() => test?.drop());

  it("are the registry's: tables, events, columns, conditions and what each function moves", async () => {
    const { functions, triggers } = versionTriggers();
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect((await databaseTriggers(test.database.db)).sort(byName)).toEqual(triggers.map(expected).sort(byName));
    const bodies = await queryRows<{ name: string; body: string }>(
      test.database.db,
      sql`select p.proname as name, p.prosrc as body from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = current_schema() and p.prorettype = 'trigger'::regtype`,
    );
    const own = bodies.filter((f) => !otherTriggerFunctions.includes(f.name)).sort(byName);
    expect(own).toEqual(functions.map((f) => ({ name: f.name, body: f.body })).sort(byName));
  });
});

describe('version migrations', () => {
  const files = readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const texts = files.map((f) => readFileSync(path.join(migrationsFolder, f), 'utf8'));
  const generated = texts.findLastIndex((t) => t.startsWith(GENERATED_MARK));

  it('the newest generated one is what the registry writes now', () => {
    expect(generated).toBeGreaterThanOrEqual(0);
    expect(texts[generated]).toBe(versionsMigration());
  });

  it('no hand-written trigger or trigger function follows it', () => {
    const handWritten = files
      .slice(generated + 1)
      .filter((_, i) => /\b(create|drop)\s+(or\s+replace\s+)?(trigger|function)\b/i.test(texts[generated + 1 + i]!));
    expect(handWritten).toEqual([]);
  });
});

/** Every column a statement's select reads, as `table.column` (an alias's by its table's own name). */
function columnsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (is(value, Column)) {
    const table = value.table as Table & Record<symbol, string>;
    found.add(`${table[Symbol.for('drizzle:OriginalName')] ?? getTableName(table)}.${value.name}`);
  } else if (is(value, SQL)) {
    for (const chunk of value.queryChunks) columnsIn(chunk, found);
  } else if (Array.isArray(value)) {
    for (const item of value) columnsIn(item, found);
  } else if (value !== null && typeof value === 'object' && !is(value, Table)) {
    for (const item of Object.values(value)) columnsIn(item, found);
  }
  return found;
}

const nameOf = (column: PgColumn) => `${getTableName(column.table as Table)}.${column.name}`;

/** What keeps each column fresh: a version moved by its changes, or a declaration. */
function freshness(): Map<string, string[]> {
  const ways = new Map<string, string[]>();
  const add = (column: string, way: string) => ways.set(column, [...(ways.get(column) ?? []), way]);
  for (const [name, version] of Object.entries(versions) as Array<[string, Version]>) {
    add(nameOf(version.at), `${name} itself`);
    add(nameOf(version.key ?? getTableColumns(version.at.table as Table).id!), `${name}'s key`);
    for (const mover of version.movedBy) {
      const moved = mover.update === true ? Object.values(getTableColumns(mover.table)) : mover.update;
      for (const column of moved ?? []) add(nameOf(column), name);
    }
  }
  for (const column of immutable) add(nameOf(column), 'immutable');
  for (const column of timed) add(nameOf(column), 'timed');
  return ways;
}

describe('shown columns', () => {
  const page = columnsIn(pageColumns(visibleOnce(visibleToPlaceholder())));
  const card = columnsIn(cardColumns());

  it.each([
    ['a page (its posts, originals and checks)', page],
    ['a card', card],
  ])('every column %s shows is moved by a version, immutable or timed', (_, shown) => {
    expect(shown.size).toBeGreaterThan(5);
    const ways = freshness();
    expect([...shown].filter((column) => !ways.has(column))).toEqual([]);
  });

  it("a post's JSON is signed by every own column of its page row", () => {
    expect([...signedColumns].sort()).toEqual(Object.keys(ownColumns(0)).sort());
  });
});
