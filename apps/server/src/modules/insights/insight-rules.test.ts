import { describe, expect, it } from 'vitest';
import { digestDays, isCrawler, periodDays, utcDay, visitorKey } from './insight-rules.ts';

describe('insight rules', () => {
  it('lists the days of a period in UTC, oldest first, ending today', () => {
    const today = new Date('2026-03-02T23:30:00-03:00'); // already 3 March in UTC
    expect(periodDays(3, today)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(periodDays(7, today)).toHaveLength(7);
    expect(utcDay(today)).toBe('2026-03-03');
  });

  it('covers a week with the weekly digest and at least a day with a short interval', () => {
    expect(digestDays(7 * 86_400_000)).toBe(7);
    expect(digestDays(2_000)).toBe(1);
  });

  it('keys a visitor by a salted hash of the address that changes every day and never holds the address', () => {
    const today = visitorKey('secret', '2026-03-03', '203.0.113.9');
    expect(today).toMatch(/^v[\w-]{32}$/);
    expect(today).not.toContain('203');
    expect(visitorKey('secret', '2026-03-03', '203.0.113.9')).toBe(today);
    expect(visitorKey('secret', '2026-03-04', '203.0.113.9')).not.toBe(today);
    expect(visitorKey('other', '2026-03-03', '203.0.113.9')).not.toBe(today);
    expect(visitorKey('secret', '2026-03-03', '203.0.113.10')).not.toBe(today);
  });

  it('tells link previews and crawlers from browsers', () => {
    expect(isCrawler('WhatsApp/2.23.20.0 A')).toBe(true);
    expect(isCrawler('facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)')).toBe(true);
    expect(isCrawler('Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)')).toBe(true);
    expect(isCrawler(undefined)).toBe(true);
    expect(
      isCrawler(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
  });
});
