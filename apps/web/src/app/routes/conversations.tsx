import { Outlet, useParams } from 'react-router';
import { ConversationsLayout } from '@/features/messages/conversations-layout.tsx';

/** /conversaciones/todas and /conversaciones/{profile_url}: the list beside the chosen conversation. */
export default function ConversationsPage() {
  const { profileId } = useParams();
  return (
    <ConversationsLayout activeProfileUrl={profileId}>
      <Outlet />
    </ConversationsLayout>
  );
}
