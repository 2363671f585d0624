import { useParams, useSearchParams } from 'react-router';
import { FormPage } from '@/components/ui/form-page.tsx';
import { GuardianPage } from '@/features/guardians/guardian-page.tsx';
import { useGuardianTranslation } from '@/features/guardians/guardian-texts.ts';
import { usePageTitle } from '../route-meta.tsx';

/** /tutor/{token}: a minor's guardian's page, from the e-mailed link, logged in or not. */
export default function GuardianRoute() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useGuardianTranslation();
  // Titled here rather than by the route: the title's words load with the page, not with every visitor's page.
  usePageTitle(t('page.documentTitle'));
  return (
    <FormPage>
      {/* A new token is a new page: nothing of the last one's answers is kept. */}
      <GuardianPage key={token} token={token} accion={params.get('accion')} />
    </FormPage>
  );
}
