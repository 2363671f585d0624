import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { lastHandle } from '../route-handle.ts';
import { paths } from '@/lib/paths.ts';

/** Honest placeholder for screens that a later issue builds: routed and guarded, nothing pretends to work. */
export default function ComingSoon() {
  const { t } = useTranslation();
  const handle = lastHandle(useMatches());
  return (
    <section className="notice-page">
      <h1>{handle?.title ? t(`titles:${handle.title}`) : t('comingSoon.title')}</h1>
      <p>{t('comingSoon.body')}</p>
      <Link className="button button--primary" to={paths.landing}>
        {t('comingSoon.back')}
      </Link>
    </section>
  );
}
