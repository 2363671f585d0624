import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { guardiansEndpoints as endpoints } from '@vitrina/contract/endpoints/guardians';
import { isGuardianRelationship } from '@vitrina/contract/guardian-rules';
import { AppError } from '../../http/app-error.ts';
import { byBodyEmail, byIp, rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { GuardiansService } from './guardians.service.ts';

export interface GuardiansRoutesOptions {
  guardians: GuardiansService;
  limiter: RateLimiter;
}

const byUser = (request: FastifyRequest) => String(sessionOf(request).id);

/** /api/users/guardian (the minor, in session) and /api/guardian/{token} (the guardian, by an e-mail's link). */
export const guardiansRoutes: FastifyPluginAsync<GuardiansRoutesOptions> = async (app, { guardians, limiter }) => {
  await app.register(async (mine) => {
    requireSession(mine);
    const perUser = { ...rateRules.guardianMailPerUser, key: byUser };
    route(
      mine,
      endpoints.setGuardian,
      { preHandler: limiter.guard([perUser, { ...rateRules.guardianMailPerRecipient, key: byBodyEmail }]) },
      async (request) => {
        const { name, email, relationship } = request.body;
        // The schema has refused any other value (`tutor_relacion`).
        if (!isGuardianRelationship(relationship)) throw new AppError('validation');
        return guardians.setGuardian(sessionOf(request).id, { name, email, relationship });
      },
    );
    route(mine, endpoints.resendGuardian, { preHandler: limiter.guard([perUser]) }, async (request, reply) => {
      await guardians.resend(sessionOf(request).id);
      return reply.status(204).send(null);
    });
  });

  // Limits run before validation, so malformed tokens count too.
  const linkLimit = limiter.guard([{ ...rateRules.guardianLinkPerIp, key: byIp }]);
  route(app, endpoints.link, { preValidation: linkLimit }, async (request) => guardians.view(request.params.token));
  route(app, endpoints.confirm, { preValidation: linkLimit }, async (request) =>
    guardians.confirm(request.params.token),
  );
  route(app, endpoints.withdraw, { preValidation: linkLimit }, async (request) =>
    guardians.withdraw(request.params.token),
  );
  route(app, endpoints.close, { preValidation: linkLimit }, async (request) => guardians.close(request.params.token));
};
