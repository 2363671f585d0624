import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authEndpoints as endpoints } from '@vitrina/contract/endpoints/auth';
import { byBodyEmail, byIp, idKey, rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import type { SessionEnding } from '../../sessions/session-ending.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { AuthService } from './auth.service.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  limiter: RateLimiter;
  sessions: SessionEnding;
}

// Limits run before validation (preValidation), so refused attempts count too: keys read the raw body.
const byBodyId = (request: FastifyRequest) => idKey((request.body as { id?: unknown } | undefined)?.id);

/** /api/users: registration, confirmation, login, logout, recovery and password changes. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { auth, limiter, sessions }) => {
  const linkLimit = limiter.guard([{ ...rateRules.linkPerIp, key: byIp }]);

  route(
    app,
    endpoints.register,
    {
      preValidation: limiter.guard([
        { ...rateRules.registerPerIp, key: byIp },
        { ...rateRules.registerPerAddress, key: byBodyEmail },
      ]),
    },
    async (request, reply) => {
      const id = await auth.register(request.body);
      return reply.status(201).send({ id });
    },
  );

  route(
    app,
    endpoints.resendValidation,
    {
      preValidation: limiter.guard([
        { ...rateRules.resendPerIp, key: byIp },
        { ...rateRules.resendPerAccount, key: byBodyId },
        { ...rateRules.resendPerAddress, key: byBodyEmail },
      ]),
    },
    async (request, reply) => {
      const { body } = request;
      await auth.resendValidation('id' in body ? { id: body.id } : { email: body.email }, body.lang);
      return reply.status(204).send(null);
    },
  );

  route(app, endpoints.confirm, { preValidation: linkLimit }, async (request) => ({
    token: await auth.confirm(request.params.token),
  }));

  route(
    app,
    endpoints.authenticate,
    {
      preValidation: limiter.guard([
        { ...rateRules.loginPerIp, key: byIp },
        { ...rateRules.loginPerAddress, key: byBodyEmail },
      ]),
    },
    async (request) => auth.login(request.body.email, request.body.password),
  );

  await app.register(async (mine) => {
    requireSession(mine);
    route(mine, endpoints.logout, async (request, reply) => {
      const session = sessionOf(request);
      if (request.body?.everywhere) await sessions.endAll(session.id);
      else await sessions.end(session);
      return reply.status(204).send(null);
    });
  });

  route(
    app,
    endpoints.recoverPassword,
    {
      preValidation: limiter.guard([
        { ...rateRules.recoverPerIp, key: byIp },
        { ...rateRules.recoverPerAddress, key: byBodyEmail },
      ]),
    },
    async (request) => {
      await auth.requestRecovery(request.body.email, request.body.lang);
      return { sent: true as const };
    },
  );

  route(app, endpoints.openRecovery, { preValidation: linkLimit }, async (request) =>
    auth.openRecovery(request.params.token),
  );

  await app.register(async (mine) => {
    requireSession(mine);
    const passwordLimit = limiter.guard([
      { ...rateRules.passwordPerUser, key: (request) => String(sessionOf(request).id) },
    ]);
    route(mine, endpoints.changePassword, { preHandler: passwordLimit }, async (request) => ({
      token: await auth.changePassword(sessionOf(request), request.body),
    }));
  });
};
