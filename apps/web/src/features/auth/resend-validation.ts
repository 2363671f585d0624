import type { ResendValidationRequest } from '@vitrina/contract/auth';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { call } from '@/lib/api-client.ts';
import { useAction } from '@/lib/use-action.ts';

/** POST /users/resend-validation { id, lang } → 204 whatever happens (the spec: fails silently). */
export function resendValidation(body: ResendValidationRequest): Promise<void> {
  return call(authEndpoints.resendValidation, { body });
}

export function useResendValidation() {
  return useAction(resendValidation);
}
