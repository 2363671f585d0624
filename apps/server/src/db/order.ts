import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * `column desc nulls last`: the order of an index column declared with drizzle's `.desc()` (which
 * creates `DESC NULLS LAST`). A plain `desc` means nulls first, which PostgreSQL cannot match to such
 * an index even on a NOT NULL column, so it reads every row of the range and sorts them instead of
 * stopping after a page. Use it wherever a list pages through a `.desc()` index.
 */
export function newestFirst(column: SQLWrapper): SQL {
  return sql`${column} desc nulls last`;
}
