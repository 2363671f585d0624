import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

/** The folded hashtags of live posts (decision 0015): written with the post, removed with it. */
export const postTags = pgTable(
  'post_tags',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tag] }),
    // A tag's page, newest first (keyset on post id); text_pattern_ops also serves the header's prefix search.
    index('post_tags_tag_post_idx').on(t.tag.op('text_pattern_ops'), t.postId.desc()),
    // Trending: only the last week's uses are read.
    index('post_tags_recent_idx').on(t.createdAt, t.authorId, t.tag),
  ],
);
