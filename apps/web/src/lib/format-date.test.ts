import { describe, expect, it } from 'vitest';
import { formatLongDate, formatLongDateTime, parseIsoDate } from './format-date.ts';

describe('formatLongDate', () => {
  it('writes a day as each language does', () => {
    // Noon UTC: the same day in any time zone a test machine is likely to use.
    expect(formatLongDate('2026-03-12T12:00:00.000Z', 'es')).toBe('12 de marzo de 2026');
    expect(formatLongDate(new Date('2026-03-12T12:00:00.000Z'), 'en')).toBe('March 12, 2026');
  });
});

describe('formatLongDateTime', () => {
  it('writes a day and its time, to the minute, in the local time zone', () => {
    // A local moment, so the text does not depend on the machine's time zone.
    const moment = new Date(2026, 1, 13, 9, 5);
    expect(formatLongDateTime(moment, 'es')).toMatch(/^13 de febrero de 2026(,| a las) 9:05$/);
    expect(formatLongDateTime(moment.toISOString(), 'en')).toMatch(/^February 13, 2026(,| at) 9:05\sAM$/);
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
