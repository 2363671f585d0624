import type { QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationPage } from '@vitrina/contract/notifications';
import { hasEntry, placeEntry, removeEntry } from './notifications-cache.ts';
import { notificationsKeys, pageOfKey } from './notifications-keys.ts';

// Socket notification events land in the cache; the dropdown and the page re-render from it.

function cachedPages(client: QueryClient) {
  return client.getQueriesData<NotificationPage>({ queryKey: notificationsKeys.pages() });
}

/** A new or refreshed entry goes to the top at once; later pages are asked again when shown. */
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

/** Its cause was undone: the entry disappears; the pages shown are asked again to fill the gap. */
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
