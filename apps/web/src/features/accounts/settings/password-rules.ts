import { MIN_PASSWORD_LENGTH } from '@vitrina/contract/constants';

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  /** False in a recovery session (and for accounts without a password yet). */
  needsCurrent: boolean;
}

export interface PasswordProblem {
  field: 'currentPassword' | 'newPassword' | 'confirmPassword';
  code: 'debes_introducir_contrasenas' | 'tu_contrasena_debe_ser_mas_larga' | 'las_contrasenas_no_coinciden';
}

/**
 * The password-change rules of spec §5, in order: both fields (and the current one, when asked)
 * required, the new one at least 10 characters, both the same.
 */
export function passwordChangeProblems(input: PasswordChangeInput): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (!input.newPassword || !input.confirmPassword || (input.needsCurrent && !input.currentPassword)) {
    if (input.needsCurrent && !input.currentPassword)
      problems.push({ field: 'currentPassword', code: 'debes_introducir_contrasenas' });
    if (!input.newPassword) problems.push({ field: 'newPassword', code: 'debes_introducir_contrasenas' });
    if (!input.confirmPassword) problems.push({ field: 'confirmPassword', code: 'debes_introducir_contrasenas' });
    return problems;
  }
  if ([...input.newPassword].length < MIN_PASSWORD_LENGTH)
    problems.push({ field: 'newPassword', code: 'tu_contrasena_debe_ser_mas_larga' });
  if (input.newPassword !== input.confirmPassword)
    problems.push({ field: 'confirmPassword', code: 'las_contrasenas_no_coinciden' });
  return problems;
}
