import type { Lang } from '@vitrina/contract/constants';
import type { TokenResponse } from '@vitrina/contract/users';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import { call } from '@/lib/api-client.ts';
import { useAction } from '@/lib/use-action.ts';

/** PUT /users/language { langCode } → { token }; the next login switches the interface to it. */
export function updateLanguage(langCode: Lang): Promise<TokenResponse> {
  return call(usersEndpoints.language, { body: { langCode } });
}

export function useUpdateLanguage() {
  return useAction(updateLanguage);
}
