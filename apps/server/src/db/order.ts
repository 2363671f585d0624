import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A limit written into the text, for the lists' generic plans (decision 0001); only a small whole number. */
export function limitText(limit: number): SQL {
  if (!Number.isSafeInteger(limit) || limit < 0 || limit > 1000) throw new RangeError(`bad limit ${limit}`);
  return sql.raw(String(limit));
}

// `desc nulls last`, as drizzle's `.desc()` indexes are: a plain `desc` cannot use them and sorts the range.
export function newestFirst(column: SQLWrapper): SQL {
  return sql`${column} desc nulls last`;
}
