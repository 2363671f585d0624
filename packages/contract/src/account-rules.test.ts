import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthdateProblem,
  invitationProblems,
  isCountryCode,
  isEmailAddress,
  isPhone,
  isWebLink,
  newPasswordProblem,
  parseBirthdate,
  personalPasswordProblem,
  registrationProblems,
} from './account-rules.ts';

const today = new Date(Date.UTC(2025, 5, 15));

describe('account rules', () => {
  it('refuses a password holding the first name, a surname or the address’s local part (4+ characters, any case or accent)', () => {
    const person = { nombre: 'Lucía', apellido: 'Hernández Soto', email: 'luhe@example.test' };
    for (const bad of ['LUCÍA-2024-abc', 'soto-es-mi-clave', 'xx-hernández-xx', 'mi-luhe-segura']) {
      expect(personalPasswordProblem(bad, person, 'password'), bad).toEqual({
        field: 'password',
        code: 'contrasena_personal',
      });
    }
    expect(personalPasswordProblem('lucia-sin-acento', person, 'password')?.code).toBe('contrasena_personal');
    expect(personalPasswordProblem('lámpara-de-mimbre', person, 'password')).toBeNull();
    // Parts under 4 characters are too common to refuse.
    expect(
      personalPasswordProblem('ana-pérez-río', { nombre: 'Ana', apellido: 'Río', email: 'a@x.com' }, 'p'),
    ).toBeNull();
  });

  it('accepts standard e-mail addresses and refuses the rest', () => {
    for (const ok of ['ana@example.com', 'a.b-c_d+tag@sub.example.co', 'X@Y.MUSEUM'])
      expect(isEmailAddress(ok), ok).toBe(true);
    for (const bad of [
      '',
      'ana',
      'ana@',
      '@example.com',
      'ana@localhost',
      'ana@ex..com',
      'a b@x.com',
      'ana@-x.com',
      `${'a'.repeat(250)}@x.com`,
    ]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
  });

  it('knows ISO 3166 alpha-2 codes from the maintained list, upper case only', () => {
    expect(isCountryCode('MX')).toBe(true);
    expect(isCountryCode('ES')).toBe(true);
    expect(isCountryCode('mx')).toBe(false);
    expect(isCountryCode('MEX')).toBe(false);
    expect(isCountryCode('ZZ')).toBe(false);
  });

  it('parses real calendar dates only', () => {
    expect(parseBirthdate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseBirthdate('2001-02-29')).toBeNull();
    expect(parseBirthdate('2000-13-01')).toBeNull();
    expect(parseBirthdate('01/02/2000')).toBeNull();
    expect(parseBirthdate('2000-01-02T00:00:00.000Z')).toEqual({ year: 2000, month: 1, day: 2 });
  });

  it('counts completed years', () => {
    expect(ageOn({ year: 2011, month: 6, day: 15 }, today)).toBe(14);
    expect(ageOn({ year: 2011, month: 6, day: 16 }, today)).toBe(13);
  });

  it('needs an age of 14 on the day, a past date and a plausible one', () => {
    expect(birthdateProblem('2011-06-15', today, 'b')).toBeNull();
    expect(birthdateProblem('2011-06-16', today, 'b')?.code).toBe('edad_minima');
    expect(birthdateProblem('2030-01-01', today, 'b')?.code).toBe('fecha_nacimiento');
    expect(birthdateProblem('1850-01-01', today, 'b')?.code).toBe('fecha_nacimiento');
    expect(birthdateProblem('', today, 'b')?.code).toBe('fecha_nacimiento');
  });

  it('needs passwords of at least 10 characters (counted as characters, not bytes)', () => {
    expect(newPasswordProblem('', 'p')?.code).toBe('contrasena');
    expect(newPasswordProblem('', 'p', 'debes_introducir_contrasenas')?.code).toBe('debes_introducir_contrasenas');
    expect(newPasswordProblem('123456789', 'p')?.code).toBe('tu_contrasena_debe_ser_mas_larga');
    expect(newPasswordProblem('ñññññññññ', 'p')?.code).toBe('tu_contrasena_debe_ser_mas_larga');
    expect(newPasswordProblem('1234567890', 'p')).toBeNull();
  });

  it('allows only http(s) links and plausible phones', () => {
    expect(isWebLink('')).toBe(true);
    expect(isWebLink('https://instagram.com/ana')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'ftp://x.com',
      'instagram.com/ana',
      'https://user:pw@x.com',
      'https://x .com',
    ]) {
      expect(isWebLink(bad), bad).toBe(false);
    }
    expect(isPhone('+52 (33) 1234-5678')).toBe(true);
    expect(isPhone('')).toBe(true);
    expect(isPhone('12')).toBe(false);
    expect(isPhone('call me')).toBe(false);
  });

  it('reports one problem per failed registration rule, in the form’s order', () => {
    const problems = registrationProblems(
      { nombre: 'A', apellido: '', email: '', password: 'x', birthdate: '', ciudad: '', country: 'MX', terms: false },
      today,
    );
    expect(problems.map((p) => p.code)).toEqual([
      'nombre_y_apellido',
      'correo_electronico',
      'tu_contrasena_debe_ser_mas_larga',
      'fecha_nacimiento',
      'ciudad',
      'terminos',
    ]);
  });

  it('allows empty invitation boxes but not bad addresses', () => {
    expect(invitationProblems(['', 'a@b.co', ' '])).toEqual([]);
    expect(invitationProblems(['a@b.co', 'nope'])).toEqual([{ field: 'shareContats.1', code: 'verifica_correos' }]);
  });
});
