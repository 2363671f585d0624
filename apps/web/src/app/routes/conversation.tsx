import { useParams } from 'react-router';
import { ConversationThread } from '@/features/messages/conversation-thread.tsx';

/** /conversaciones/{profile_url}: one conversation, keyed so each person's starts afresh. */
export default function ConversationRoute() {
  const { profileId = '' } = useParams();
  return <ConversationThread key={profileId} profileUrl={profileId} />;
}
