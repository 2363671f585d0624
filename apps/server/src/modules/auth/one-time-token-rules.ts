import { createHash, randomBytes } from 'node:crypto';

/** The kinds of link the one_time_tokens table holds, and how long each stays valid. */
export type OneTimeTokenKind = 'signup' | 'recover';

export const ONE_TIME_TOKEN_LIFETIME_MS: Record<OneTimeTokenKind, number> = {
  signup: 72 * 60 * 60 * 1000,
  recover: 60 * 60 * 1000,
};

/** 32 random bytes, URL-safe: what goes into the e-mailed link (never stored). */
export function generateOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored and looked up: a SHA-256 of the token (a leaked table opens nothing). */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function oneTimeTokenExpiry(kind: OneTimeTokenKind, now: Date): Date {
  return new Date(now.getTime() + ONE_TIME_TOKEN_LIFETIME_MS[kind]);
}

/** Tokens in links are base64url; anything else is refused before touching the database. */
export function looksLikeOneTimeToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{20,100}$/.test(token);
}
