import type { ChallengeAnswerRequest } from '@vitrina/contract/second-factors';
import type { TokenResponse } from '@vitrina/contract/users';
import { secondFactorsEndpoints } from '@vitrina/contract/endpoints/second-factors';
import { call } from '@/lib/api-client.ts';
import { useAction } from '@/lib/use-action.ts';

/** POST /users/authenticate/second-factor { challenge, code } → { token }; 400 codigo_incorrecto, reto_caducado, reto_agotado. */
export function answerChallenge(body: ChallengeAnswerRequest): Promise<TokenResponse> {
  return call(secondFactorsEndpoints.answerChallenge, { body });
}

export function useAnswerChallenge() {
  return useAction(answerChallenge);
}
