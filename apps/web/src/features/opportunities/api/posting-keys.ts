import type { OpportunityState } from '@vitrina/contract/opportunity-limits';

/** Query keys of the agency's side: every one starts with 'opportunities', so one invalidation refreshes the board too. */
export const postingKeys = {
  all: ['opportunities'] as const,
  mine: (state: OpportunityState | null, page: number) => ['opportunities', 'mine', state, page] as const,
  one: (id: number) => ['opportunities', 'one', id] as const,
};
