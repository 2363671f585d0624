import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onReconnect, subscribe } from '@/lib/socket.ts';
import { dropNotification, receiveNotification, setUnreadNotifications } from './notification-events.ts';
import { notificationsKeys } from './notifications-keys.ts';

/**
 * Keeps the notifications feature's cache live while a session is shown (app/ calls it once): new and
 * refreshed entries, removed ones and the unread count land in the dropdown, the page and the badge; after a
 * reconnection everything of notifications is asked again, since events may have been missed in the gap.
 */
export function useNotificationsRealtime(isActive: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!isActive) return;
    const stops = [
      subscribe('notification', (entry) => receiveNotification(client, entry)),
      subscribe('notification-removed', ({ id }) => dropNotification(client, id)),
      subscribe('notifications-unread', ({ unread }) => setUnreadNotifications(client, unread)),
      onReconnect(() => void client.invalidateQueries({ queryKey: notificationsKeys.all })),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [client, isActive]);
}
