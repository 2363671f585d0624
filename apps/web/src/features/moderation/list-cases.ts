import { useQuery } from '@tanstack/react-query';
import { moderationEndpoints } from '@vitrina/contract/endpoints/moderation';
import type { CaseList } from '@vitrina/contract/moderation';
import { call } from '@/lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

/** GET /api/moderation/cases?status= → { rows, count }: reported people, grouped (moderators only). */
export function listCases(status: 'open' | 'closed', signal?: AbortSignal): Promise<CaseList> {
  return call(moderationEndpoints.cases, { query: { status }, signal });
}

export function useCases(status: 'open' | 'closed') {
  return useQuery({ queryKey: moderationKeys.cases(status), queryFn: ({ signal }) => listCases(status, signal) });
}
