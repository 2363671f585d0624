import { useMutation } from '@tanstack/react-query';
import type { AgencySetupRequest } from '@vitrina/contract/users';
import type { TokenResponse } from '@vitrina/contract/users';
import { api } from '@/lib/api-client.ts';

/**
 * PUT /users/agency { agency_name, biography, contact_email, web, phone, categoryIds } → { token }.
 * categoryIds replaces the categories the agency scouts.
 */
export function setupAgency(body: AgencySetupRequest): Promise<TokenResponse> {
  return api<TokenResponse>('/users/agency', { method: 'PUT', body });
}

export function useSetupAgency() {
  return useMutation({ mutationFn: setupAgency });
}
