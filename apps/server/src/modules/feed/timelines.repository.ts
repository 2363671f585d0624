import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import { newestFirst } from '../../db/order.ts';
import { posts } from '../../db/schema/posts.ts';
import { users } from '../../db/schema/users.ts';
import { timelineFanouts } from '../../db/schema/timeline-fanouts.ts';
import { authorsEpoch, stampFields, stampKey, type FeedStamp } from './feed-stamp.ts';
import { livePostsOf } from './post-counts.ts';
import { followedSetDigest, followersAfter, inNetworkOf, networkMembers, viewerFollows } from '../graph/network.ts';

/** An id above which twice a network's `wanted` newest posts should lie, at its share of the site's posts. */
const newestBound = (viewerId: number, wanted: number): SQL<number> =>
  sql<number>`(select greatest(0, top.id - ceil(2.0 * ${wanted} * top.id / greatest(1, (select
    sum(${users.postsCount}) from ${users} where ${inNetworkOf(viewerId, users.id)}))))::bigint
    from (select max(${posts.id}) as id from ${posts}) top)`;

/** A post whose delivery is claimed by this process. */
export interface DueFanout {
  postId: number;
  authorId: number;
  doneThrough: number;
}

/** The due deliveries of the viewer's network: by the viewer, or by someone they follow (one key probe a row). */
export function dueInNetworkOf(viewerId: number): SQL<boolean> {
  return sql<boolean>`(${timelineFanouts.authorId} = ${viewerId} or ${viewerFollows(viewerId, timelineFanouts.authorId)})`;
}

/** Whether a timeline is current: the followed set it was built for (due deliveries join its pages). */
export interface TimelineCheck extends FeedStamp {
  fingerprint: string;
  /** Checked alone only (decision 0005). */
  pending?: boolean;
  /** The viewer's own live posts: with `fingerprint`, what a kept network count was read for. */
  own: number;
}

const checkFields = (viewerId: number) =>
  sql`'fingerprint', ${followedSetDigest(viewerId)}, 'own', ${livePostsOf(viewerId)}, ${stampFields(viewerId)}`;

/** What a kept page was read at and is served again for, as one string. */
export const stampOf = (check: TimelineCheck) => stampKey(check, check.fingerprint, check.own);

/** What a page read from a timeline checks, in the statement that loads it: one value, built once for the page. */
export function timelineCheck(viewerId: number): SQL<TimelineCheck | string> {
  return sql<TimelineCheck | string>`(select json_build_object(${checkFields(viewerId)}))`;
}

// A post's delivery as it is written on every post and read by every round: each statement written once (decision 0001).
export const dueDelivery = (rows: SQL) =>
  sql`insert into ${timelineFanouts} (post_id, author_id) ${rows} on conflict do nothing`;
const readDue = preparedSql<{ author_id: string | number; done_through: string | number }>(
  () => sql`select ${timelineFanouts.authorId} as author_id, ${timelineFanouts.doneThrough} as done_through
    from ${timelineFanouts} where ${timelineFanouts.postId} = ${sql.placeholder('post')}::bigint`,
);
const settleDelivery = preparedSql(
  () => sql`delete from ${timelineFanouts} where ${timelineFanouts.postId} = ${sql.placeholder('post')}::bigint`,
);

const checkAlone = preparedSql<{ check: TimelineCheck | string }>(() => {
  const viewer = sql.placeholder('viewer') as unknown as number;
  return sql`select json_build_object(${checkFields(viewer)},
    'pending', exists (select 1 from ${timelineFanouts} where ${dueInNetworkOf(viewer)}),
    'authors', ${authorsEpoch(sql.placeholder('authors'))}) as check`;
});

/** Each kept page's posts' counters. */
const countersOf = preparedSql<PostCounters>(
  () => sql`select ${posts.id} as id, ${posts.likesCount} as "likesCount", ${posts.commentsCount} as "commentsCount",
    ${posts.sharesCount} as "sharesCount" from ${posts} where ${posts.id} = any(${sql.placeholder('ids')}::bigint[])`,
);

export interface PostCounters {
  id: number | string;
  likesCount: number;
  commentsCount: number;
  sharesCount: number;
}

export function createTimelinesRepository(db: Db) {
  return {
    /** The due deliveries, oldest post first (the job runner claims each for one process). */
    due: sql`select ${timelineFanouts.postId} as key from ${timelineFanouts} order by ${timelineFanouts.postId}`,

    /** A claimed delivery with its saved progress; null once settled. */
    async read(postId: number): Promise<DueFanout | null> {
      const [row] = await readDue(db, { post: postId });
      return row ? { postId, authorId: Number(row.author_id), doneThrough: Number(row.done_through) } : null;
    },

    /** The next batch of an author's followers by id. */
    async followersAfter(authorId: number, after: number, limit: number): Promise<number[]> {
      const rows = await queryRows<{ id: number | string }>(db, followersAfter(authorId, after, limit));
      return rows.map((row) => Number(row.id));
    },

    /** Records a delivered batch (the runner renews the claim while the round runs). */
    async advance(postId: number, doneThrough: number): Promise<void> {
      await db.update(timelineFanouts).set({ doneThrough }).where(eq(timelineFanouts.postId, postId));
    },

    async settle(postId: number): Promise<void> {
      await settleDelivery(db, { post: postId });
    },

    /** Vacuums the queue: every followed page reads its dead rows until then. */
    async compact(): Promise<void> {
      await db.execute(sql`vacuum (skip_locked) ${timelineFanouts}`);
    },

    /** The checks of `timelineCheck` alone, and whether a delivery is due: an empty page's, or a kept page's. */
    async check(viewerId: number, authors = '{}') {
      const [row] = await checkAlone(db, { viewer: viewerId, authors });
      return row?.check;
    },

    async counters(ids: readonly number[]): Promise<PostCounters[]> {
      return countersOf(db, { ids: `{${ids.join(',')}}` });
    },

    async fingerprint(viewerId: number): Promise<string> {
      const [row] = await queryRows<{ fingerprint: string }>(
        db,
        sql`select ${followedSetDigest(viewerId)} as fingerprint`,
      );
      return row?.fingerprint ?? '';
    },

    /**
     * The newest live posts of a person's network, whoever can see them now: the read filters visibility, so a
     * restored or unsuspended author's posts are back without a rebuild. Each member's by `posts_author_live_idx`.
     */
    async networkNewest(viewerId: number, limit: number): Promise<number[]> {
      const read = (after: SQL) =>
        queryRows<{ id: number | string; after: number | string }>(
          db,
          sql`with bound as (select ${after} as after) select newest.id, bound.after
          from ${networkMembers(viewerId)} as network cross join bound
          cross join lateral (select ${posts.id} as id from ${posts}
            where ${posts.authorId} = network.author_id and ${posts.deletedAt} is null and ${posts.id} > bound.after
            order by ${newestFirst(posts.id)} limit ${limit}) as newest
          order by newest.id desc limit ${limit}`,
        );
      // When the posts above the bound hold `limit`, they are the newest of all; otherwise every post is read.
      const recent = await read(newestBound(viewerId, limit));
      const bounded = recent.length === 0 || Number(recent[0]!.after) > 0;
      const rows = recent.length < limit && bounded ? await read(sql`0::bigint`) : recent;
      return rows.map((row) => Number(row.id));
    },
  };
}

export type TimelinesRepository = ReturnType<typeof createTimelinesRepository>;
