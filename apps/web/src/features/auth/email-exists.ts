import type { ExistsResponse } from '@vitrina/contract/users';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import { call } from '@/lib/api-client.ts';
import { useAction } from '@/lib/use-action.ts';

/** GET /users/email-exists/:email → { exists } (the signup form's check on blur). */
export function checkEmailExists(email: string): Promise<ExistsResponse> {
  return call(usersEndpoints.emailExists, { params: { email } });
}

export function useEmailExists() {
  return useAction(checkEmailExists);
}
