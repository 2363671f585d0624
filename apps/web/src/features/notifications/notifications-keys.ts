/** Query keys of the notifications feature: one factory, so no key is written twice. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  /** Every page of my notifications (GET notifications?page=N). */
  pages: () => ['notifications', 'page'] as const,
  /** One page; the header's dropdown shows page 1, the same query as the page's first page. */
  page: (page: number) => ['notifications', 'page', page] as const,
  /** How many of my notifications are unread (the badge; seeded from users/self). */
  unread: () => ['notifications', 'unread'] as const,
};

/** The page number a key of `notificationsKeys.page` names (undefined for any other key). */
export function pageOfKey(key: readonly unknown[]): number | undefined {
  return key[0] === 'notifications' && key[1] === 'page' && typeof key[2] === 'number' ? key[2] : undefined;
}
