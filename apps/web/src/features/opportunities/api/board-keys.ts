/** Query keys of the board's reads: every one starts with 'opportunities', so one invalidation refreshes them all. */
export const boardKeys = {
  all: ['opportunities'] as const,
  board: (query: string) => ['opportunities', 'board', query] as const,
  one: (id: number) => ['opportunities', 'one', id] as const,
  fitsMe: ['opportunities', 'fits-me'] as const,
};
