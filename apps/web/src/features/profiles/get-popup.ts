import { useQuery } from '@tanstack/react-query';
import type { PopupResponse } from '@vitrina/contract/graph';
import type { AccountType } from '@vitrina/contract/users';
import { profilesEndpoints } from '@vitrina/contract/endpoints/profiles';
import { call } from '@/lib/api-client.ts';
import { graphKeys } from './graph-keys.ts';

/** GET /api/users/{id}/{type} → the agency pop-up's card. */
export function getPopup(id: number, type: AccountType, signal?: AbortSignal): Promise<PopupResponse> {
  return call(profilesEndpoints.popup, { params: { id, type }, signal });
}

export function usePopup(id: number, type: AccountType, enabled: boolean) {
  return useQuery({
    queryKey: graphKeys.popup(id),
    queryFn: ({ signal }) => getPopup(id, type, signal),
    enabled,
  });
}
