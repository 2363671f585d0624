import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// `desc nulls last`, as drizzle's `.desc()` indexes are: a plain `desc` cannot use them and sorts the range.
export function newestFirst(column: SQLWrapper): SQL {
  return sql`${column} desc nulls last`;
}
