import { describe, expect, it } from 'vitest';
import { passwordChangeProblems } from './password-rules.ts';

const codes = (input: Parameters<typeof passwordChangeProblems>[0]) =>
  passwordChangeProblems(input).map((problem) => `${problem.field}:${problem.code}`);

describe('passwordChangeProblems', () => {
  it('asks for both fields (and the current one when needed)', () => {
    expect(codes({ currentPassword: '', newPassword: '', confirmPassword: '', needsCurrent: true })).toEqual([
      'currentPassword:debes_introducir_contrasenas',
      'newPassword:debes_introducir_contrasenas',
      'confirmPassword:debes_introducir_contrasenas',
    ]);
    expect(
      codes({ currentPassword: '', newPassword: 'abcdefghijk', confirmPassword: '', needsCurrent: false }),
    ).toEqual(['confirmPassword:debes_introducir_contrasenas']);
  });

  it('needs at least 10 characters, counted as characters', () => {
    expect(
      codes({ currentPassword: 'x', newPassword: '123456789', confirmPassword: '123456789', needsCurrent: true }),
    ).toEqual(['newPassword:tu_contrasena_debe_ser_mas_larga']);
    expect(
      codes({ currentPassword: 'x', newPassword: '1234567890', confirmPassword: '1234567890', needsCurrent: true }),
    ).toEqual([]);
    expect(
      codes({ currentPassword: '', newPassword: 'ñandú😀ñandú', confirmPassword: 'ñandú😀ñandú', needsCurrent: false }),
    ).toEqual([]);
  });

  it('needs both to match', () => {
    expect(
      codes({ currentPassword: 'x', newPassword: '1234567890', confirmPassword: '1234567891', needsCurrent: true }),
    ).toEqual(['confirmPassword:las_contrasenas_no_coinciden']);
  });

  it('does not ask for the current password in a recovery session', () => {
    expect(
      codes({ currentPassword: '', newPassword: '1234567890', confirmPassword: '1234567890', needsCurrent: false }),
    ).toEqual([]);
  });
});
