import { NotificationsPage } from '@/features/notifications/notifications-page.tsx';
import { useSelf } from '@/lib/session-context.ts';
import { usePageParam } from './use-page-param.ts';

/** /notificaciones?page=N: my notifications (the old /notificationes leads here). */
export default function NotificationsRoute() {
  const self = useSelf();
  return <NotificationsPage initialUnread={self?.user.unreadedNotificationsCount ?? 0} {...usePageParam()} />;
}
