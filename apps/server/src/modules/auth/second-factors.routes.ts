import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { secondFactorsEndpoints as endpoints } from '@vitrina/contract/endpoints/second-factors';
import { byIp, rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import type { SessionStore } from '../../sessions/session-store.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { SecondFactorsService } from './second-factors.service.ts';

export interface SecondFactorsRoutesOptions {
  secondFactors: SecondFactorsService;
  sessions: Pick<SessionStore, 'listLive'>;
  limiter: RateLimiter;
}

const byUser = (request: FastifyRequest) => String(sessionOf(request).id);

/** /api/users: the login's second step, second factors in settings and the account's sessions. */
export const secondFactorsRoutes: FastifyPluginAsync<SecondFactorsRoutesOptions> = async (app, options) => {
  const { secondFactors, sessions, limiter } = options;
  const perIp = { ...rateRules.codePerIp, key: byIp };

  route(app, endpoints.answerChallenge, { preValidation: limiter.guard([perIp]) }, async (request, reply) => ({
    token: await secondFactors.answerChallenge(request.body.challenge, request.body.code, (userId) =>
      limiter.hit(request, reply, rateRules.codePerAccount, String(userId)),
    ),
  }));

  route(app, endpoints.answerResetChallenge, { preValidation: limiter.guard([perIp]) }, async (request, reply) => ({
    token: await secondFactors.answerResetChallenge(request.body.challenge, request.body.code, (userId) =>
      limiter.hit(request, reply, rateRules.codePerAccount, String(userId)),
    ),
  }));

  await app.register(async (mine) => {
    requireSession(mine);
    const codeLimit = limiter.guard([perIp, { ...rateRules.codePerAccount, key: byUser }]);

    route(mine, endpoints.state, async (request) => secondFactors.state(sessionOf(request).id));
    route(
      mine,
      endpoints.startTotp,
      { preHandler: limiter.guard([{ ...rateRules.totpStartPerUser, key: byUser }]) },
      async (request) => secondFactors.startTotp(sessionOf(request).id),
    );
    route(mine, endpoints.confirmTotp, { preHandler: codeLimit }, async (request) =>
      secondFactors.confirmTotp(sessionOf(request).id, request.body.code),
    );
    route(mine, endpoints.disableTotp, { preHandler: codeLimit }, async (request, reply) => {
      await secondFactors.disableTotp(sessionOf(request).id, request.body.code);
      return reply.status(204).send(null);
    });
    route(mine, endpoints.regenerateRecoveryCodes, { preHandler: codeLimit }, async (request) =>
      secondFactors.regenerateRecoveryCodes(sessionOf(request).id, request.body.code),
    );
    route(mine, endpoints.sessions, async (request) => {
      const { id, sid } = sessionOf(request);
      const rows = await sessions.listLive(id, new Date());
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          factor: row.factor,
          current: row.id === sid,
        })),
      };
    });
  });
};
