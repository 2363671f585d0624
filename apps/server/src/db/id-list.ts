import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// One `bigint[]` parameter: the statement's text, and so its prepared plan, stays the same for any length.
export function idArray(ids: readonly number[]): SQL {
  return sql`${sql.param([...ids])}::bigint[]`;
}

/** `column = any(ids)`, the ids as one array parameter (see `idArray`). */
export function inIds(column: SQLWrapper, ids: readonly number[]): SQL {
  return sql`${column} = any(${idArray(ids)})`;
}
