import { useQuery } from '@tanstack/react-query';
import { moderationEndpoints } from '@vitrina/contract/endpoints/moderation';
import type { ReportCategory } from '@vitrina/contract/moderation-limits';
import type { CaseList } from '@vitrina/contract/moderation';
import { call } from '@/lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';

/** GET /api/moderation/cases?status=&category= → { rows, count }: cases by severity (moderators only). */
export function listCases(
  status: 'open' | 'closed',
  category: ReportCategory | null,
  signal?: AbortSignal,
): Promise<CaseList> {
  return call(moderationEndpoints.cases, { query: category ? { status, category } : { status }, signal });
}

export function useCases(status: 'open' | 'closed', category: ReportCategory | null) {
  return useQuery({
    queryKey: moderationKeys.cases(status, category),
    queryFn: ({ signal }) => listCases(status, category, signal),
  });
}
