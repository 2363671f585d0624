import { NoConversationChosen } from '@/features/messages/conversations-layout.tsx';

/** /conversaciones/todas: no conversation chosen yet (on a phone, only the list shows). */
export default function AllConversations() {
  return <NoConversationChosen />;
}
