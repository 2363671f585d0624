import { bigint, index, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** A new post still to deliver to followers' timelines, written in its transaction so it survives a restart. */
export const timelineFanouts = pgTable(
  'timeline_fanouts',
  {
    postId: bigint('post_id', { mode: 'number' }).primaryKey(),
    authorId: bigint('author_id', { mode: 'number' }).notNull(),
    /** Followers up to this id have the post (batches go in id order). */
    doneThrough: bigint('done_through', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // A feed read asks whether its network has a delivery pending (a few rows at most).
  (t) => [index('timeline_fanouts_author_idx').on(t.authorId)],
);
