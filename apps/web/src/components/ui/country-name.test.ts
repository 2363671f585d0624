import { describe, expect, it } from 'vitest';
import { countryName } from './country-name.ts';

describe('countryName', () => {
  it('names the common countries as Intl.DisplayNames does, in both languages', () => {
    const codes = 'ES MX AR CO CL PE VE EC UY CR DO GT BO PY PA HN SV NI CU PR GQ US CA GB IE AU BR PT FR IT DE';
    for (const lang of ['es', 'en']) {
      const intl = new Intl.DisplayNames([lang], { type: 'region' });
      for (const code of codes.split(' ')) expect(countryName(code, lang)).toBe(intl.of(code));
    }
  });

  it('asks Intl for the others, and keeps a code it cannot name', () => {
    expect(countryName('jp', 'es')).toBe('Japón');
    expect(countryName('JP', 'en')).toBe('Japan');
    expect(countryName('mx', 'en-GB')).toBe('Mexico');
    expect(countryName('XX', 'es')).toBe('XX');
  });
});
