import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    nombre: text('nombre').notNull(),
    apellido: text('apellido').notNull().default(''),
    birthdate: date('birthdate', { mode: 'string' }),
    sex: text('sex').notNull().default('MA'),
    country: text('country').notNull().default('MX'),
    ciudad: text('ciudad').notNull().default(''),
    biography: text('biography').notNull().default(''),
    profileUrl: text('profile_url').notNull(),
    profileImage: text('profile_image'),
    coverImage: text('cover_image'),
    type: text('type'),
    langCode: text('lang_code').notNull().default('es'),
    isVerified: boolean('is_verified').notNull().default(false),
    facebookId: text('facebook_id'),
    tokenVersion: integer('token_version').notNull().default(0),
    /** When the terms were accepted on the registration form (null for accounts created otherwise). */
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }),
    followersCount: integer('followers_count').notNull().default(0),
    followingCount: integer('following_count').notNull().default(0),
    postsCount: integer('posts_count').notNull().default(0),
    /** Moved by a trigger on every follow made or removed (migration 0031): what a home timeline was built for. */
    followsVersion: bigint('follows_version', { mode: 'number' }).notNull().default(0),
    /** A cancelled account: hidden from everyone until restored or deleted after `deleteAfter`. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    deleteAfter: timestamp('delete_after', { withTimezone: true, mode: 'date' }),
    /** Set on the neutral stand-in a deleted account leaves in others' conversations. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** Moderation role: granted from the command line (admins also grant moderator); null for most. */
    role: text('role'),
    /** A suspension: hidden from everyone, as a cancelled account, until lifted or `suspendedUntil`. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    /** When the suspension lifts itself; null with `suspendedAt` set: indefinitely. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true, mode: 'date' }),
    /** The public reason, shown to the person when they try to log in. */
    suspensionReason: text('suspension_reason').notNull().default(''),
    /** A verified agency: set when a moderator approves its application. */
    agencyVerifiedAt: timestamp('agency_verified_at', { withTimezone: true, mode: 'date' }),
    /** A verified agency's grace for a second factor runs from here (its verification, or the migration factor_rules's time). */
    factorGraceFrom: timestamp('factor_grace_from', { withTimezone: true, mode: 'date' }),
    /** The one-time offer of a second factor was dismissed, or a factor added: never offered again. */
    factorOfferSettledAt: timestamp('factor_offer_settled_at', { withTimezone: true, mode: 'date' }),
    /** A minor's guardian consented (null: not yet, or withdrawn); until then only the minor sees her profile. */
    guardianConsentAt: timestamp('guardian_consent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_profile_url_key').on(t.profileUrl),
    uniqueIndex('users_facebook_id_key').on(t.facebookId),
    // Featured and recent lists page through talents by these orders (id breaks ties).
    index('users_type_followers_idx').on(t.type, t.followersCount.desc(), t.id.desc()),
    index('users_type_created_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
    // Migration 0007 adds search_text and the talents' partial indexes, which drizzle-kit cannot declare.
    index('users_cancelled_idx')
      .on(t.id)
      .where(sql`${t.cancelledAt} is not null`),
    // The visibility rule's second branch of people hidden from everyone (a few rows).
    index('users_suspended_idx')
      .on(t.id, t.suspendedUntil)
      .where(sql`${t.suspendedAt} is not null`),
    // The minors rule: every minor for an unverified agency, those without a guardian's consent for everyone.
    index('users_birthdate_idx')
      .on(t.birthdate, t.id)
      .where(sql`${t.birthdate} is not null`),
    index('users_without_consent_idx')
      .on(t.birthdate, t.id)
      .where(sql`${t.birthdate} is not null and ${t.guardianConsentAt} is null`),
    // ...and every agency no one verified, from a minor: an index-only range (910 heap reads took 5 ms).
    index('users_unverified_agencies_idx')
      .on(t.id)
      .where(sql`${t.type} = 'agencia' and ${t.agencyVerifiedAt} is null`),
    index('users_delete_after_idx')
      .on(t.deleteAfter)
      .where(sql`${t.deleteAfter} is not null`),
    check('users_sex_check', sql`${t.sex} in ('MA', 'FE')`),
    check('users_type_check', sql`${t.type} is null or ${t.type} in ('talento', 'agencia')`),
    check('users_role_check', sql`${t.role} is null or ${t.role} in ('moderator', 'admin')`),
    check('users_lang_check', sql`${t.langCode} in ('es', 'en')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_counters_check', sql`${t.followersCount} >= 0 and ${t.followingCount} >= 0 and ${t.postsCount} >= 0`),
  ],
);

export type UserRow = typeof users.$inferSelect;
