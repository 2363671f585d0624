import { useTranslation } from 'react-i18next';
import { FormPage } from '@/components/ui/form-page.tsx';
import { AlertUnsubscribe } from '@/features/saved-searches/alert-unsubscribe.tsx';
import { usePageTitle } from '../route-meta.tsx';

/** /alertas/baja#<token>: outside the guards (the e-mail's link is opened logged in or not). */
export default function AlertUnsubscribePage() {
  const { t } = useTranslation('scouting');
  usePageTitle(t('unsubscribe.title'));
  return (
    <FormPage>
      <AlertUnsubscribe />
    </FormPage>
  );
}
