import type { QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationPage } from '@vitrina/contract/notifications';
import { hasEntry, placeEntry, removeEntry } from './notifications-cache.ts';
import { notificationsKeys, pageOfKey } from './notifications-keys.ts';

/**
 * What the socket's notification events do to the cached answers: the dropdown and the page re-render from
 * the cache, nothing is copied into component state.
 */

function cachedPages(client: QueryClient) {
  return client.getQueriesData<NotificationPage>({ queryKey: notificationsKeys.pages() });
}

/**
 * A `notification` event: a new entry, or a refreshed one (the same id: one more person liked, or the same
 * action again). It goes to the top of the first page at once, leaving whichever page held it; the later
 * pages have shifted, so they are asked again when next shown. The badge follows `notifications-unread`.
 */
export function receiveNotification(client: QueryClient, entry: Notification): void {
  const cached = cachedPages(client);
  const isKnown = cached.some(([, data]) => hasEntry(data, entry.id));
  for (const [key] of cached) {
    if (pageOfKey(key) === 1) continue;
    client.setQueryData<NotificationPage>(key, (data) => removeEntry(data, entry.id, isKnown ? 0 : 1));
  }
  client.setQueryData<NotificationPage>(notificationsKeys.page(1), (data) => placeEntry(data, entry, isKnown));
  void client.invalidateQueries({
    queryKey: notificationsKeys.pages(),
    predicate: (query) => pageOfKey(query.queryKey) !== 1,
    refetchType: 'none',
  });
}

/**
 * A `notification-removed` event (its cause was undone: an unlike, an unfollow, a deleted comment): the entry
 * disappears at once; the pages shown are asked again to fill the gap, the others when next shown.
 */
export function dropNotification(client: QueryClient, id: number): void {
  const cached = cachedPages(client);
  const isKnown = cached.some(([, data]) => hasEntry(data, id));
  if (isKnown) {
    for (const [key] of cached) client.setQueryData<NotificationPage>(key, (data) => removeEntry(data, id, -1));
  }
  void client.invalidateQueries({ queryKey: notificationsKeys.pages() });
}

/** A `notifications-unread` event: the server's count after any change (a read in another tab included). */
export function setUnreadNotifications(client: QueryClient, unread: number): void {
  client.setQueryData<number>(notificationsKeys.unread(), unread);
}
