import { useMutation } from '@tanstack/react-query';
import type { ExistsResponse } from '@vitrina/contract/users';
import { api } from '@/lib/api-client.ts';

/** GET /users/email-exists-user/:email → { exists }, ignoring the caller's own address (settings check on blur). */
export function checkEmailExistsForUser(email: string): Promise<ExistsResponse> {
  return api<ExistsResponse>(`/users/email-exists-user/${encodeURIComponent(email)}`);
}

export function useEmailExistsForUser() {
  return useMutation({ mutationFn: checkEmailExistsForUser });
}
