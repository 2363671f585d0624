import { createHash, randomBytes } from 'node:crypto';

/** The kinds of link the one_time_tokens table holds, and how long each stays valid. */
export type OneTimeTokenKind =
  'signup' | 'recover' | 'email_change' | 'email_authorize' | 'email_undo' | 'factor_removal_cancel';

const HOUR_MS = 60 * 60 * 1000;

export const ONE_TIME_TOKEN_LIFETIME_MS: Record<OneTimeTokenKind, number> = {
  signup: 72 * HOUR_MS,
  recover: HOUR_MS,
  /** The link to the new address. */
  email_change: 72 * HOUR_MS,
  /** The link to the current address of an account without a password, before the change goes ahead. */
  email_authorize: 72 * HOUR_MS,
  /** The notice's undo link to the old address: a week to notice a takeover. */
  email_undo: 7 * 24 * HOUR_MS,
  /** Cancelling an admin's removal of lost factors: the wait for a decision and the 72 hours after it. */
  factor_removal_cancel: 30 * 24 * HOUR_MS,
};

/** Why a link did not open: never seen, already used, or past its date. */
export type LinkRefusal = 'token_invalido' | 'enlace_usado' | 'enlace_caducado';

export function linkRefusal(row: { usedAt: Date | null; expiresAt: Date } | null, now: Date): LinkRefusal {
  if (!row) return 'token_invalido';
  if (row.usedAt) return 'enlace_usado';
  return row.expiresAt.getTime() <= now.getTime() ? 'enlace_caducado' : 'token_invalido';
}

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
