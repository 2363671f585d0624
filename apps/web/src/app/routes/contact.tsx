import { ContactPage } from '@/features/legal/contact-page.tsx';
import { useSession } from '@/lib/session-context.ts';

export default function Contact() {
  const { state } = useSession();
  return <ContactPage showJoin={state.status !== 'user'} />;
}
