import type { Db } from '../../db/client.ts';
import { createMessagingRepository } from './messaging.repository.ts';

/**
 * My unread messages for `users/self` (the header's badge), built on its own so app.ts can hand it to the
 * users module, which is built before this one (as graph's follow-stats.ts is).
 */
export function createUnreadMessages(db: Db) {
  const repository = createMessagingRepository(db);
  return { countUnread: (userId: number) => repository.countUnread(userId) };
}
