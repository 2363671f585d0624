import { and, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Author } from '@vitrina/contract/posts';
import type { Db } from '../../db/client.ts';
import { flatRows } from '../../db/flat-rows.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import { users } from '../../db/schema/users.ts';
import { seesPerson, visibleToPlaceholder, type Visibility } from '../graph/visibility.ts';
import { accountType, authorCard, cardColumns, toAuthor, type AuthorCardRow } from './author-card.ts';

/** A person as a profile address names them: what other modules need to decide and to link. */
export interface DirectoryEntry {
  id: number;
  type: 'talento' | 'agencia' | null;
  /** The address is confirmed (one may write to them). */
  confirmed: boolean;
  /** The neutral stand-in of a deleted account. */
  deleted: boolean;
}

/** Whom a profile address names that `seen`'s viewer may write to or read (confirmed, or a deleted stand-in). */
export const correspondentAt = (profileUrl: SQLWrapper, seen: Visibility): SQL =>
  sql`select ${users.id} from ${users} where ${users.profileUrl} = ${profileUrl}
    and (${users.isVerified} or ${users.deletedAt} is not null) and ${users.id} <> ${seen.viewerId}
    and ${seesPerson(seen, users.id)} limit 1`;

// Whom a link names for writing or reading, with their card: one statement, built once.
const correspondentCard = preparedSql<{ card: AuthorCardRow | null }>(
  () =>
    sql`select ${authorCard(sql`c.id`)} as card
      from (${correspondentAt(sql.placeholder('profileUrl'), visibleToPlaceholder())}) c`,
);

/** The profiles module's read port: many people's public cards in one query (never an e-mail or a hash). */
export function createUserDirectory(db: Db) {
  // Who a profile address names, with whether a viewer may see them (a placeholder viewer) or for anyone.
  const entryOf = (name: string, visible: SQL<boolean>) =>
    db
      .select({ id: users.id, type: users.type, confirmed: users.isVerified, deletedAt: users.deletedAt, visible })
      .from(users)
      .where(eq(users.profileUrl, sql.placeholder('profileUrl')))
      .limit(1)
      .prepare(name);
  const entries = {
    anyone: entryOf('profile_entry', sql<boolean>`true`),
    seen: entryOf('profile_entry_seen', seesPerson(visibleToPlaceholder(), users.id)),
  };

  async function entryByProfileUrl(profileUrl: string, viewerId?: number): Promise<DirectoryEntry | null> {
    const [row] = await (viewerId === undefined
      ? entries.anyone.execute({ profileUrl })
      : entries.seen.execute({ profileUrl, viewer: viewerId }));
    return row?.visible
      ? { id: row.id, type: accountType(row.type), confirmed: row.confirmed, deleted: row.deletedAt !== null }
      : null;
  }

  // The cards' statements, built once: a page's authors are read with nearly every list.
  const cardsWhere = (confirmedOnly: boolean) => {
    const ids = sql`${users.id} = any(${sql.placeholder('ids')}::bigint[])`;
    return confirmedOnly ? and(ids, eq(users.isVerified, true)) : ids;
  };
  const cards = flatRows(db.select(cardColumns()).from(users).where(cardsWhere(false)).prepare('author_cards'));
  const confirmedCards = flatRows(
    db.select(cardColumns()).from(users).where(cardsWhere(true)).prepare('author_cards_confirmed'),
  );

  return {
    /** The cards of `ids` in one query; unknown ids, and unconfirmed ones with `confirmedOnly`, are absent. */
    async listAuthors(ids: readonly number[], options: { confirmedOnly?: boolean } = {}): Promise<Map<number, Author>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await (options.confirmedOnly ? confirmedCards : cards).execute({ ids: unique });
      return new Map(rows.map((row) => [row.id, toAuthor(row)]));
    },

    /** Who a profile address names, or null. */
    findByProfileUrl: (profileUrl: string) => entryByProfileUrl(profileUrl),

    /** The same, unless a block or the person's state hides them from `seen`. */
    findVisibleByProfileUrl: (seen: Visibility, profileUrl: string) => entryByProfileUrl(profileUrl, seen.viewerId),

    /** The card of whom a link names that `seen`'s viewer may write to or read (`correspondentAt`), or null. */
    async findCorrespondent(seen: Visibility, profileUrl: string): Promise<Author | null> {
      const [row] = await correspondentCard(db, { viewer: seen.viewerId, profileUrl });
      return row?.card ? toAuthor(row.card) : null;
    },
  };
}

export type UserDirectory = ReturnType<typeof createUserDirectory>;
