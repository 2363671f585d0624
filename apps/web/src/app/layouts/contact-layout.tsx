import { useSession } from '@/lib/session-context.ts';
import AppLayout from './app-layout.tsx';
import StaticLayout from './static-layout.tsx';

/** /contacto keeps the logged-in header for users and the guest one for visitors. */
export default function ContactLayout() {
  const { state } = useSession();
  return state.status === 'user' ? <AppLayout /> : <StaticLayout />;
}
