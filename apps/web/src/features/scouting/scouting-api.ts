import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { scoutingEndpoints } from '@vitrina/contract/endpoints/scouting';
import type { UpdateAttributesRequest, UpdateAvailabilityRequest } from '@vitrina/contract/scouting';
import type { AvailabilityKind } from '@vitrina/contract/scouting-fields';
import { call } from '@/lib/api-client.ts';

export const scoutingKeys = {
  fields: ['scouting', 'fields'] as const,
  mine: ['scouting', 'mine'] as const,
  talent: (profileUrl: string) => ['scouting', 'talent', profileUrl] as const,
  search: (query: string) => ['scouting', 'search', query] as const,
};

/** GET /api/scouting/fields: the attribute table (it changes with a release only). */
export function useFieldTable() {
  return useQuery({
    queryKey: scoutingKeys.fields,
    queryFn: ({ signal }) => call(scoutingEndpoints.fields, { signal }),
    staleTime: Infinity,
  });
}

/** GET /api/users/me/attributes */
export function useMyAttributes(enabled = true) {
  return useQuery({
    enabled,
    queryKey: scoutingKeys.mine,
    queryFn: ({ signal }) => call(scoutingEndpoints.mine, { signal }),
  });
}

function useSheetMutation<T>(send: (input: T) => ReturnType<typeof call<typeof scoutingEndpoints.mine>>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (sheet) => client.setQueryData(scoutingKeys.mine, sheet),
  });
}

export const useSaveAttributes = () =>
  useSheetMutation((body: UpdateAttributesRequest) => call(scoutingEndpoints.update, { body }));
export const useSaveAvailability = () =>
  useSheetMutation((body: UpdateAvailabilityRequest) => call(scoutingEndpoints.availability, { body }));
export const useRenewAvailability = () =>
  useSheetMutation((kind: AvailabilityKind) => call(scoutingEndpoints.renew, { params: { kind } }));

/** GET /api/users/{profile_url}/attributes: a talent's sheet as I may see it. */
export function useTalentAttributes(profileUrl: string) {
  return useQuery({
    queryKey: scoutingKeys.talent(profileUrl),
    queryFn: ({ signal }) => call(scoutingEndpoints.talent, { params: { profile_url: profileUrl }, signal }),
  });
}

/** GET /api/scouting/search with the page's address query as it is (every filter lives in the address). */
export function useScoutingSearch(search: URLSearchParams) {
  const query = Object.fromEntries(search.entries());
  return useQuery({
    queryKey: scoutingKeys.search(search.toString()),
    queryFn: ({ signal }) => call(scoutingEndpoints.search, { query: query as never, signal }),
    placeholderData: keepPreviousData,
  });
}
