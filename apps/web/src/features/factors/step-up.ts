import { useMutation } from '@tanstack/react-query';
import { factorRulesEndpoints as endpoints } from '@vitrina/contract/endpoints/factor-rules';
import type { StepUpRequest } from '@vitrina/contract/factor-rules';
import { call } from '@/lib/api-client.ts';

/** POST /users/step-up { method: code | password } → the verification renewed (decision 0052). */
export const useStepUp = () => useMutation({ mutationFn: (body: StepUpRequest) => call(endpoints.stepUp, { body }) });

/** POST /users/second-factors/offer/dismissal → 204: the one-time offer is not shown again. */
export const useDismissFactorOffer = () => useMutation({ mutationFn: () => call(endpoints.dismissOffer) });
