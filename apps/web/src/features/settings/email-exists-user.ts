import { useMutation } from '@tanstack/react-query';
import type { ExistsResponse } from '@vitrina/contract/users';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import { call } from '@/lib/api-client.ts';

/** GET /users/email-exists-user/:email → { exists }, ignoring the caller's own address (settings check on blur). */
export function checkEmailExistsForUser(email: string): Promise<ExistsResponse> {
  return call(usersEndpoints.emailExistsUser, { params: { email } });
}

export function useEmailExistsForUser() {
  return useMutation({ mutationFn: checkEmailExistsForUser });
}
