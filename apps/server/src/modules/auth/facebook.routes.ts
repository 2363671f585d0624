import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as endpoints } from '@vitrina/contract/endpoints/auth';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { route } from '../../http/route.ts';
import type { FacebookService } from './facebook.service.ts';

export interface FacebookRoutesOptions {
  facebook: FacebookService;
  limiter: RateLimiter;
}

/** /api/users Facebook calls; registered only when FACEBOOK_APP_ID/SECRET are set (404 otherwise). */
export const facebookRoutes: FastifyPluginAsync<FacebookRoutesOptions> = async (app, { facebook, limiter }) => {
  const guard = limiter.guard([{ ...rateRules.facebookPerIp, key: (request) => request.ip }]);

  route(app, endpoints.facebookLogin, { preValidation: guard }, async (request) =>
    facebook.login(request.body.accessToken),
  );
  route(app, endpoints.facebookRegister, { preValidation: guard }, async (request) =>
    facebook.register(request.body.accessToken, request.body.langCode ?? request.lang),
  );
  route(
    app,
    endpoints.facebookExists,
    { preValidation: limiter.guard([{ ...rateRules.existsPerIp, key: (request) => request.ip }]) },
    async (request) => ({ exists: await facebook.exists(request.params.id) }),
  );
};
