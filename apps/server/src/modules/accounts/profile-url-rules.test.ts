import { describe, expect, it } from 'vitest';
import { baseProfileUrl, profileUrlCandidates } from './profile-url-rules.ts';

describe('first profile URL', () => {
  it('is the name in ASCII, lower case, hyphenated', () => {
    expect(baseProfileUrl('José', 'Núñez Peña')).toBe('jose-nunez-pena');
    expect(baseProfileUrl('  Ana ', "O'Brien")).toBe('ana-o-brien');
  });

  it('never ends empty, reserved or too long', () => {
    expect(baseProfileUrl('李', '王')).toBe('perfil');
    expect(baseProfileUrl('Admin', '')).toBe('admin-1');
    expect(baseProfileUrl('a'.repeat(80), 'b').length).toBeLessThanOrEqual(43);
  });

  it('tries the base first, then suffixed variants', () => {
    expect(profileUrlCandidates('ana', ['1a2b3c'])).toEqual(['ana', 'ana-1a2b3c']);
  });
});
