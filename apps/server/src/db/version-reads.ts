import { getTableColumns, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { versions, type Version, type VersionName } from './versions.ts';

type Single = { [N in VersionName]: (typeof versions)[N] extends { key: unknown } ? never : N }[VersionName];
type Keyed = Exclude<VersionName, Single>;

/** A single-row version's value, as a column of a statement. */
export function versionNow(name: Single): SQL<number> {
  const { at } = versions[name] as Version;
  const table = at.table as PgTable;
  return sql<number>`(select ${at} from ${table} where ${getTableColumns(table).id} = 1)`;
}

/** A keyed version's value for `key`: 0 before anything moved it. */
export function versionOf(name: Keyed, key: SQLWrapper | number): SQL<number> {
  const { at, key: column } = versions[name] as Version;
  return sql<number>`coalesce((select ${at} from ${at.table as PgTable} where ${column} = ${key}), 0)`;
}
