import { newPasswordProblem, personalPasswordProblem, type FieldProblem } from '@vitrina/contract/account-rules';
import type { ErrorCode } from '@vitrina/contract/error-catalogue';
import { isCommonPassword } from './common-passwords.ts';

/** The first problem of a new password: 10+ characters, none of the person's own words, not a common one. */
export function newPasswordPolicyProblem(
  password: string,
  person: { nombre: string; apellido: string; email: string },
  field: string,
  emptyCode: ErrorCode = 'contrasena',
): FieldProblem | null {
  return (
    newPasswordProblem(password, field, emptyCode) ??
    personalPasswordProblem(password, person, field) ??
    (isCommonPassword(password) ? { field, code: 'contrasena_comun' } : null)
  );
}
