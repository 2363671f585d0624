import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { opportunities, opportunityRoles } from './opportunities.ts';
import { posts } from './posts.ts';
import { savedSearches } from './saved-searches.ts';
import { users } from './users.ts';

/** Notification entries; `groupKey` (unique per recipient) makes repeats land on one row (decision 0008). */
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
    /** REPORT_RESOLVED: the outcome told to the reporter. */
    outcome: text('outcome'),
    /** SAVED_SEARCH_MATCH: the search and how many talents newly matched it in the period. */
    savedSearchId: bigint('saved_search_id', { mode: 'number' }).references(() => savedSearches.id, {
      onDelete: 'cascade',
    }),
    matchCount: integer('match_count'),
    /** The opportunity notices: what they are about (the role when one is meant), and their terms. */
    opportunityId: bigint('opportunity_id', { mode: 'number' }).references(() => opportunities.id, {
      onDelete: 'cascade',
    }),
    roleId: bigint('role_id', { mode: 'number' }).references(() => opportunityRoles.id, { onDelete: 'cascade' }),
    closeReason: text('close_reason'),
    updateKind: text('update_kind'),
    /** OPPORTUNITY_CHANGED: what the edits changed since the entry was last read (`opportunityChanges`). */
    changes: text('changes').array(),
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
    index('notifications_saved_search_idx')
      .on(t.savedSearchId)
      .where(sql`${t.savedSearchId} is not null`),
    index('notifications_opportunity_idx')
      .on(t.opportunityId)
      .where(sql`${t.opportunityId} is not null`),
    index('notifications_role_idx')
      .on(t.roleId)
      .where(sql`${t.roleId} is not null`),
    index('notifications_comment_idx')
      .on(t.commentId)
      .where(sql`${t.commentId} is not null`),
    check(
      'notifications_type_check',
      sql`${t.type} in ('FOLLOWER', 'COMMENT', 'LIKE_POST', 'LIKE_COMMENT', 'NEW_POST', 'REPORT_RESOLVED', 'AVAILABILITY_EXPIRING', 'SAVED_SEARCH_MATCH', 'MESSAGE_REQUEST', 'OPPORTUNITY_CHANGED', 'OPPORTUNITY_ENDED', 'APPLICATION_UPDATE', 'OPPORTUNITY_INVITE', 'OPPORTUNITIES_FIT', 'SELF_TAPE_DUE')`,
    ),
    check(
      'notifications_close_reason_check',
      sql`${t.closeReason} is null or ${t.closeReason} in ('closed', 'deadline', 'cancelled', 'removed')`,
    ),
    check('notifications_update_kind_check', sql`${t.updateKind} is null or ${t.updateKind} in ('cast', 'self_tape')`),
  ],
);

/** Who an entry stands for, one row per person; an entry left with nobody is removed. */
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

/** Who is due the e-mail while away (`since`: the oldest item), claimed by one process at a time. */
export const notificationMailQueue = pgTable(
  'notification_mail_queue',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastEventAt: timestamp('last_event_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('notification_mail_queue_since_idx').on(t.since)],
);

export type NotificationRow = typeof notifications.$inferSelect;

/** A new post whose followers are still to get their NEW_POST entry (new-post-notices.ts). */
export const newPostNotices = pgTable('new_post_notices', {
  postId: bigint('post_id', { mode: 'number' })
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  authorId: bigint('author_id', { mode: 'number' }).notNull(),
  doneThrough: bigint('done_through', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
