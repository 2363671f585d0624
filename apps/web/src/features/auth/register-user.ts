import type { RegisterRequest, RegisterResponse } from '@vitrina/contract/auth';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { call } from '@/lib/api-client.ts';
import { useAction } from '@/lib/use-action.ts';

/** POST /users → { id } of the new, unconfirmed account (no token); 400 with one entry per rule, 409 correo_existe. */
export function registerUser(body: RegisterRequest): Promise<RegisterResponse> {
  return call(authEndpoints.register, { body });
}

export function useRegisterUser() {
  return useAction(registerUser);
}
