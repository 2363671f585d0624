import type { ReportCategory } from '@vitrina/contract/moderation-limits';

/** Query keys of the moderation feature. */
export const moderationKeys = {
  all: ['moderation'] as const,
  cases: (status: 'open' | 'closed', category: ReportCategory | null) =>
    ['moderation', 'cases', status, category ?? 'all'] as const,
  case: (id: number) => ['moderation', 'case', id] as const,
  log: () => ['moderation', 'log'] as const,
  notices: ['notices'] as const,
};
