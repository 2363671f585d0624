import { createHash, createHmac } from 'node:crypto';
import { isbot } from 'isbot';

const DAY_MS = 86_400_000;

/** A date's day in UTC, YYYY-MM-DD: views and totals are kept by UTC day. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The `days` days that end with `today` (UTC), oldest first. */
export function periodDays(days: number, today: Date): string[] {
  const last = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, index) => utcDay(new Date(last - (days - 1 - index) * DAY_MS)));
}

/** The days a digest sent every `intervalMs` covers: at least today, a week for the weekly one. */
export function digestDays(intervalMs: number): number {
  return Math.max(1, Math.ceil(intervalMs / DAY_MS));
}

/**
 * A logged-out visitor, counted once a day without keeping the address: a hash of the address alone (a
 * browser's name is the visitor's to change at will) under a salt that changes every day and is derived from the
 * server's secret, so yesterday's keys cannot be recomputed from a guess of the address without it.
 */
export function visitorKey(secret: string, day: string, ip: string): string {
  const salt = createHmac('sha256', secret).update(`visitor-salt:${day}`).digest();
  return `v${createHash('sha256').update(salt).update(ip).digest('base64url').slice(0, 32)}`;
}

/** Link previews (WhatsApp, Slack, Facebook…) and crawlers fetch public pages; they are not visitors. */
export function isCrawler(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}
