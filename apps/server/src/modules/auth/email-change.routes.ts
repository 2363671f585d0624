import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as endpoints } from '@vitrina/contract/endpoints/auth';
import { byIp, rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { EmailChangeService } from './email-change.service.ts';

export interface EmailChangeRoutesOptions {
  emailChange: EmailChangeService;
  limiter: RateLimiter;
}

/** /api/users/email: changing the account's address behind the password and two e-mailed links. */
export const emailChangeRoutes: FastifyPluginAsync<EmailChangeRoutesOptions> = async (
  app,
  { emailChange, limiter },
) => {
  await app.register(async (mine) => {
    requireSession(mine);
    const changeLimit = limiter.guard([
      { ...rateRules.emailChangePerUser, key: (request) => String(sessionOf(request).id) },
    ]);
    route(mine, endpoints.emailState, async (request) => emailChange.getState(sessionOf(request).id));
    route(mine, endpoints.requestEmailChange, { preHandler: changeLimit }, async (request) =>
      emailChange.request(sessionOf(request).id, request.body),
    );
    route(mine, endpoints.cancelEmailChange, async (request) => emailChange.cancel(sessionOf(request).id));
  });

  // The links' calls: no session, the e-mailed token is the proof.
  const linkLimit = limiter.guard([{ ...rateRules.linkPerIp, key: byIp }]);
  route(app, endpoints.authorizeEmail, { preValidation: linkLimit }, async (request) =>
    emailChange.authorize(request.body.token),
  );
  route(app, endpoints.confirmEmail, { preValidation: linkLimit }, async (request) =>
    emailChange.confirm(request.body.token),
  );
  route(app, endpoints.undoEmail, { preValidation: linkLimit }, async (request) =>
    emailChange.undo(request.body.token),
  );
};
