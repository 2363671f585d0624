import { describe, expect, it } from 'vitest';
import { dayKey, dayLabel } from './message-time.ts';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();
const now = new Date(2025, 5, 15, 9).getTime();

describe('the day headings of a thread', () => {
  it('say today and yesterday in words, in the reader’s language', () => {
    expect(dayLabel(at(2025, 6, 15, 1), now, 'es')).toBe('Hoy');
    expect(dayLabel(at(2025, 6, 14, 23), now, 'es')).toBe('Ayer');
    expect(dayLabel(at(2025, 6, 14, 23), now, 'en')).toBe('Yesterday');
  });

  it('give the date before that, with the year only for another year', () => {
    expect(dayLabel(at(2025, 6, 10), now, 'en')).toBe('Tuesday, June 10');
    expect(dayLabel(at(2024, 12, 31), now, 'es')).toBe('martes, 31 de diciembre de 2024');
  });

  it('group by the local calendar day', () => {
    expect(dayKey(at(2025, 6, 14, 0))).toBe(dayKey(at(2025, 6, 14, 23)));
    expect(dayKey(at(2025, 6, 14, 23))).not.toBe(dayKey(at(2025, 6, 15, 0)));
  });
});
