import { describe, expect, it } from 'vitest';
import { formatLongDate, parseIsoDate } from './format-date.ts';

describe('formatLongDate', () => {
  it('writes a day as each language does', () => {
    // Noon UTC: the same day in any time zone a test machine is likely to use.
    expect(formatLongDate('2026-03-12T12:00:00.000Z', 'es')).toBe('12 de marzo de 2026');
    expect(formatLongDate(new Date('2026-03-12T12:00:00.000Z'), 'en')).toBe('March 12, 2026');
  });
});

describe('parseIsoDate', () => {
  it('takes a date-time and refuses anything else', () => {
    expect(parseIsoDate('2026-03-12T12:00:00.000Z')?.toISOString()).toBe('2026-03-12T12:00:00.000Z');
    expect(parseIsoDate('mañana')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
  });
});
