import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { otherTriggerFunctions, versions, type Mover, type Version, type VersionKey } from './versions.ts';

export type Change = 'insert' | 'update' | 'delete';

/** A trigger as the registry wants it; `when` names the columns its condition reads. */
export interface TriggerSpec {
  name: string;
  table: string;
  level: 'row' | 'statement';
  events: Change[];
  columns: string[];
  when: { columns: string[]; sql: string } | null;
  transition: 'old' | 'new' | null;
  fn: string;
}

export interface FunctionSpec {
  name: string;
  /** The text between `$$`, as `pg_proc.prosrc` keeps it. */
  body: string;
}

const q = (name: string) => `"${name}"`;
const tableOf = (column: PgColumn) => getTableName(column.table as PgTable);
const named = (columns: readonly PgColumn[]) => columns.map((c) => c.name);
const body = (...lines: string[]) => `\nBEGIN\n${lines.map((l) => `  ${l}\n`).join('')}  RETURN NULL;\nEND;\n`;

/** The changed rows' keys, one `key` column (a transition table named `changed`). */
function keysOf(key: VersionKey): string {
  if ('take' in key) {
    const target = q(tableOf(key.to));
    return `SELECT ${target}.${q(key.take.name)} AS "key" FROM "changed" JOIN ${target} ON ${target}.${q(key.to.name)} = "changed".${q(key.from.name)}`;
  }
  const [first, ...rest] = Array.isArray(key) ? (key as readonly PgColumn[]) : [key as PgColumn];
  return [
    `SELECT ${q(first!.name)} AS "key" FROM "changed"`,
    ...rest.map((c) => `SELECT ${q(c.name)} FROM "changed"`),
  ].join(' UNION ALL ');
}

/** One statement moving the version of each key in `moved` (`key`, `by`), or of `NEW`'s. */
function moveKeyed(version: Version, moved: string | null, newKey: string): string {
  const table = q(tableOf(version.at));
  const [at, key] = [q(version.at.name), q(version.key!.name)];
  if (version.upsert) {
    const values = moved ?? `VALUES (NEW.${q(newKey)}, 1)`;
    const by = moved ? 'excluded.' + at : '1';
    return `INSERT INTO ${table} (${key}, ${at}) ${values}\n    ON CONFLICT (${key}) DO UPDATE SET ${at} = ${table}.${at} + ${by};`;
  }
  if (!moved) return `UPDATE ${table} SET ${at} = ${at} + 1 WHERE ${key} = NEW.${q(newKey)};`;
  return `UPDATE ${table} SET ${at} = ${at} + "moved"."by"\n    FROM (${moved}) AS "moved" WHERE ${table}.${key} = "moved"."key";`;
}

function keyedBody(version: Version, mover: Mover, level: 'row' | 'statement'): string {
  if (level === 'row') return body(moveKeyed(version, null, (mover.key as PgColumn).name));
  const keys = keysOf(mover.key!);
  const moved =
    version.step === 'rows'
      ? `SELECT "key", count(*) AS "by" FROM (${keys}) AS "keys" GROUP BY "key"`
      : `SELECT DISTINCT "key", 1 AS "by" FROM (${keys}) AS "keys"`;
  return body(moveKeyed(version, moved, ''));
}

const changedWhen = (columns: readonly PgColumn[]) => ({
  columns: named(columns),
  sql: columns.map((c) => `OLD.${q(c.name)} IS DISTINCT FROM NEW.${q(c.name)}`).join(' OR '),
});
const insertedWhen = (columns: readonly PgColumn[]) => ({
  columns: named(columns),
  sql: columns.map((c) => `(NEW.${q(c.name)} IS NOT NULL AND NEW.${q(c.name)} <> '')`).join(' OR '),
});

/** The triggers of one version's mover: whole events at once, conditional ones row by row. */
function moverTriggers(name: string, version: Version, mover: Mover): { triggers: TriggerSpec[]; fns: FunctionSpec[] } {
  const table = getTableName(mover.table);
  const keyed = version.key !== undefined;
  const fn = keyed ? `${name}_moved_by_${table}` : `${name}_moved`;
  const base = { table, columns: [] as string[], when: null, transition: null, fn };
  const rows: TriggerSpec[] = [];
  if (Array.isArray(mover.update)) {
    const columns = mover.update as readonly PgColumn[];
    rows.push({
      ...base,
      name: `${name}_on_${table}_update`,
      level: 'row',
      events: ['update'],
      columns: named(columns),
      when: changedWhen(columns),
    });
  }
  if (typeof mover.insert === 'object') {
    rows.push({
      ...base,
      name: `${name}_on_${table}_insert`,
      level: 'row',
      events: ['insert'],
      when: insertedWhen(mover.insert.with),
    });
  }
  const whole = (['insert', 'update', 'delete'] as const).filter((event) => mover[event] === true);
  const statements: TriggerSpec[] = [];
  if (!keyed && whole.length > 0) {
    statements.push({ ...base, name: `${name}_on_${table}_${whole.join('_')}`, level: 'statement', events: whole });
  }
  for (const event of keyed ? whole : []) {
    const transition = event === 'delete' ? 'old' : 'new';
    statements.push({ ...base, name: `${name}_on_${table}_${event}`, level: 'statement', events: [event], transition });
    if (event === 'update' && mover.keyMayChange) {
      statements.push({
        ...base,
        name: `${name}_on_${table}_update_old`,
        level: 'statement',
        events: [event],
        transition: 'old',
      });
    }
  }
  if (keyed && rows.length > 0 && statements.length > 0) throw new Error(`${fn}: rows and statements of one table`);
  const level = rows.length > 0 ? 'row' : 'statement';
  const move = `UPDATE ${q(tableOf(version.at))} SET ${q(version.at.name)} = ${q(version.at.name)} + 1 WHERE "id" = 1;`;
  return {
    triggers: [...rows, ...statements],
    fns: [{ name: fn, body: keyed ? keyedBody(version, mover, level) : body(move) }],
  };
}

/** Every version trigger and its function, from the registry. */
export function versionTriggers(): { functions: FunctionSpec[]; triggers: TriggerSpec[] } {
  const functions = new Map<string, FunctionSpec>();
  const triggers: TriggerSpec[] = [];
  for (const [name, version] of Object.entries(versions) as Array<[string, Version]>) {
    for (const mover of version.movedBy) {
      const made = moverTriggers(name, version, mover);
      triggers.push(...made.triggers);
      for (const fn of made.fns) functions.set(fn.name, fn);
    }
  }
  return { functions: [...functions.values()], triggers };
}

function triggerSql(t: TriggerSpec): string {
  const events = t.events.map((e) =>
    e === 'update' && t.columns.length > 0 ? `UPDATE OF ${t.columns.map(q).join(', ')}` : e.toUpperCase(),
  );
  const transition = t.transition ? ` REFERENCING ${t.transition.toUpperCase()} TABLE AS "changed"` : '';
  const when = t.when ? `\n  WHEN (${t.when.sql})` : '';
  return `CREATE TRIGGER ${q(t.name)} AFTER ${events.join(' OR ')} ON ${q(t.table)}${transition}\n  FOR EACH ${t.level.toUpperCase()}${when} EXECUTE FUNCTION ${q(t.fn)}();`;
}

export const GENERATED_MARK = '-- Generated from src/db/versions.ts';

/** The migration: every trigger function but the others dropped (their triggers with them), then the registry's. */
export function versionsMigration(): string {
  const { functions, triggers } = versionTriggers();
  const kept = otherTriggerFunctions.map((f) => `'${f}'`).join(', ');
  const drop = `DO $$
DECLARE moved regprocedure;
BEGIN
  FOR moved IN SELECT p.oid::regprocedure FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = current_schema() AND p.prorettype = 'trigger'::regtype AND p.proname NOT IN (${kept})
  LOOP
    EXECUTE 'DROP FUNCTION ' || moved || ' CASCADE';
  END LOOP;
END;
$$;`;
  const statements = [
    drop,
    ...functions.map((f) => `CREATE FUNCTION ${q(f.name)}() RETURNS trigger LANGUAGE plpgsql AS $$${f.body}$$;`),
    ...triggers.map(triggerSql),
  ];
  return `${GENERATED_MARK} by \`npm run versions:sql -w apps/server\`: do not edit it by hand.\n${statements.join('--> statement-breakpoint\n')}\n`;
}
