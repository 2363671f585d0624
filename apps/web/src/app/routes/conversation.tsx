import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ConversationThread } from '@/features/messages/conversation-thread.tsx';
import { messagesKeys } from '@/features/messages/messages-keys.ts';
import { RequestSafetyActions } from '@/features/profiles/request-safety-actions.tsx';
import { paths } from '@/lib/paths.ts';

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
          onBlocked={() => {
            void client.invalidateQueries({ queryKey: messagesKeys.all });
            void navigate(paths.messageRequests);
          }}
        />
      )}
    />
  );
}
