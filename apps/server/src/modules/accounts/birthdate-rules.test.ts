import { describe, expect, it } from 'vitest';
import { birthdateChange } from './birthdate-rules.ts';

const today = new Date('2026-06-01T12:00:00Z');

describe('a birth date changed on the settings form', () => {
  it('stays fixed for a minor, even to make her younger or older', () => {
    expect(birthdateChange('2011-03-04', '2011-03-04', today)).toBe('unchanged');
    expect(birthdateChange('2011-03-04', '2000-03-04', today)).toBe('refused');
    expect(birthdateChange('2011-03-04', '2012-03-04', today)).toBe('refused');
  });

  it('lets an adult or an unknown date become a minor’s only as a minor without consent', () => {
    expect(birthdateChange('1990-01-01', '2011-01-01', today)).toBe('becomes_minor');
    expect(birthdateChange(null, '2011-01-01', today)).toBe('becomes_minor');
    expect(birthdateChange('1990-01-01', '1991-01-01', today)).toBe('allowed');
    // Turning 18 today is an adult's date.
    expect(birthdateChange('1990-01-01', '2008-06-01', today)).toBe('allowed');
  });
});
