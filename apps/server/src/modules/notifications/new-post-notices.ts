import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import {
  newPostNotices,
  notificationActors,
  notificationMailQueue,
  notifications,
} from '../../db/schema/notifications.ts';
import { DELIVERY_CLAIM, deliveryRound } from '../../jobs/delivery-round.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import type { RoundContext } from '../../jobs/round.ts';
import { allowsNotification } from '../accounts/notification-preferences.ts';
import { followEdges } from '../graph/network.ts';
import { visibleTo } from '../graph/visibility.ts';
import { groupKeyOf } from './notification-rules.ts';
import { toNewEntry, type NewEntry, type NewEntryRow } from './notifications.repository.ts';

const slot = (name: string) => sql.placeholder(name);

/** The due row of each post in `rows` (`select id, author_id`), as a part of the post's own statement. */
export const dueNotices = (rows: SQL) =>
  sql`insert into ${newPostNotices} (post_id, author_id) ${rows} on conflict do nothing`;

type StepRow = { [K in keyof NewEntryRow]: NewEntryRow[K] | null } & { size: number };

// One step in one statement: the next followers by id (an entry for those who followed by the post's time), and the
// progress. The row is locked first: a deletion of the post (the row, then its entries) waits for a step under way.
const step = preparedSql<StepRow>(() => {
  const post = sql`${slot('post')}::bigint`;
  const author = slot('author') as unknown as number;
  const limit = sql`${slot('limit')}::int`;
  return sql`with due as (
      select ${newPostNotices.doneThrough} as after, ${newPostNotices.createdAt} as at from ${newPostNotices}
      where ${newPostNotices.postId} = ${post} for update
    ), batch as (
      select f.user_id, f.since <= due.at as followed from ${followEdges('followers', author)} f, due
      where f.user_id > due.after order by f.user_id limit ${limit}
    ), entries as (
      insert into ${notifications} (recipient_id, type, group_key, post_id)
      select b.user_id, 'NEW_POST', ${slot('groupKey')}, ${post} from batch b
      where b.followed and ${allowsNotification('following', sql`b.user_id`)} and ${visibleTo(author).shows(sql`b.user_id`)}
      on conflict (recipient_id, group_key) do nothing
      returning id, recipient_id, created_at
    ), actors as (
      insert into ${notificationActors} (notification_id, actor_id) select id, ${author}::bigint from entries
    ), queued as (
      insert into ${notificationMailQueue} (user_id) select recipient_id from entries
      on conflict (user_id) do update set last_event_at = now()
    ), reached as (
      select max(user_id) as last, count(*)::int as size from batch
    ), progress as (
      update ${newPostNotices} set done_through = reached.last from reached
      where ${newPostNotices.postId} = ${post} and reached.size = ${limit}
    ), settled as (
      delete from ${newPostNotices} where ${newPostNotices.postId} = ${post} and (select size from reached) < ${limit}
    )
    select e.id, e.recipient_id, e.created_at, reached.size from reached left join entries e on true`;
});

const readAuthor = preparedSql<{ author_id: string | number }>(
  () => sql`select ${newPostNotices.authorId} as author_id from ${newPostNotices}
    where ${newPostNotices.postId} = ${slot('post')}::bigint`,
);

export interface NewPostNoticesDeps {
  db: Db;
  jobs: JobRunner;
  batch: number;
  announce: (postId: number, authorId: number, created: NewEntry[]) => Promise<void>;
}

export interface NoticesRound {
  posts: number;
  entries: number;
}

/** A new post's NEW_POST entries for its followers, off the request and resumed after a restart (decision 0008). */
export function createNewPostNotices({ db, jobs, batch, announce }: NewPostNoticesDeps) {
  async function deliver(postId: number, authorId: number): Promise<number> {
    const happening = { type: 'NEW_POST', actorId: authorId, postId, commentId: null, recipientId: 0 } as const;
    const groupKey = groupKeyOf(happening, new Date());
    let made = 0;
    for (;;) {
      const rows = await step(db, { post: postId, author: authorId, limit: batch, groupKey });
      const created = rows.filter((row): row is NewEntryRow & StepRow => row.id !== null).map(toNewEntry);
      made += created.length;
      if (created.length > 0) await announce(postId, authorId, created);
      if ((rows[0]?.size ?? 0) < batch) return made;
    }
  }

  async function round(context: RoundContext): Promise<NoticesRound> {
    const done = { posts: 0, entries: 0 };
    await context.each({
      due: sql`select ${newPostNotices.postId} as key from ${newPostNotices} order by ${newPostNotices.postId}`,
      batch: DELIVERY_CLAIM,
      async work(key) {
        const [row] = await readAuthor(db, { post: Number(key) });
        if (!row) return;
        done.entries += await deliver(Number(key), Number(row.author_id));
        done.posts += 1;
      },
    });
    return done;
  }

  return jobs.round(deliveryRound('new-post-notices', { posts: 0, entries: 0 }, round));
}
