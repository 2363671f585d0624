import cookiesEn from '@/features/legal/content/cookies-en.ts';
import cookiesEs from '@/features/legal/content/cookies-es.ts';
import { LegalDocument } from '@/features/legal/legal-document.tsx';
import { useSession } from '@/lib/session-context.ts';

const docs = { es: cookiesEs, en: cookiesEn };

export default function Cookies() {
  const { state } = useSession();
  return <LegalDocument docs={docs} showJoin={state.status !== 'user'} />;
}
