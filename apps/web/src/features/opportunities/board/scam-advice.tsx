import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@/components/ui/icons.tsx';

/** The rule every reader is told: Vitrina never asks for money, and an agency that does breaks the rules. */
export function ScamAdvice() {
  const { t } = useTranslation('board');
  return (
    <aside className="scam-advice" aria-labelledby="scam-advice-title">
      <AlertIcon className="scam-advice__icon" />
      <div>
        <h2 id="scam-advice-title" className="scam-advice__title">
          {t('scam.title')}
        </h2>
        <p>{t('scam.body')}</p>
      </div>
    </aside>
  );
}
