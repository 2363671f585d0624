import { describe, expect, it } from 'vitest';
import { cleanProfileUrl, profileUrlProblem } from './profile-url-rules.ts';

describe('profile URL rules', () => {
  it('cleans profile URLs like the form and refuses empty, long and reserved ones', () => {
    expect(cleanProfileUrl(' Ana López-2_x! ')).toBe('AnaLpez-2_x');
    expect(profileUrlProblem('')?.code).toBe('no_puede_estar_vacio_url');
    expect(profileUrlProblem('a'.repeat(51))?.code).toBe('too_long');
    expect(profileUrlProblem('Noticias')?.code).toBe('el_perfil_existe');
    expect(profileUrlProblem('todas')?.code).toBe('el_perfil_existe');
    expect(profileUrlProblem('ana-lopez')).toBeNull();
  });
});
