import { useTranslation } from 'react-i18next';

/** Shown while the session or a route chunk loads: grey placeholders of a page, as index.html's before the scripts. */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="splash" role="status" aria-live="polite">
      <span className="splash__line" aria-hidden="true" />
      <span className="splash__card" aria-hidden="true" />
      <span className="splash__card" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
