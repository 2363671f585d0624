import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Name searches over people (`u` is the users table): `users.search_text` holds name, surname and profile
 * URL folded to lower case without accents (migration 0007), and a term is folded by the same SQL
 * function, so both sides always agree.
 */

/** `\`, `%` and `_` of a search term as plain text in a LIKE pattern (escape character `\`). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The term folded as `search_text` is, its wildcards escaped (a placeholder's by its value): a piece of a LIKE pattern. */
export function foldedTerm(term: string | SQLWrapper): SQL {
  return sql`vitrina_search_term(${typeof term === 'string' ? escapeLike(term) : term})`;
}

/** True when the person's name, surname or profile URL contain the term anywhere. */
export function nameContains(term: string | SQLWrapper): SQL {
  return sql`u.search_text like '%' || ${foldedTerm(term)} || '%' escape '\\'`;
}
