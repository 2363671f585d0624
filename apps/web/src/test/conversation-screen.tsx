import { screen } from '@testing-library/react';
import { ConversationThread } from '@/features/messages/conversation-thread.tsx';
import { useMessagesRealtime } from '@/features/messages/use-messages-realtime.ts';
import { me } from './message-fixture.ts';

/** The thread with Luis as the app shows it: with the live connection's handlers of the layout. */
export function ConversationScreen({ profileUrl = 'luis' }: { profileUrl?: string }) {
  useMessagesRealtime(me.id);
  return <ConversationThread profileUrl={profileUrl} />;
}

export const threadLog = () => screen.getByRole('log', { name: 'Mensajes con Luis Gómez' });
export const threadComposer = () => screen.getByRole('textbox', { name: 'Escribe un mensaje a Luis Gómez' });
