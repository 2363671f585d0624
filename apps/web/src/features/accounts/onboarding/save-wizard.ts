import { useMutation } from '@tanstack/react-query';
import type { WizardRequest } from '@vitrina/contract/users';
import type { TokenResponse } from '@vitrina/contract/users';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import { call } from '@/lib/api-client.ts';

/** PUT /users/wizard { biography, shareContats, lang } → { token }; sends one invitation per address. */
export function saveWizard(body: WizardRequest): Promise<TokenResponse> {
  return call(usersEndpoints.wizard, { body });
}

export function useSaveWizard() {
  return useMutation({ mutationFn: saveWizard });
}
