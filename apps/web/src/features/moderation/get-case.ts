import { useQuery } from '@tanstack/react-query';
import { moderationEndpoints } from '@vitrina/contract/endpoints/moderation';
import type { CaseDetail } from '@vitrina/contract/moderation';
import { call } from '@/lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

/** GET /api/moderation/cases/{id}: the copies, the reports, the actions and the person's earlier cases. */
export function getCase(id: number, signal?: AbortSignal): Promise<CaseDetail> {
  return call(moderationEndpoints.case, { params: { id }, signal });
}

export function useCase(id: number) {
  return useQuery({ queryKey: moderationKeys.case(id), queryFn: ({ signal }) => getCase(id, signal) });
}
