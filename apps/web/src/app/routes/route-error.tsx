import { useTranslation } from 'react-i18next';

/** A route that failed to load (a chunk timed out, a network error): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <section className="notice-page" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.body')}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </button>
    </section>
  );
}
