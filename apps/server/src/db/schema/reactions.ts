import { bigint, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { comments } from './comments.ts';
import { posts } from './posts.ts';
import { users } from './users.ts';

/** Likes: one per person and object, so a like never counts twice. */
export const postReactions = pgTable(
  'post_reactions',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_reactions_user_idx').on(t.userId, t.postId)],
);

export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: bigint('comment_id', { mode: 'number' })
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    /** The comment's post (it never moves): a page finds the viewer's likes of a post's comments in one probe. */
    postId: bigint('post_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_reactions_user_post_idx').on(t.userId, t.postId, t.commentId),
  ],
);
