import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { factorRulesEndpoints as endpoints } from '@vitrina/contract/endpoints/factor-rules';
import { byIp, rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { UserFactorFacts } from '../accounts/user-factor-facts.ts';
import type { PasskeysService } from './passkeys.service.ts';
import type { StepUpService } from './step-up.service.ts';

export interface FactorRulesRoutesOptions {
  stepUp: StepUpService;
  passkeys: Pick<PasskeysService, 'stepUpOptions'>;
  facts: Pick<UserFactorFacts, 'settleOffer'>;
  limiter: RateLimiter;
}

const byUser = (request: FastifyRequest) => String(sessionOf(request).id);

/** /api/users/step-up (with its passkey options) and the dismissal of the one-time offer of a second factor. */
export const factorRulesRoutes: FastifyPluginAsync<FactorRulesRoutesOptions> = async (app, options) => {
  const { stepUp, passkeys, facts, limiter } = options;
  requireSession(app);
  // Counted as the settings' code forms are: a guessed code or password past the limit never reaches the check.
  const codeLimit = limiter.guard([
    { ...rateRules.codePerIp, key: byIp },
    { ...rateRules.codePerAccount, key: byUser },
  ]);

  route(app, endpoints.stepUp, { preHandler: codeLimit }, async (request) =>
    stepUp.renew(sessionOf(request), request.body),
  );
  // Limited as the other passkey options are: each stores a challenge.
  route(
    app,
    endpoints.stepUpPasskeyOptions,
    { preHandler: limiter.guard([{ ...rateRules.passkeyOptionsPerIp, key: byIp }]) },
    async (request) => passkeys.stepUpOptions(sessionOf(request).id),
  );
  route(app, endpoints.dismissOffer, async (request, reply) => {
    await facts.settleOffer(sessionOf(request).id);
    return reply.status(204).send(null);
  });
};
