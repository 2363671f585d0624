import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** Profile links, contact data and notification flags: one row per user, created with the user. */
export const userProfiles = pgTable(
  'user_profiles',
  {
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
    /** Who may message me (decision 0007): everyone (strangers through requests), people I follow, or those and verified agencies. */
    messagePolicy: text('message_policy').notNull().default('everyone'),
    /** A talent's page at /p/{profile_url} for anyone with the link (decision 0021); off unless they turn it on. */
    publicProfile: boolean('public_profile').notNull().default(false),
    /** Agencies: views of profiles are shown as "an agency in <country>". */
    browsePrivately: boolean('browse_privately').notNull().default(false),
    /** The weekly e-mail with my figures; null is the default of the account's type (talents on, agencies off). */
    weeklyDigest: boolean('weekly_digest'),
    /** Talents: how often I am told of new roles that fit my sheet (decision 0051): off, daily or weekly. Daily
     * from the moment the account becomes a talent's; off for everyone else, so the due round never walks them. */
    fitsAlerts: text('fits_alerts').notNull().default('off'),
    /** The fits alert's watermark: roles of opportunities published after it are new to me. */
    fitsCheckedAt: timestamp('fits_checked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Talents' setup wizard: null until first shown, then open, finished or dismissed (the feed's card). */
    wizardStatus: text('wizard_status'),
    /** The wizard step last shown (1–6): an unfinished wizard resumes there. */
    wizardStep: smallint('wizard_step').notNull().default(1),
  },
  (t) => [
    // The sitemap lists the public profiles: a few rows of a large table.
    index('user_profiles_public_idx')
      .on(t.userId)
      .where(sql`${t.publicProfile}`),
    check(
      'user_profiles_message_policy_check',
      sql`${t.messagePolicy} in ('everyone', 'following', 'following_and_verified')`,
    ),
    // The fits alerts' round: those with alerts on, oldest watermark first.
    index('user_profiles_fits_due_idx')
      .on(t.fitsAlerts, t.fitsCheckedAt)
      .where(sql`${t.fitsAlerts} <> 'off'`),
    check('user_profiles_fits_alerts_check', sql`${t.fitsAlerts} in ('off', 'daily', 'weekly')`),
    check('user_profiles_wizard_status_check', sql`${t.wizardStatus} in ('open', 'finished', 'dismissed')`),
    check('user_profiles_wizard_step_check', sql`${t.wizardStep} between 1 and 6`),
  ],
);

export type UserProfileRow = typeof userProfiles.$inferSelect;
