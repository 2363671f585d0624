import { newPasswordProblem, personalPasswordProblem, type FieldProblem } from '@vitrina/contract/account-rules';
import type { ErrorCode } from '@vitrina/contract/error-catalogue';
import { isCommonPassword } from './common-passwords.ts';

/**
 * Every rule a new password must pass wherever one is set (registration, reset, change, a Facebook account's
 * first password): present and 10+ characters, none of the person's own name or address, not one of the
 * most common passwords. The first problem found, or null.
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
    (isCommonPassword(password) ? { field, code: 'contrasena_comun' } : null)
  );
}
