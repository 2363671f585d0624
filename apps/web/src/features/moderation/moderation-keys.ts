/** Query keys of the moderation feature. */
export const moderationKeys = {
  all: ['moderation'] as const,
  cases: (status: 'open' | 'closed') => ['moderation', 'cases', status] as const,
  log: () => ['moderation', 'log'] as const,
};
