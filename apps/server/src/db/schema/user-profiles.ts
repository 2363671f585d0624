import { bigint, boolean, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Profile links, contact data and notification flags: one row per user, created with the user. */
export const userProfiles = pgTable('user_profiles', {
  userId: bigint('user_id', { mode: 'number' })
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  facebookUrl: text('facebook_url').notNull().default(''),
  twitterUrl: text('twitter_url').notNull().default(''),
  instagramUrl: text('instagram_url').notNull().default(''),
  spotifyUrl: text('spotify_url').notNull().default(''),
  youtubeUrl: text('youtube_url').notNull().default(''),
  linkedinUrl: text('linkedin_url').notNull().default(''),
  web: text('web').notNull().default(''),
  phone: text('phone').notNull().default(''),
  /** Agencies: the name the agency goes by and the address talents may write to. */
  agencyName: text('agency_name').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  notifyFollowers: boolean('notify_followers').notNull().default(true),
  notifyPhotosVideos: boolean('notify_photos_videos').notNull().default(true),
  notifyMessages: boolean('notify_messages').notNull().default(true),
  notifyFollowing: boolean('notify_following').notNull().default(true),
});

export type UserProfileRow = typeof userProfiles.$inferSelect;
