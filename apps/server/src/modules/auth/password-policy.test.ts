import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import { newPasswordPolicyProblem } from './password-policy.ts';

const person = { nombre: 'Lucía', apellido: 'Hernández', email: 'lucia.h@example.test' };

describe('new password policy', () => {
  it('knows the most common passwords in any case, and not a rarer one', () => {
    for (const common of ['1234567890', 'password123', 'PASSWORD123', 'qwertyuiop']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    expect(isCommonPassword('una-clave-larga-de-verdad')).toBe(false);
  });

  it('gives one problem, in order: length, the person’s own words, a predictable one, a common password', () => {
    expect(newPasswordPolicyProblem('', person, 'password')?.code).toBe('contrasena');
    expect(newPasswordPolicyProblem('corta', person, 'password')?.code).toBe('tu_contrasena_debe_ser_mas_larga');
    expect(newPasswordPolicyProblem('hernandez-2024', person, 'password')?.code).toBe('contrasena_personal');
    expect(newPasswordPolicyProblem('Hernández-2024', person, 'password')?.code).toBe('contrasena_personal');
    expect(newPasswordPolicyProblem('1234567890', person, 'password')?.code).toBe('contrasena_predecible');
    expect(newPasswordPolicyProblem('password123', person, 'password')?.code).toBe('contrasena_comun');
    expect(newPasswordPolicyProblem('lámpara-de-mimbre-azul', person, 'password')).toBeNull();
  });
});
