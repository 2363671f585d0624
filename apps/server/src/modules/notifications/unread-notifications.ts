import type { Db } from '../../db/client.ts';
import { visibleTo } from '../graph/visibility.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

/**
 * My unread notifications for `users/self` (the header's badge), built on its own so app.ts can hand it to
 * the users module, which is built before this one (as messaging's unread-messages.ts is).
 */
export function createUnreadNotifications(db: Db) {
  const repository = createNotificationsRepository(db);
  return { countUnread: (userId: number) => repository.countUnread(visibleTo(userId)) };
}
