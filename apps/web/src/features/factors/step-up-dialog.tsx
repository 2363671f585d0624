import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { ensurePageTexts } from '@/i18n/i18n.ts';
import { configureApiClient } from '@/lib/api-client.ts';

// The form and its texts load when a call first asks for it, not with every page.
const StepUpForm = lazy(() =>
  Promise.all([import('./step-up-form.tsx'), ensurePageTexts('factors')]).then(([module]) => ({
    default: module.StepUpForm,
  })),
);

/**
 * The one step-up dialog (decision 0052): the API client opens it when a sensitive call answers
 * `step_up_required`; a code (or, for an account without a factor, the password) renews the verification and the
 * client retries the call. Cancelling leaves the call refused, and the screen shows that refusal as any other.
 */
export function StepUpDialog({ hasFactor }: { hasFactor: boolean }) {
  const [pending, setPending] = useState<((renewed: boolean) => void) | null>(null);
  const ask = useCallback(() => new Promise<boolean>((resolve) => setPending(() => resolve)), []);
  useEffect(() => {
    configureApiClient({ onStepUp: ask });
    return () => configureApiClient({ onStepUp: null });
  }, [ask]);
  const finish = (renewed: boolean) => {
    pending?.(renewed);
    setPending(null);
  };
  return pending ? (
    <Suspense fallback={null}>
      <StepUpForm hasFactor={hasFactor} onDone={finish} />
    </Suspense>
  ) : null;
}
