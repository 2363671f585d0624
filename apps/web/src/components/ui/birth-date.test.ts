import { describe, expect, it } from 'vitest';
import {
  birthYears,
  changeDatePart,
  datePartOrder,
  daysInMonth,
  EMPTY_PARTS,
  joinDateParts,
  monthNames,
  splitDateValue,
} from './birth-date.ts';

describe('birth date parts', () => {
  it('join into YYYY-MM-DD only once day, month and year are all chosen', () => {
    expect(joinDateParts({ day: '5', month: '9', year: '1996' })).toBe('1996-09-05');
    expect(joinDateParts({ day: '31', month: '12', year: '2001' })).toBe('2001-12-31');
    expect(joinDateParts({ day: '5', month: '9', year: '' })).toBe('');
    expect(joinDateParts({ day: '', month: '9', year: '1996' })).toBe('');
    expect(joinDateParts(EMPTY_PARTS)).toBe('');
  });

  it('split a stored value back into the choices, ignoring a time part, and nothing else', () => {
    expect(splitDateValue('1990-01-05')).toEqual({ day: '5', month: '1', year: '1990' });
    expect(splitDateValue('1990-11-25T00:00:00.000Z')).toEqual({ day: '25', month: '11', year: '1990' });
    expect(splitDateValue('')).toEqual(EMPTY_PARTS);
    expect(splitDateValue('05/01/1990')).toEqual(EMPTY_PARTS);
  });

  it('count the days of February by the year: 29 in a leap year, 28 otherwise, 29 while the year is unknown', () => {
    expect(daysInMonth('2', '2024')).toBe(29);
    expect(daysInMonth('2', '2000')).toBe(29);
    expect(daysInMonth('2', '2023')).toBe(28);
    expect(daysInMonth('2', '1900')).toBe(28);
    expect(daysInMonth('2', '')).toBe(29);
    expect(daysInMonth('4', '2023')).toBe(30);
    expect(daysInMonth('12', '2023')).toBe(31);
    expect(daysInMonth('', '2023')).toBe(31);
  });

  it('move a day the new month or year does not have to that month’s last day', () => {
    const the31st = { day: '31', month: '', year: '' };
    const february = changeDatePart(the31st, 'month', '2');
    expect(february).toEqual({ day: '29', month: '2', year: '' });
    expect(changeDatePart(february, 'year', '2023')).toEqual({ day: '28', month: '2', year: '2023' });
    expect(changeDatePart(february, 'year', '2024')).toEqual({ day: '29', month: '2', year: '2024' });
    const leapDay = { day: '29', month: '2', year: '2024' };
    expect(changeDatePart(leapDay, 'year', '2023').day).toBe('28');
    expect(changeDatePart({ day: '31', month: '1', year: '2023' }, 'month', '4').day).toBe('30');
    // A day that exists is kept, and clearing the month allows every day again.
    expect(changeDatePart({ day: '15', month: '1', year: '2023' }, 'month', '2').day).toBe('15');
    expect(changeDatePart({ day: '28', month: '2', year: '2023' }, 'month', '')).toEqual({
      day: '28',
      month: '',
      year: '2023',
    });
  });

  it('offer the years from 14 to 100 years ago, newest first, plus a stored year outside them', () => {
    const years = birthYears(2025);
    expect(years[0]).toBe(2011);
    expect(years.at(-1)).toBe(1925);
    expect(years).toHaveLength(87);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    expect(birthYears(2025, '1910').at(-1)).toBe(1910);
    expect(birthYears(2025, '1990')).toEqual(years);
    expect(birthYears(2025, '')).toEqual(years);
  });

  it('name the months in the interface language', () => {
    expect(monthNames('es')).toEqual([
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ]);
    expect(monthNames('en')[0]).toBe('January');
    expect(monthNames('en')[11]).toBe('December');
  });

  it('put the day first in Spanish and the month first in English', () => {
    expect(datePartOrder('es')).toEqual(['day', 'month', 'year']);
    expect(datePartOrder('en')).toEqual(['month', 'day', 'year']);
  });
});
