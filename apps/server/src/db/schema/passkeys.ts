import { bigint, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { loginChallenges } from './second-factors.ts';
import { users } from './users.ts';

/**
 * A person's passkey (WebAuthn credential): its id and COSE public key as base64url, the authenticator's
 * signature counter, the transports the browser reported, and the name its owner gave it.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    /** The user handle given at registration: a discoverable credential's assertion must carry it back. */
    userHandle: text('user_handle').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('passkeys_credential_key').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * A pending WebAuthn ceremony: its challenge's SHA-256, what it is for, and whom it is bound to (the person
 * registering or stepping up, the login or reset challenge it answers, or nobody yet for a sign-in without
 * password). Single use.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose', { enum: ['register', 'second_factor', 'sign_in', 'step_up'] }).notNull(),
    challengeHash: text('challenge_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'cascade' }),
    loginChallengeId: bigint('login_challenge_id', { mode: 'number' }).references(() => loginChallenges.id, {
      onDelete: 'cascade',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('webauthn_challenges_hash_key').on(t.challengeHash),
    index('webauthn_challenges_expiry_idx').on(t.expiresAt),
  ],
);
