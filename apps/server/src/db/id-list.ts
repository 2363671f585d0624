import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The ids as one `bigint[]` parameter: a statement's text is then the same however many ids it is given,
 * so each connection prepares it once (db/preparing-client.ts), where `in ($1, $2, …)` made a new
 * statement, parsed and planned anew, for every length.
 */
export function idArray(ids: readonly number[]): SQL {
  return sql`${sql.param([...ids])}::bigint[]`;
}

/** `column = any(ids)`, the ids as one array parameter (see `idArray`). */
export function inIds(column: SQLWrapper, ids: readonly number[]): SQL {
  return sql`${column} = any(${idArray(ids)})`;
}
