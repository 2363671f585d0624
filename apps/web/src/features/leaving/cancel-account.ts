import { useMutation } from '@tanstack/react-query';
import type { CancelAccountRequest, CancelAccountResponse } from '@vitrina/contract/account';
import { leavingEndpoints } from '@vitrina/contract/endpoints/leaving';
import { call } from '@/lib/api-client.ts';

/**
 * POST /users/cancel { password } → { deletionDate }: the account is hidden from everyone and every session
 * of it ends at once (this tab's token included). Errors: `validation` on `password` (`contrasena` empty,
 * `contrasena_actual` wrong), `password_required` (no password yet), 429.
 */
export function cancelAccount(body: CancelAccountRequest): Promise<CancelAccountResponse> {
  return call(leavingEndpoints.cancel, { body });
}

export function useCancelAccount() {
  return useMutation({ mutationFn: cancelAccount });
}
