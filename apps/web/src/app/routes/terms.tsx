import termsEn from '@/features/legal/content/terms-en.ts';
import termsEs from '@/features/legal/content/terms-es.ts';
import { LegalDocument } from '@/features/legal/legal-document.tsx';
import { useSession } from '@/lib/session-context.ts';

const docs = { es: termsEs, en: termsEn };

export default function Terms() {
  const { state } = useSession();
  return <LegalDocument docs={docs} showJoin={state.status !== 'user'} />;
}
