import { useTranslation } from 'react-i18next';
import { FormPage } from '@/components/ui/form-page.tsx';
import { usePageTitle } from '../route-meta.tsx';
import { FactorRemovalCancel } from '@/features/auth/factor-removal-cancel.tsx';

/** /seguridad/cancelar-retiro#<token>: outside the guards (the e-mail's link is opened logged in or not). */
export default function FactorRemovalCancelPage() {
  const { t } = useTranslation('auth');
  // Its title is the auth namespace's, loaded with the page: the visitors' catalogue does not carry it.
  usePageTitle(t('cancelRemoval.pageTitle'));
  return (
    <FormPage>
      <FactorRemovalCancel />
    </FormPage>
  );
}
