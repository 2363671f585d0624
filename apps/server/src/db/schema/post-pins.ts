import { bigint, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

/** A talent's portfolio: up to six of their own posts, in their order; gone with the post. */
export const postPins = pgTable(
  'post_pins',
  {
    authorId: bigint('author_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    pinnedAt: timestamp('pinned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The profile's portfolio and the cards read a person's pins in order, six at most.
  (t) => [primaryKey({ columns: [t.authorId, t.position] })],
);
