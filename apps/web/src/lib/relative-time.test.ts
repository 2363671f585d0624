import { describe, expect, it } from 'vitest';
import { fullDate, relativeTime } from './relative-time.ts';

const now = Date.parse('2025-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('speaks Spanish and English', () => {
    expect(relativeTime(ago(5 * 60), now, 'es')).toBe('hace 5 minutos');
    expect(relativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), now, 'es')).toBe('hace 3 horas');
    expect(relativeTime(ago(24 * 3600), now, 'es')).toBe('ayer');
    expect(relativeTime(ago(24 * 3600), now, 'en')).toBe('yesterday');
  });

  it('picks the largest whole unit', () => {
    expect(relativeTime(ago(59), now, 'en')).toBe('now');
    expect(relativeTime(ago(3 * 24 * 3600), now, 'en')).toBe('3 days ago');
    expect(relativeTime(ago(15 * 24 * 3600), now, 'en')).toBe('2 weeks ago');
    expect(relativeTime(ago(70 * 24 * 3600), now, 'en')).toBe('2 months ago');
    expect(relativeTime(ago(800 * 24 * 3600), now, 'es')).toBe('hace 2 años');
  });

  it('writes every unit out in full, never an abbreviation such as “sem. ant.” or “last wk.”', () => {
    expect(relativeTime(ago(8 * 24 * 3600), now, 'es')).toBe('la semana pasada');
    expect(relativeTime(ago(8 * 24 * 3600), now, 'en')).toBe('last week');
    expect(relativeTime(ago(5 * 60), now, 'es')).toBe('hace 5 minutos');
    expect(relativeTime(ago(3 * 3600), now, 'en')).toBe('3 hours ago');
  });

  it('reads a date slightly in the future as now', () => {
    expect(relativeTime(ago(-30), now, 'es')).toBe('ahora');
  });
});

describe('fullDate', () => {
  it('writes a day and its time, to the minute, in the local time zone', () => {
    // A local moment, so the text does not depend on the machine's time zone.
    const moment = new Date(2026, 1, 13, 9, 5).toISOString();
    expect(fullDate(moment, 'es')).toMatch(/^13 de febrero de 2026(,| a las) 9:05$/);
    expect(fullDate(moment, 'en')).toMatch(/^February 13, 2026(,| at) 9:05\sAM$/);
  });
});
