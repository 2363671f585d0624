import type { FastifyPluginAsync } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { latePort } from '../../platform/late-port.ts';
import type { Platform } from '../../platform/platform.ts';
import type { Realtime } from '../../realtime/realtime-server.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { createFirstContacts } from './first-contacts.ts';
import { messageNotificationsRoutes } from './message-notifications.routes.ts';
import { messagingRoutes } from './messages.routes.ts';
import { createMessagesService } from './messages.service.ts';
import { createConversationsService } from './conversations.service.ts';
import { createMessageEntriesService } from './message-entries.service.ts';
import { createMessageRequestsService } from './message-requests.service.ts';
import { createModeratedMessages } from './moderated-messages.ts';
import { registerMessagesSocket } from './messages.socket.ts';
import { createMessagesPersonalData } from './personal-data.ts';

export interface MessagesModuleDeps {
  platform: Platform;
  /** The profiles module's directory: people's cards and profile addresses. */
  profiles: { directory: Pick<UserDirectory, 'listAuthors' | 'findCorrespondent'> };
  realtime: Pick<Realtime, 'handle' | 'toUser'>;
}

/** The messages module: conversations over HTTP and the socket; people via profiles, blocks via the visibility rule. */
export function createMessagesModule({ platform, profiles, realtime }: MessagesModuleDeps) {
  const { db, transactions, limiter, events } = platform;
  const { directory } = profiles;
  // The opportunities module (built later) answers whether a talent applied to an agency (app.ts plugs it).
  const applicants = latePort<{ hasAppliedTo: (talent: SQL, agency: SQL) => SQL }>('messages applicants');
  const appliedTo = (talent: SQL, agency: SQL) => applicants.get().hasAppliedTo(talent, agency);
  const mail = latePort<{ queueFor: (receiver: SQL) => SQL }>('messages mail while away');
  const queueMail = (receiver: SQL) => mail.get().queueFor(receiver);
  const service = createMessagesService({ db, transactions, directory, realtime, appliedTo, queueMail });
  const conversations = createConversationsService({ db, directory });
  const requests = createMessageRequestsService({ db, transactions, directory, realtime });
  const entries = createMessageEntriesService({ db, directory });
  // A block hides a waiting request: the requests badge of both people follows.
  events.subscribe('user.blocked', ({ blockerId, blockedId }) => requests.blocked(blockerId, blockedId));
  registerMessagesSocket(realtime, { messaging: service, limiter });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(messagingRoutes, { messaging: service, conversations, requests, limiter });
    await api.register(messageNotificationsRoutes, { entries });
  };
  return {
    service,
    /** The notifications module's reads: entries, unread counts, the e-mail while away. */
    entries,
    routes,
    // Its share of users/self: the header's badge of unread messages and the requests tab's count.
    self: {
      unreadedMessagesCount: (userId: number) => entries.countUnread(userId),
      messageRequestsCount: (userId: number) => requests.countRequests(userId),
    },
    personalData: createMessagesPersonalData(db),
    /** The moderation module's reads and removals. */
    moderated: createModeratedMessages(db),
    /** The guardians module's weekly summary: agencies' first messages to a minor. */
    firstContacts: createFirstContacts(db),
    /** An applicant's first message from the agency skips requests: the opportunities module answers. */
    plugApplicants: applicants.plug,
    plugMailWhileAway: mail.plug,
  };
}

export type MessagesModule = ReturnType<typeof createMessagesModule>;
