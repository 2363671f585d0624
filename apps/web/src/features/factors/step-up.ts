import { useMutation, useQuery } from '@tanstack/react-query';
import { factorRulesEndpoints as endpoints } from '@vitrina/contract/endpoints/factor-rules';
import { passkeysEndpoints } from '@vitrina/contract/endpoints/passkeys';
import { secondFactorsEndpoints } from '@vitrina/contract/endpoints/second-factors';
import type { StepUpRequest } from '@vitrina/contract/factor-rules';
import { call } from '@/lib/api-client.ts';
import { getPasskeyAnswer } from '@/lib/passkey-browser.ts';

/** POST /users/step-up { method: code | password } → the verification renewed (decision 0052). */
export const useStepUp = () => useMutation({ mutationFn: (body: StepUpRequest) => call(endpoints.stepUp, { body }) });

/**
 * Options bound to me, the browser's passkey, then POST /users/step-up { method: passkey } → renewed. Throws
 * PasskeyBrowserError (cancelled, unsupported…) or ApiError (llave_rechazada, llave_caducada, llave_ninguna).
 */
export const useStepUpWithPasskey = () =>
  useMutation({
    mutationFn: async () => {
      const { options } = await call(endpoints.stepUpPasskeyOptions);
      const response = await getPasskeyAnswer(options);
      if (!response) throw new Error('no passkey answer');
      return call(endpoints.stepUp, { body: { method: 'passkey', response } });
    },
  });

// The settings' keys: the dialog and the security section share one cached answer.
const passkeysKey = ['users', 'passkeys'] as const;
const secondFactorsKey = ['users', 'second-factors'] as const;

/**
 * Which factors the dialog may offer, asked side by side when it opens: a passkey (GET /users/passkeys) and
 * whether the authenticator is on (GET /users/second-factors). Not asked for an account without a factor.
 */
export function useStepUpFactors(hasFactor: boolean) {
  const passkeys = useQuery({ queryKey: passkeysKey, queryFn: () => call(passkeysEndpoints.list), enabled: hasFactor });
  const state = useQuery({
    queryKey: secondFactorsKey,
    queryFn: () => call(secondFactorsEndpoints.state),
    enabled: hasFactor,
  });
  const hasPasskey = (passkeys.data?.passkeys.length ?? 0) > 0;
  return { hasPasskey, passkeyOnly: hasPasskey && state.data?.totp.enabled === false };
}

/** POST /users/second-factors/offer/dismissal → 204: the one-time offer is not shown again. */
export const useDismissFactorOffer = () => useMutation({ mutationFn: () => call(endpoints.dismissOffer) });
