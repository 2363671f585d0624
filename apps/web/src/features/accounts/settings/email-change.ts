import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailRequest, EmailChangeState } from '@vitrina/contract/auth';
import { authEndpoints } from '@vitrina/contract/endpoints/auth';
import { call } from '@/lib/api-client.ts';
import { settingsKeys } from './settings-keys.ts';

/** GET /users/email → the account's address and the change waiting for confirmation, if any. */
export function getEmailChange(): Promise<EmailChangeState> {
  return call(authEndpoints.emailState);
}

/**
 * PUT /users/email { email, password } → the pending change: the new address gets a confirmation link,
 * the current one a notice with an undo link. 400 contrasena_actual / mismo_correo, 409 correo_existe.
 */
export function requestEmailChange(body: ChangeEmailRequest): Promise<EmailChangeState> {
  return call(authEndpoints.requestEmailChange, { body });
}

/** DELETE /users/email → no pending change any more (its links stop working). */
export function cancelEmailChange(): Promise<EmailChangeState> {
  return call(authEndpoints.cancelEmailChange);
}

export function useEmailChange() {
  return useQuery({ queryKey: settingsKeys.emailChange(), queryFn: getEmailChange });
}

/** Both mutations answer the new state, which becomes the query's data. */
export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEmailChange,
    onSuccess: (state) => queryClient.setQueryData(settingsKeys.emailChange(), state),
  });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: (state) => queryClient.setQueryData(settingsKeys.emailChange(), state),
  });
}
