/** Query keys of applying: every one starts with 'applying', so one invalidation refreshes them all. */
export const applyingKeys = {
  all: ['applying'] as const,
  opportunity: (id: number) => ['applying', 'opportunity', id] as const,
  application: (id: number, roleId: number) => ['applying', 'application', id, roleId] as const,
  mine: (page: number) => ['applying', 'mine', page] as const,
  myMedia: (kind: 'PHOTO' | 'FILE' | 'VIDEO') => ['applying', 'my-media', kind] as const,
};
