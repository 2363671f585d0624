import type { FastifyPluginAsync } from 'fastify';
import { pushEndpoints as endpoints } from '@vitrina/contract/endpoints/push';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { PushService, PushSession } from './push.service.ts';

export interface PushRoutesOptions {
  push: PushService;
  limiter: RateLimiter;
}

const pushSessionOf = (request: Parameters<typeof sessionOf>[0]): PushSession => {
  const session = sessionOf(request);
  return { userId: session.id, sessionId: session.sid };
};

/** /api/push: the server's key, and my devices' subscriptions. */
export const pushRoutes: FastifyPluginAsync<PushRoutesOptions> = async (app, { push, limiter }) => {
  requireSession(app);
  const subscribing = limiter.guard([
    { ...rateRules.pushSubscribePerUser, key: (request) => String(sessionOf(request).id) },
  ]);

  route(app, endpoints.publicKey, async () => push.publicKey());
  route(app, endpoints.subscribe, { preHandler: subscribing }, async (request, reply) => {
    const { endpoint, keys } = request.body;
    const device = await push.subscribe(pushSessionOf(request), {
      endpoint,
      keys,
      userAgent: request.headers['user-agent'],
    });
    return reply.status(201).send(device);
  });
  route(app, endpoints.list, async (request) => push.list(pushSessionOf(request)));
  route(app, endpoints.remove, async (request, reply) => {
    await push.remove(sessionOf(request).id, request.params.id);
    return reply.status(204).send(null);
  });
};
