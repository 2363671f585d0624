import type { FactorRemovalRequest } from '@vitrina/contract/factor-removals';
import type { ChallengeAnswerRequest } from '@vitrina/contract/second-factors';
import type { TokenResponse } from '@vitrina/contract/users';
import { factorRemovalEndpoints } from '@vitrina/contract/endpoints/factor-removals';
import { secondFactorsEndpoints } from '@vitrina/contract/endpoints/second-factors';
import { call } from '@/lib/api-client.ts';
import { useAction } from '@/lib/use-action.ts';

/** What a challenge's answer opens: the login's session, or a reset link's recovery session. */
export type ChallengePurpose = 'login' | 'reset';

/** POST /users/authenticate/second-factor { challenge, code } → { token }; 400 codigo_incorrecto, reto_caducado, reto_agotado. */
export function answerChallenge(body: ChallengeAnswerRequest): Promise<TokenResponse> {
  return call(secondFactorsEndpoints.answerChallenge, { body });
}

/** POST /users/recover/second-factor → the 1-hour recovery session; 400 reto_enlace_caducado, reto_enlace_agotado. */
export function answerResetChallenge(body: ChallengeAnswerRequest): Promise<TokenResponse> {
  return call(secondFactorsEndpoints.answerResetChallenge, { body });
}

export function useAnswerChallenge(purpose: ChallengePurpose = 'login') {
  return useAction(purpose === 'reset' ? answerResetChallenge : answerChallenge);
}

/** POST /users/authenticate/second-factor/removal: ask an admin to remove lost factors (409 retiro_abierto). */
export function requestFactorRemoval(body: FactorRemovalRequest): Promise<{ requested: true }> {
  return call(factorRemovalEndpoints.request, { body });
}

/** POST /users/second-factors/removal/cancellation { token }: the e-mail's link, logged in or not. */
export function cancelFactorRemoval(token: string): Promise<{ cancelled: true }> {
  return call(factorRemovalEndpoints.cancel, { body: { token } });
}
