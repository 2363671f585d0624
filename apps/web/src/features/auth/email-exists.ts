import { useMutation } from '@tanstack/react-query';
import type { ExistsResponse } from '@vitrina/contract/users';
import { api } from '@/lib/api-client.ts';

/** GET /users/email-exists/:email → { exists } (the signup form's check on blur). */
export function checkEmailExists(email: string): Promise<ExistsResponse> {
  return api<ExistsResponse>(`/users/email-exists/${encodeURIComponent(email)}`);
}

export function useEmailExists() {
  return useMutation({ mutationFn: checkEmailExists });
}
