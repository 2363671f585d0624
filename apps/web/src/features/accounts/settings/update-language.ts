import { useMutation } from '@tanstack/react-query';
import type { Lang } from '@vitrina/contract/constants';
import type { TokenResponse } from '@vitrina/contract/users';
import { api } from '@/lib/api-client.ts';

/** PUT /users/language { langCode } → { token }; the next login switches the interface to it. */
export function updateLanguage(langCode: Lang): Promise<TokenResponse> {
  return api<TokenResponse>('/users/language', { method: 'PUT', body: { langCode } });
}

export function useUpdateLanguage() {
  return useMutation({ mutationFn: updateLanguage });
}
