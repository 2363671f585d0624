import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ensurePageTexts } from '@/i18n/i18n.ts';
import { paths } from '@/lib/paths.ts';
import { useSelf, useSession } from '@/lib/session-context.ts';

// Only a verified agency without a factor meets these: their code loads then, not with every page.
const notices = () =>
  Promise.all([import('@/features/factors/factor-notices.tsx'), ensurePageTexts('factors')]).then(([module]) => module);
const FactorRequiredScreen = lazy(() => notices().then((m) => ({ default: m.FactorRequiredScreen })));
const AgencyFactorBanner = lazy(() => notices().then((m) => ({ default: m.AgencyFactorBanner })));

/**
 * A verified agency's second factor (decision 0052): a banner with the deadline while its grace runs; past it,
 * one screen saying why instead of the page, except in settings, where the factor is turned on.
 */
export function FactorGate({ children }: { children: ReactNode }) {
  const self = useSelf();
  const session = useSession();
  const { pathname } = useLocation();
  const factors = self?.user.factors;
  if (!factors?.agencyDeadline) return children;
  const inSettings = pathname.startsWith(paths.settings);
  return (
    <Suspense fallback={null}>
      {factors.agencyOverdue && !inSettings ? (
        <FactorRequiredScreen
          reason="agency"
          deadline={factors.agencyDeadline}
          onLogOut={() => void session.logOut()}
        />
      ) : (
        <>
          <AgencyFactorBanner factors={factors} />
          {children}
        </>
      )}
    </Suspense>
  );
}
