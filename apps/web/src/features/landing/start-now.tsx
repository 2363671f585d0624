import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from './icons.tsx';
import { paths } from '@/lib/paths.ts';

/** The closing call: the start-now link (to /register) and a way in for returning users. */
export function StartNow() {
  const { t } = useTranslation('landing');
  return (
    <section className="start-now" aria-labelledby="start-now-title">
      <h2 id="start-now-title">{t('start.title')}</h2>
      <p>{t('start.body')}</p>
      <div className="start-now__actions">
        <Link className="button button--light button--lg start-now__link" to={paths.register}>
          {t('cta.startNow')}
          <Icon name="arrowRight" size={18} />
        </Link>
        <Link className="start-now__login" to={paths.login}>
          {t('start.login')}
        </Link>
      </div>
    </section>
  );
}
