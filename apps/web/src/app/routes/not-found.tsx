import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ensurePageTexts } from '@/i18n/i18n.ts';
import { moderationPath, paths } from '@/lib/paths.ts';
import { useSelf } from '@/lib/session-context.ts';
import { usePageTitle } from '../route-meta.tsx';

const FactorRequiredScreen = lazy(() =>
  Promise.all([import('@/features/factors/factor-notices.tsx'), ensurePageTexts('factors')]).then(([module]) => ({
    default: module.FactorRequiredScreen,
  })),
);
const ModerationQueue = lazy(() =>
  import('@/features/moderation/moderation-queue.tsx').then((module) => ({ default: module.ModerationQueue })),
);

/**
 * The not-found page. /moderacion is not a route of the app either (the server answers it 404 to everyone):
 * only a moderator's or an admin's session finds the moderation tool there.
 */
export default function NotFound() {
  const { pathname } = useLocation();
  const user = useSelf()?.user;
  const role = user?.role ?? null;
  if (role && pathname.replace(/\/+$/, '') === moderationPath)
    return <Moderation isAdmin={role === 'admin'} needsFactor={user?.factors.roleNeedsFactor ?? false} />;
  return <NotFoundPage />;
}

/** The queue, or (a role holder without a second factor, decision 0052) the screen asking to add one first. */
function Moderation({ isAdmin, needsFactor }: { isAdmin: boolean; needsFactor: boolean }) {
  const { t } = useTranslation('moderation');
  usePageTitle(t('title'));
  return (
    <Suspense fallback={null}>
      {needsFactor ? <FactorRequiredScreen reason="role" /> : <ModerationQueue isAdmin={isAdmin} />}
    </Suspense>
  );
}

function NotFoundPage() {
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
