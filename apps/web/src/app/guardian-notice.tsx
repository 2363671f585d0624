import { lazy, Suspense } from 'react';
import { isHiddenForConsent } from '@/features/guardians/guardian-status.ts';
import { useSelf } from '@/lib/session-context.ts';

// Only a minor whose profile waits for consent sees the banner: its code and texts load then, not with every feed.
const GuardianBanner = lazy(() =>
  import('@/features/guardians/guardian-banner.tsx').then((module) => ({ default: module.GuardianBanner })),
);

/** The feed's and her own profile's banner for a minor hidden until her guardian consents; else nothing. */
export function GuardianNotice() {
  const self = useSelf();
  if (!self || !isHiddenForConsent(self.user, new Date())) return null;
  return (
    <Suspense fallback={null}>
      <GuardianBanner user={self.user} />
    </Suspense>
  );
}
