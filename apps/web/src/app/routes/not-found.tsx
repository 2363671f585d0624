import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths.ts';

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="notice-page">
      <p className="notice-page__code">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link className="button button--primary" to={paths.landing}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}
