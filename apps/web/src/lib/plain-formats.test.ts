import { describe, expect, it } from 'vitest';
import { dateAndTime, formatCount, formatDecimal, longDate, monthAndYear, timeAgo } from './plain-formats.ts';

const langs = ['es', 'en'] as const;
const units = ['year', 'month', 'week', 'day', 'hour', 'minute'] as const;

describe('plain formats write what Intl writes', () => {
  it('counts', () => {
    for (const lang of langs) {
      for (const n of [
        0,
        1,
        7,
        42,
        999,
        1000,
        1234,
        9999,
        10_000,
        12_345,
        999_999,
        1_234_567,
        2 ** 40,
        -1234,
        -12_345,
      ]) {
        expect(formatCount(n, lang)).toBe(new Intl.NumberFormat(lang).format(n));
      }
    }
  });

  it('decimals', () => {
    const values = [
      0,
      0.5,
      1,
      1.005,
      1.015,
      1.125,
      2.675,
      9.999,
      99.995,
      1023.99,
      1234.5,
      12_345.678,
      1e6 / 3,
      -0.001,
      -2.5,
    ];
    for (const lang of langs) {
      for (const digits of [0, 2]) {
        const intl = new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
        for (const n of values) expect(formatDecimal(n, digits, lang)).toBe(intl.format(n));
      }
    }
  });

  it('how long ago', () => {
    for (const lang of langs) {
      const intl = new Intl.RelativeTimeFormat(lang, { numeric: 'auto', style: 'long' });
      expect(timeAgo(0, 'second', lang)).toBe(intl.format(0, 'second'));
      for (const unit of units) {
        for (const n of [1, 2, 3, 5, 11, 21, 59, 1000]) expect(timeAgo(n, unit, lang)).toBe(intl.format(-n, unit));
      }
    }
  });

  it('dates, in the local time zone and in UTC', () => {
    const moments = [new Date(2026, 0, 1, 0, 5), new Date(2026, 2, 5, 12, 0), new Date(2025, 11, 31, 23, 59)];
    for (const lang of langs) {
      for (const month of Array.from({ length: 12 }, (_, i) => i))
        moments.push(new Date(Date.UTC(2024, month, 15, 9, 30)));
      for (const date of moments) {
        const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(lang, options).format(date);
        expect(dateAndTime(date, lang)).toBe(intl({ dateStyle: 'long', timeStyle: 'short' }));
        expect(longDate(date, lang, false)).toBe(intl({ dateStyle: 'long' }));
        expect(longDate(date, lang, true)).toBe(intl({ dateStyle: 'long', timeZone: 'UTC' }));
        expect(monthAndYear(date, lang)).toBe(intl({ month: 'long', year: 'numeric', timeZone: 'UTC' }));
      }
    }
  });

  it('reads a language tag as the app does: English for en…, else Spanish', () => {
    expect(formatCount(12_345, 'en-GB')).toBe('12,345');
    expect(timeAgo(1, 'day', 'es-MX')).toBe('ayer');
    expect(timeAgo(3, 'hour', 'pt')).toBe('hace 3 horas');
  });
});
