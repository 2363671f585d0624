import { useTranslation } from 'react-i18next';

/** Shown while the session or a route chunk loads. */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status" aria-live="polite">
      <span className="splash__dot" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
