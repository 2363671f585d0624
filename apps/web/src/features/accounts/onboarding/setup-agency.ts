import { useMutation } from '@tanstack/react-query';
import type { AgencySetupRequest } from '@vitrina/contract/users';
import type { TokenResponse } from '@vitrina/contract/users';
import { usersEndpoints } from '@vitrina/contract/endpoints/users';
import { call } from '@/lib/api-client.ts';

/**
 * PUT /users/agency { agency_name, biography, contact_email, web, phone, categoryIds } → { token }.
 * categoryIds replaces the categories the agency scouts.
 */
export function setupAgency(body: AgencySetupRequest): Promise<TokenResponse> {
  return call(usersEndpoints.agency, { body });
}

export function useSetupAgency() {
  return useMutation({ mutationFn: setupAgency });
}
