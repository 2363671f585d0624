import type { InsightPeriod } from '@vitrina/contract/insights';

/** Query keys of the insights feature. */
export const insightsKeys = {
  all: ['insights'] as const,
  dashboard: (days: InsightPeriod) => ['insights', 'dashboard', days] as const,
};
