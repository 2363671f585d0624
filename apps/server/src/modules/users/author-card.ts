import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Author } from '@vitrina/contract/posts';
import { DEFAULT_PROFILE_IMAGE } from '@vitrina/contract/users';
import { users } from '../../db/schema/users.ts';

/** The columns of a person's public card, as the database gives them. */
export interface AuthorCardRow {
  id: number;
  nombre: string;
  apellido: string;
  profileUrl: string;
  profileImage: string | null;
  type: string | null;
  deleted: boolean;
}

/** `talento`, `agencia`, or null for an account that has not chosen yet. */
export const accountType = (type: string | null) => (type === 'talento' || type === 'agencia' ? type : null);

/** The contract's author card of a row (the users module's one rule for a public card: no e-mail, no hash). */
export function toAuthor(row: AuthorCardRow): Author {
  return {
    id: Number(row.id),
    fullname: `${row.nombre} ${row.apellido}`.trim(),
    profile_url: row.profileUrl,
    profileImage: row.profileImage ?? DEFAULT_PROFILE_IMAGE,
    type: accountType(row.type),
    ...(row.deleted ? { deleted: true as const } : {}),
  };
}

/** The card of a record that carries `authorCard`'s value, or null when the account is gone. */
export function authorOf(record: { author: AuthorCardRow | null }): Author | null {
  return record.author ? toAuthor(record.author) : null;
}

/**
 * The public card of the person whose id is in `column`, as one JSON value of the same statement (null when
 * there is no such person): a primary-key probe per row, so a list reads its people with its rows instead
 * of in a statement of its own. Other modules compose it as they compose the graph's fragments; `toAuthor`
 * turns the value into the card.
 */
export function authorCard(column: SQLWrapper): SQL<AuthorCardRow | null> {
  return sql<AuthorCardRow | null>`(select json_build_object('id', ${users.id}, 'nombre', ${users.nombre},
    'apellido', ${users.apellido}, 'profileUrl', ${users.profileUrl}, 'profileImage', ${users.profileImage},
    'type', ${users.type}, 'deleted', ${users.deletedAt} is not null) from ${users} where ${users.id} = ${column})`;
}
