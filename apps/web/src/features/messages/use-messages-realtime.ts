import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onReconnect, subscribe } from '@/lib/socket.ts';
import { receiveMessage, recordMessagesRead, recordRequestAccepted, recordRequestsCount } from './message-events.ts';
import { messagesKeys } from './messages-keys.ts';

/**
 * Keeps the messages feature's cache live while a session is shown (app/ calls it once, with the current
 * user's id): `message` events land in the contacts, threads, dropdown and badge, `messages-read` (a read in
 * another tab) lowers the badge, `message-requests` sets the requests badge, `message-request-accepted` opens
 * a conversation that was a request; after a reconnection everything of messaging is asked again, since events
 * may have been missed in the gap.
 */
export function useMessagesRealtime(selfId: number | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (selfId === undefined) return;
    const stops = [
      subscribe('message', (event) => receiveMessage(client, selfId, event)),
      subscribe('messages-read', ({ unread }) => recordMessagesRead(client, unread)),
      subscribe('message-requests', ({ count }) => recordRequestsCount(client, count)),
      subscribe('message-request-accepted', ({ person }) => recordRequestAccepted(client, person)),
      onReconnect(() => void client.invalidateQueries({ queryKey: messagesKeys.all })),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [client, selfId]);
}
