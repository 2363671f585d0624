import type { Author } from '@vitrina/contract/posts';
import type { Realtime } from '../../realtime/realtime-server.ts';
import { visibleTo } from '../graph/visibility.ts';
import type { createMessageRequestsRepository } from './message-requests.repository.ts';

/**
 * What open pages hear when requests change (after the commit): the requests badge takes the server's count,
 * and an accepted request reaches both people at once, so the sender's "request sent" note and its limit go
 * without a reload.
 */
export function createRequestAnnouncements(
  realtime: Pick<Realtime, 'toUser'>,
  requests: Pick<ReturnType<typeof createMessageRequestsRepository>, 'countRequests'>,
) {
  async function count(userId: number): Promise<void> {
    realtime.toUser(userId, 'message-requests', { count: await requests.countRequests(visibleTo(userId)) });
  }

  return {
    /** The person's requests count moved (a request arrived, was accepted, deleted, or a block hid one). */
    count,

    /** `accepter` accepted the request `requester` sent: each hears of the other, and the accepter's count. */
    async accepted(accepter: Author, requester: Author): Promise<void> {
      realtime.toUser(requester.id, 'message-request-accepted', { person: accepter });
      realtime.toUser(accepter.id, 'message-request-accepted', { person: requester });
      await count(accepter.id);
    },
  };
}
