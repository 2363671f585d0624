import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';

/** Asking talents for money is against the rules: said where she applies. */
export function ScamAdvice() {
  const { t } = useTranslation('applying');
  return (
    <Alert tone="warning" title={t('scam.title')} className="apply-scam">
      <p>{t('scam.body')}</p>
    </Alert>
  );
}
