import { describe, expect, it } from 'vitest';
import { deadlineLeft, isClosingSoon } from './deadline.ts';
import { languagesText, payText, placeText, requirementText } from './opportunity-words.ts';

describe('an opportunity in words', () => {
  it('writes the pay in the reader’s language, and nothing when it is hidden', () => {
    expect(payText({ kind: 'paid', min: 1000, max: 25000, currency: 'EUR' }, 'es')).toBe('1000–25.000 EUR');
    expect(payText({ kind: 'paid', min: 1500, max: 1500, currency: 'USD' }, 'en')).toBe('1,500 USD');
    expect(payText({ kind: 'expenses' }, 'en')).toBe('Expenses only');
    expect(payText(null, 'es')).toBeNull();
  });

  it('writes the place: a city and its country, or remote work', () => {
    expect(placeText({ remote: false, country: 'CO', city: 'Bogotá' }, 'es')).toBe('Bogotá, Colombia');
    expect(placeText({ remote: true, country: null, city: '' }, 'en')).toBe('Remote');
    expect(placeText({ remote: true, country: 'MX', city: '' }, 'es')).toBe('Remoto · México');
  });

  it('writes a requirement with its field’s label: any of some values, or a range', () => {
    expect(requirementText({ key: 'languages', values: ['en', 'pt'] }, 'es')).toEqual({
      label: 'Idiomas',
      value: 'Inglés o Portugués',
    });
    expect(requirementText({ key: 'height', min: 170, max: 185 }, 'es')).toEqual({
      label: 'Estatura',
      value: '170–185 cm',
    });
    expect(requirementText({ key: 'height', min: null, max: 180 }, 'en').value).toBe('up to 180 cm');
    expect(languagesText(['es', 'en', 'fr'], 'en')).toBe('Spanish, English or French');
  });

  it('counts a deadline down in whole days, hours or minutes, and knows when it passed', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(deadlineLeft('2026-03-04T13:00:00Z', now)).toEqual({ unit: 'days', count: 3 });
    expect(deadlineLeft('2026-03-01T17:30:00Z', now)).toEqual({ unit: 'hours', count: 5 });
    expect(deadlineLeft('2026-03-01T12:00:20Z', now)).toEqual({ unit: 'minutes', count: 1 });
    expect(deadlineLeft('2026-03-01T11:00:00Z', now)).toEqual({ unit: 'past' });
    expect(isClosingSoon('2026-03-07T12:00:00Z', now, 7)).toBe(true);
    expect(isClosingSoon('2026-03-09T12:00:00Z', now, 7)).toBe(false);
  });
});
