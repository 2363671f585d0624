import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';

/** Login and register links for visitors reading a legal or contact page. */
export function JoinCard() {
  const { t } = useTranslation('legal');
  return (
    <section className="join-card" aria-label={t('join.title')}>
      <p className="join-card__title">{t('join.title')}</p>
      <p className="join-card__body">{t('join.body')}</p>
      <div className="join-card__actions">
        <Link className="button button--primary" to={paths.register}>
          {t('join.register')}
        </Link>
        <Link className="button button--ghost" to={paths.login}>
          {t('join.login')}
        </Link>
      </div>
    </section>
  );
}
