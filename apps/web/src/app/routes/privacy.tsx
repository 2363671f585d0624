import privacyEn from '@/features/legal/content/privacy-en.ts';
import privacyEs from '@/features/legal/content/privacy-es.ts';
import { LegalDocument } from '@/features/legal/legal-document.tsx';
import { useSession } from '@/lib/session-context.ts';

const docs = { es: privacyEs, en: privacyEn };

export default function Privacy() {
  const { state } = useSession();
  return <LegalDocument docs={docs} showJoin={state.status !== 'user'} />;
}
