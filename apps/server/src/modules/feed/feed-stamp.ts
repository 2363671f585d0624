import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import { versionNow, versionOf } from '../../db/version-reads.ts';
import { feedVersions } from '../../db/schema/feed-stamp.ts';
import { postStats } from '../../db/schema/post-stats.ts';
import { posts } from '../../db/schema/posts.ts';
import { minorsNow, suspendedNow } from '../graph/visibility.ts';
import type { PostRecord } from '../posts/post-rows.ts';
import { ownerAt } from './post-counts.ts';

/** What a kept page is served again for, whichever list (decision 0005), and the card epoch its cards are read at. */
export interface FeedStamp {
  epoch: number;
  reader: number;
  suspended: number;
  minors: number;
  cards: number;
  authors?: number;
}

/** The global feed's stamp: with the live posts' count, which every new post and deletion moves. */
export interface GlobalStamp extends FeedStamp {
  live: number;
}

/** The stamp's fields, for a `json_build_object` of the viewer's (a number, or a statement's placeholder). */
export const stampFields = (viewerId: number): SQL =>
  sql`'epoch', ${versionNow('feed_epoch')},
    'reader', ${versionOf('reader_version', viewerId)},
    'suspended', ${suspendedNow()},
    'minors', ${minorsNow()},
    'cards', ${versionNow('card_epoch')}`;

export const globalStamp = (viewerId: number): SQL<GlobalStamp | string> =>
  sql<GlobalStamp | string>`(select json_build_object(${stampFields(viewerId)},
    'live', (select ${postStats.livePosts} from ${postStats} where ${postStats.id} = 1)))`;

/** A profile timeline's stamp: who the address names now, and their live posts' count (new posts, deletions). */
export interface ProfileStamp extends FeedStamp {
  owner: string | null;
}

export const profileStamp = (viewerId: number, profileUrl: SQLWrapper): SQL<ProfileStamp | string> =>
  sql<ProfileStamp | string>`(select json_build_object(${stampFields(viewerId)},
    'owner', ${ownerAt(profileUrl)}))`;

export const authorEpochOf = (author: SQLWrapper): SQL<number> => versionOf('author_epoch', author);

/** A share's original's author and epoch as `id:epoch`, visible or not: its edit or return changes the share. */
export const originalAuthorOf = (sharedPostId: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select o.author_id || ':' || coalesce(e.posts_epoch, 0)
    from ${posts} o left join ${feedVersions} e on e.user_id = o.author_id where o.id = ${sharedPostId})`;

/** The authors a page's rows show (its posts' and originals'), and their epochs' sum as its statement read them. */
export function pageAuthors(rows: readonly PostRecord[]): { literal: string; epoch: number } {
  const epochs = new Map<number, number>();
  for (const row of rows) {
    epochs.set(Number(row.authorId), Number(row.authorEpoch ?? 0));
    const [id, epoch] = row.originalAuthor?.split(':') ?? [];
    if (id !== undefined) epochs.set(Number(id), Number(epoch));
  }
  let epoch = 0;
  for (const value of epochs.values()) epoch += value;
  return { literal: `{${[...epochs.keys()].join(',')}}`, epoch };
}

export const authorsEpoch = (authors: SQLWrapper): SQL<number> =>
  sql<number>`(select coalesce(sum(${feedVersions.postsEpoch}), 0) from ${feedVersions}
    where ${feedVersions.userId} = any(${authors}::bigint[]))`;

const viewerSlot = sql.placeholder('viewer') as unknown as number;
const authorsSlot = sql.placeholder('authors');
const globalStampAlone = preparedSql<{ stamp: GlobalStamp | string }>(
  () => sql`select ${globalStamp(viewerSlot)} as stamp, ${authorsEpoch(authorsSlot)} as authors`,
);
const profileStampAlone = preparedSql<{ stamp: ProfileStamp | string }>(
  () =>
    sql`select ${profileStamp(viewerSlot, sql.placeholder('profileUrl'))} as stamp, ${authorsEpoch(authorsSlot)} as authors`,
);

async function readAlone<T extends FeedStamp>(
  rows: Promise<Array<{ stamp: T | string; authors?: unknown }>>,
): Promise<T | undefined> {
  const [row] = await rows;
  const stamp = parsed(row?.stamp);
  return stamp && { ...stamp, authors: Number(row!.authors) };
}

export const readGlobalStamp = (db: Db, viewerId: number, authors: string) =>
  readAlone(globalStampAlone(db, { viewer: viewerId, authors }));

export const readProfileStamp = (db: Db, viewerId: number, profileUrl: string, authors: string) =>
  readAlone(profileStampAlone(db, { viewer: viewerId, profileUrl, authors }));

export function parsed<T>(value: T | string | undefined): T | undefined {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** A stamp as the string a kept page is compared by: the shared fields, then a list's own. */
export const stampKey = (s: FeedStamp, ...own: Array<string | number>) =>
  [s.epoch, s.reader, s.suspended, s.minors, s.authors ?? 0, ...own].join(':');

export const globalStampKey = (s: GlobalStamp) => stampKey(s, s.live);

export const profileStampKey = (s: ProfileStamp) => stampKey(s, s.owner ?? '');
