import { newPasswordProblem, personalPasswordProblem, type FieldProblem } from '@vitrina/contract/account-rules';
import type { ErrorCode } from '@vitrina/contract/error-catalogue';
import { predictablePasswordProblem } from '@vitrina/contract/password-rules';
import { isCommonPassword } from './common-passwords.ts';

/**
 * The first problem of a new password: 10+ characters, none of the person's own words, neither repeated nor a
 * sequence nor the product's name (the contract's rule, which the web shares), not a common one.
 */
export function newPasswordPolicyProblem(
  password: string,
  person: { nombre: string; apellido: string; email: string },
  field: string,
  emptyCode: ErrorCode = 'contrasena',
): FieldProblem | null {
  return (
    newPasswordProblem(password, field, emptyCode) ??
    personalPasswordProblem(password, person, field) ??
    predictablePasswordProblem(password, field) ??
    (isCommonPassword(password) ? { field, code: 'contrasena_comun' } : null)
  );
}
