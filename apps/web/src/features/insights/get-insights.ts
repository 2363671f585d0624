import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { insightsEndpoints } from '@vitrina/contract/endpoints/insights';
import type { InsightPeriod, Insights } from '@vitrina/contract/insights';
import { call } from '@/lib/api-client.ts';
import { insightsKeys } from './insights-keys.ts';

/** GET /api/insights?days= → my figures for the last 7, 30 or 90 days. */
export function getInsights(days: InsightPeriod, signal?: AbortSignal): Promise<Insights> {
  return call(insightsEndpoints.dashboard, { query: { days }, signal });
}

/** Switching the period keeps the last figures on screen (marked busy) until the new ones arrive. */
export function useInsights(days: InsightPeriod) {
  return useQuery({
    queryKey: insightsKeys.dashboard(days),
    queryFn: ({ signal }) => getInsights(days, signal),
    placeholderData: keepPreviousData,
  });
}
