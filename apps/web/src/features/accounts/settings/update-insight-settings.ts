import { useMutation } from '@tanstack/react-query';
import { insightsEndpoints } from '@vitrina/contract/endpoints/insights';
import type { InsightSettings } from '@vitrina/contract/insights';
import { call } from '@/lib/api-client.ts';

/** POST /users/insights-settings { browse_privately?, weekly_digest? } → both as they now are. */
export function updateInsightSettings(change: Partial<InsightSettings>): Promise<InsightSettings> {
  return call(insightsEndpoints.settings, { body: change });
}

export function useUpdateInsightSettings() {
  return useMutation({ mutationFn: updateInsightSettings });
}
