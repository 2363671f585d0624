import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

/**
 * An entry of someone's notifications: one kind of thing that happened to the recipient, by one or more
 * actors (notification_actors). `groupKey` says which happenings are one entry and makes a repeat land on
 * the same row (unique per recipient): `FOLLOWER:<actor>`, `COMMENT:<comment>`, `LIKE_COMMENT:<comment>:
 * <actor>`, `NEW_POST:<post>`, and `LIKE_POST:<post>:<UTC day>` — every like of a post on one day is one
 * entry. `createdAt` is when it last happened (a new actor refreshes it and makes it unread again).
 * Indexes: a recipient's pages (newest first), their unread entries (the badge), and the entries of a post
 * or a comment (removed with it). Owned by the notifications module.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipientId: bigint('recipient_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    groupKey: text('group_key').notNull(),
    postId: bigint('post_id', { mode: 'number' }).references(() => posts.id, { onDelete: 'cascade' }),
    /** Not a foreign key: a deleted comment's entries are removed by the comment.deleted listener, which
     * must still find them to tell their recipients. */
    commentId: bigint('comment_id', { mode: 'number' }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_recipient_group_idx').on(t.recipientId, t.groupKey),
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.recipientId)
      .where(sql`not ${t.isRead}`),
    index('notifications_post_idx')
      .on(t.postId)
      .where(sql`${t.postId} is not null`),
    index('notifications_comment_idx')
      .on(t.commentId)
      .where(sql`${t.commentId} is not null`),
    check(
      'notifications_type_check',
      sql`${t.type} in ('FOLLOWER', 'COMMENT', 'LIKE_POST', 'LIKE_COMMENT', 'NEW_POST')`,
    ),
  ],
);

/**
 * Who an entry stands for: one row per person (a like repeated by the same person stays one), with when
 * they last acted, so an entry names its latest actors. Removing the cause (an unlike) removes the row; an
 * entry left with nobody is removed too. Indexes: an entry's latest actors, and a person's rows (a block
 * removes what the two caused each other).
 */
export const notificationActors = pgTable(
  'notification_actors',
  {
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    actorId: bigint('actor_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.actorId] }),
    index('notification_actors_latest_idx').on(t.notificationId, t.createdAt.desc(), t.actorId.desc()),
    index('notification_actors_actor_idx').on(t.actorId),
  ],
);

/**
 * People with something to be e-mailed about while away: `since` is when the oldest item not yet e-mailed
 * happened (the e-mail is due one interval later); `claimedUntil` keeps a row to the process sending it.
 * Kept in the database so a restart loses nothing. A person coming back online loses their row.
 */
export const notificationMailQueue = pgTable(
  'notification_mail_queue',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastEventAt: timestamp('last_event_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('notification_mail_queue_since_idx').on(t.since)],
);

export type NotificationRow = typeof notifications.$inferSelect;
