import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Author } from '@vitrina/contract/posts';
import { DEFAULT_PROFILE_IMAGE } from '@vitrina/contract/users';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users } from '../../db/schema/users.ts';
import { verifiedAgencyColumn } from './trust-flags.ts';

/** The columns of a person's public card, as the database gives them. */
export interface AuthorCardRow {
  id: number;
  nombre: string;
  apellido: string;
  profileUrl: string;
  profileImage: string | null;
  type: string | null;
  deleted: boolean;
  /** A verified agency: read in the same statement as the rest of the card. */
  verified: boolean;
  /** The name an agency gave itself in its setup or settings ('' or null when none). */
  agencyName?: string | null;
}

/** `talento`, `agencia`, or null for an account that has not chosen yet. */
export const accountType = (type: string | null) => (type === 'talento' || type === 'agencia' ? type : null);

/** An agency's own name once it has one, else name and surname: the one rule for every card. */
export function displayName(person: {
  nombre: string;
  apellido: string;
  type: string | null;
  agencyName?: string | null;
}): string {
  const agencyName = person.type === 'agencia' ? (person.agencyName ?? '').trim() : '';
  return agencyName || `${person.nombre} ${person.apellido}`.trim();
}

/** An agency's name as a SQL column of the person in `column` ('' when none): one primary-key probe. */
export function agencyNameOf(column: SQLWrapper): SQL<string | null> {
  return sql<
    string | null
  >`(select ${userProfiles.agencyName} from ${userProfiles} where ${userProfiles.userId} = ${column})`;
}

/** The contract's author card of a row (the profiles module's one rule for a public card: no e-mail, no hash). */
export function toAuthor(row: AuthorCardRow): Author {
  return {
    id: Number(row.id),
    fullname: displayName(row),
    profile_url: row.profileUrl,
    profileImage: row.profileImage ?? DEFAULT_PROFILE_IMAGE,
    type: accountType(row.type),
    verified: row.verified === true,
    ...(row.deleted ? { deleted: true as const } : {}),
  };
}

/** The card of a record that carries `authorCard`'s value, or null when the account is gone. */
export function authorOf(record: { author: AuthorCardRow | null }): Author | null {
  return record.author ? toAuthor(record.author) : null;
}

/** A card's columns of the `users` row of a select (an agency's name: one more key probe). */
export const cardColumns = () => ({
  id: users.id,
  nombre: users.nombre,
  apellido: users.apellido,
  profileUrl: users.profileUrl,
  profileImage: users.profileImage,
  type: users.type,
  deleted: sql<boolean>`${users.deletedAt} is not null`,
  verified: verifiedAgencyColumn(),
  agencyName: sql<string | null>`case when ${users.type} = 'agencia' then ${agencyNameOf(users.id)} end`,
});

/** A person's public card as one JSON value of the same statement (a key probe per row); `toAuthor` reads it. */
export function authorCard(column: SQLWrapper, { confirmedOnly = false } = {}): SQL<AuthorCardRow | null> {
  return sql<AuthorCardRow | null>`(select json_build_object('id', ${users.id}, 'nombre', ${users.nombre},
    'apellido', ${users.apellido}, 'profileUrl', ${users.profileUrl}, 'profileImage', ${users.profileImage},
    'type', ${users.type}, 'deleted', ${users.deletedAt} is not null, 'verified', ${verifiedAgencyColumn()},
    'agencyName', case when ${users.type} = 'agencia' then ${agencyNameOf(users.id)} end)
    from ${users} where ${users.id} = ${column}${confirmedOnly ? sql` and ${users.isVerified}` : sql``})`;
}
