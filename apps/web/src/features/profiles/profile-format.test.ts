import { describe, expect, it } from 'vitest';
import { birthDate, memberSince, safeHref, truncateBiography } from './profile-format.ts';

describe('profile texts', () => {
  it('the biography widget keeps up to 900 characters whole', () => {
    const short = 'a'.repeat(900);
    expect(truncateBiography(short)).toEqual({ text: short, truncated: false });
  });

  it('a longer biography is cut at 900 characters (back to a near space) with an ellipsis', () => {
    const words = 'palabra '.repeat(200);
    const { text, truncated } = truncateBiography(words);
    expect(truncated).toBe(true);
    expect(Array.from(text).length).toBeLessThanOrEqual(901);
    expect(text.endsWith('palabra…')).toBe(true);
    const solid = 'x'.repeat(1000);
    expect(truncateBiography(solid).text).toBe(`${'x'.repeat(900)}…`);
  });

  it('never splits a character made of two code units', () => {
    const emoji = '🎸'.repeat(950);
    const { text } = truncateBiography(emoji);
    expect(Array.from(text)).toHaveLength(901);
    expect(text.startsWith('🎸')).toBe(true);
  });

  it('member since is the month and year in the reader language', () => {
    expect(memberSince('2024-01-15T10:00:00.000Z', 'es')).toBe('enero de 2024');
    expect(memberSince('2024-01-15T10:00:00.000Z', 'en')).toBe('January 2024');
  });

  it('a birth date is the calendar date, whatever the time zone', () => {
    expect(birthDate('1992-03-14', 'es')).toBe('14 de marzo de 1992');
    expect(birthDate('1992-03-14', 'en')).toBe('March 14, 1992');
  });

  it('links: a bare host gets https; other schemes are dropped', () => {
    expect(safeHref('luis.example.com')).toBe('https://luis.example.com/');
    expect(safeHref('https://instagram.com/luis')).toBe('https://instagram.com/luis');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('')).toBeNull();
  });
});
