import { describe, expect, it } from 'vitest';
import { countryName } from './country-names.ts';

describe('countryName', () => {
  it('names a country in each language, whatever the code’s case', () => {
    expect(countryName('MX', 'es')).toBe('México');
    expect(countryName('mx', 'en')).toBe('Mexico');
  });

  it('gives the code back for an unknown or malformed one, or nothing when asked', () => {
    expect(countryName('XY', 'es')).toBe('XY');
    expect(countryName('not a code', 'en')).toBe('not a code');
    expect(countryName('XY', 'es', 'none')).toBe('');
    expect(countryName('', 'en', 'none')).toBe('');
  });
});
