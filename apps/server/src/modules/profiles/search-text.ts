import { sql, type SQL } from 'drizzle-orm';

/**
 * Name searches over people (`u` is the users table): `users.search_text` holds name, surname and profile
 * URL folded to lower case without accents (migration 0007), and a term is folded by the same SQL
 * function, so both sides always agree.
 */

/** `\`, `%` and `_` of a search term as plain text in a LIKE pattern (escape character `\`). */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The term folded as `search_text` is, its wildcards escaped: a piece of a LIKE pattern. */
export function foldedTerm(term: string): SQL {
  return sql`vitrina_search_term(${escapeLike(term)})`;
}

/** True when the person's name, surname or profile URL contain the term anywhere. */
export function nameContains(term: string): SQL {
  return sql`u.search_text like '%' || ${foldedTerm(term)} || '%' escape '\\'`;
}
