import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ThreadPage } from '@vitrina/contract/messages';
import { useNavigate, useParams } from 'react-router';
import { ConversationThread } from '@/features/messages/conversation-thread.tsx';
import { messagesKeys } from '@/features/messages/messages-keys.ts';
import { RequestSafetyActions } from '@/features/profiles/request-safety-actions.tsx';
import { paths } from '@/lib/paths.ts';

/** The other person's latest messages in the thread as loaded, newest first: a report's possible evidence. */
function theirMessages(client: QueryClient, profileUrl: string, senderId: number) {
  const pages = client.getQueryData<InfiniteData<ThreadPage>>(messagesKeys.thread(profileUrl))?.pages ?? [];
  return pages
    .flatMap((page) => page.rows)
    .filter((row) => row.sender.id === senderId)
    .sort((a, b) => b.id - a.id)
    .slice(0, 10)
    .map((row) => ({ kind: 'message' as const, id: row.id, text: row.message }));
}

/** /conversaciones/{profile_url}: one conversation, keyed so each person's starts afresh. */
export default function ConversationRoute() {
  const { profileId = '' } = useParams();
  const client = useQueryClient();
  const navigate = useNavigate();
  return (
    <ConversationThread
      key={profileId}
      profileUrl={profileId}
      safetyActions={(contact) => (
        <RequestSafetyActions
          userId={contact.id}
          name={contact.fullname}
          candidates={() => theirMessages(client, profileId, contact.id)}
          onBlocked={() => {
            void client.invalidateQueries({ queryKey: messagesKeys.all });
            void navigate(paths.messageRequests);
          }}
        />
      )}
    />
  );
}
