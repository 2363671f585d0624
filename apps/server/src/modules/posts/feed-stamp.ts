import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import { feedEpoch, feedVersions } from '../../db/schema/feed-stamp.ts';
import { postStats } from '../../db/schema/post-stats.ts';
import { suspendedNow } from '../graph/visibility.ts';
import { cardEpochColumn } from '../profiles/card-cache.ts';
import { ownerAt } from '../profiles/user-directory.ts';

/** What a kept page is served again for, whichever list (decision 0048), and the card epoch its cards are read at. */
export interface FeedStamp {
  epoch: number;
  likes: number;
  suspended: number;
  cards: number;
}

/** The global feed's stamp: with the live posts' count, which every new post and deletion moves. */
export interface GlobalStamp extends FeedStamp {
  live: number;
}

/** The stamp's fields, for a `json_build_object` of the viewer's (a number, or a statement's placeholder). */
export const stampFields = (viewerId: number): SQL =>
  sql`'epoch', (select ${feedEpoch.epoch} from ${feedEpoch} where ${feedEpoch.id} = 1),
    'likes', coalesce((select ${feedVersions.version} from ${feedVersions} where ${feedVersions.userId} = ${viewerId}), 0),
    'suspended', ${suspendedNow()},
    'cards', ${cardEpochColumn()}`;

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

const viewerSlot = sql.placeholder('viewer') as unknown as number;
const globalStampAlone = preparedSql<{ stamp: GlobalStamp | string }>(
  () => sql`select ${globalStamp(viewerSlot)} as stamp`,
);
const profileStampAlone = preparedSql<{ stamp: ProfileStamp | string }>(
  () => sql`select ${profileStamp(viewerSlot, sql.placeholder('profileUrl'))} as stamp`,
);

export async function readGlobalStamp(db: Db, viewerId: number): Promise<GlobalStamp | undefined> {
  const [row] = await globalStampAlone(db, { viewer: viewerId });
  return parsed(row?.stamp);
}

export async function readProfileStamp(db: Db, viewerId: number, profileUrl: string) {
  const [row] = await profileStampAlone(db, { viewer: viewerId, profileUrl });
  return parsed(row?.stamp);
}

export function parsed<T>(value: T | string | undefined): T | undefined {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** A stamp as the string a kept page is compared by: the shared fields, then a list's own. */
export const stampKey = (s: FeedStamp, ...own: Array<string | number>) =>
  [s.epoch, s.likes, s.suspended, ...own].join(':');

export const globalStampKey = (s: GlobalStamp) => stampKey(s, s.live);

export const profileStampKey = (s: ProfileStamp) => stampKey(s, s.owner ?? '');
