import { createHash, randomBytes } from 'node:crypto';
import type { GuardianStatus } from '@vitrina/contract/guardian-rules';
import type { GuardianSummaryEntry } from '../mail/guardian-bodies.ts';
import type { FirstContact } from '../messages/first-contacts.ts';

/** How often a confirmed guardian may hear from us about the minor's agencies. */
export const SUMMARY_INTERVAL_MS = 7 * 24 * 60 * 60_000;

/** Where a guardian's consent stands: withdrawn wins over an earlier confirmation (a new one clears it). */
export function guardianStatus(row: { confirmedAt: Date | null; withdrawnAt: Date | null }): GuardianStatus {
  if (row.withdrawnAt) return 'withdrawn';
  return row.confirmedAt ? 'confirmed' : 'pending';
}

/** 32 random bytes, URL-safe: what a guardian's link carries (never stored). */
export const generateGuardianToken = () => randomBytes(32).toString('base64url');

/** What is stored and looked up: a SHA-256 of the token (a leaked table opens nothing). */
export const hashGuardianToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A token as the links carry it (43 base64url characters); anything else is unknown before any query. */
export const looksLikeGuardianToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** A sender as the summary needs to know them. */
export interface Sender {
  fullname: string;
  type: 'talento' | 'agencia' | null;
  verified: boolean;
}

/**
 * The summary's lines: an agency's message request, and a verified agency's first message (a request or not),
 * each agency once, oldest first. Talents' messages are the minor's own business.
 */
export function summaryEntries(contacts: readonly FirstContact[], senders: ReadonlyMap<number, Sender>) {
  const entries: GuardianSummaryEntry[] = [];
  const seen = new Set<number>();
  for (const contact of [...contacts].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const sender = senders.get(contact.senderId);
    if (!sender || sender.type !== 'agencia' || seen.has(contact.senderId)) continue;
    if (!sender.verified && !contact.request) continue;
    seen.add(contact.senderId);
    entries.push({ agency: sender.fullname, verified: sender.verified, request: contact.request, at: contact.at });
  }
  return entries;
}
