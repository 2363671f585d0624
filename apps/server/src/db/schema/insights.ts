import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';
import { users } from './users.ts';

// Insights (decision 0024): raw views only to count a viewer once a day, deleted after 48 hours;
// what the owner reads are daily totals.

/** Views of the last 48 hours: who looked (a user, or a visitor's daily salted hash), to count once a day. */
export const recentViews = pgTable(
  'recent_views',
  {
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `profile`, `post` or `photo`. */
    kind: text('kind').notNull(),
    /** The post looked at; 0 for a profile. */
    postId: bigint('post_id', { mode: 'number' }).notNull(),
    /** `u<id>` for a user, `v<hash>` for a logged-out visitor (never the address itself). */
    viewerKey: text('viewer_key').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.kind, t.postId, t.viewerKey, t.day] }),
    // The hourly pruning deletes by age.
    index('recent_views_viewed_idx').on(t.viewedAt),
  ],
);

/** Views of a person's profile, posts and photos per day, by audience and source. */
export const viewDays = pgTable(
  'view_days',
  {
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    /** `agency`, `talent` or `visitor`. */
    audience: text('audience').notNull(),
    source: text('source').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.day, t.kind, t.audience, t.source] })],
);

/** Views of each post (its page, and its photos in the viewer) per day: the dashboard's top posts. */
export const postViewDays = pgTable(
  'post_view_days',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    views: integer('views').notNull().default(0),
    photoViews: integer('photo_views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day] }), index('post_view_days_owner_idx').on(t.ownerId, t.day)],
);

/** Which agencies looked at a profile, per day; `private` when the agency browsed privately then. */
export const agencyViewDays = pgTable(
  'agency_view_days',
  {
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: bigint('agency_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    private: boolean('private').notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.day, t.agencyId, t.private] }),
    index('agency_view_days_agency_idx').on(t.agencyId),
  ],
);

/** Followers gained and lost per day. */
export const followerDays = pgTable(
  'follower_days',
  {
    ownerId: bigint('owner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    gained: integer('gained').notNull().default(0),
    lost: integer('lost').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.day] })],
);

/**
 * People with news since their last weekly digest, and when it is due: a row appears with the first view or
 * follower after a digest (due one interval later) and goes when the digest is sent; a round's claim pushes
 * `due_at` forward by a lease, so a process that dies mid-send leaves the row to another.
 */
export const insightDigests = pgTable(
  'insight_digests',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('insight_digests_due_idx').on(t.dueAt)],
);
