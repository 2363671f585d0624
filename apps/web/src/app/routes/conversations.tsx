import { Outlet, useMatch, useParams } from 'react-router';
import { ConversationsLayout } from '@/features/messages/conversations-layout.tsx';
import { paths } from '@/lib/paths.ts';

/** /conversaciones/todas, /solicitudes and /{profile_url}: the list beside the chosen conversation. */
export default function ConversationsPage() {
  const { profileId } = useParams();
  const onRequests = useMatch(paths.messageRequests) !== null;
  return (
    <ConversationsLayout activeProfileUrl={profileId} {...(onRequests ? { tab: 'requests' as const } : {})}>
      <Outlet />
    </ConversationsLayout>
  );
}
