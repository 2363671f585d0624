import type { RecoverPasswordRequest } from '@vitrina/contract/auth';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { call } from '@/lib/api-client.ts';
import { useAction } from '@/lib/use-action.ts';

/** POST /users/recover/password { email, lang } → { sent: true }; 400 `user` for an unknown or unconfirmed address. */
export function recoverPassword(body: RecoverPasswordRequest): Promise<{ sent: true }> {
  return call(authEndpoints.recoverPassword, { body });
}

export function useRecoverPassword() {
  return useAction(recoverPassword);
}
