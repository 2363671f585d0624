import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelAccountRequestSchema,
  cancelAccountResponseSchema,
  restoreAccountRequestSchema,
} from '@vitrina/contract/account';
import { tokenResponseSchema } from '@vitrina/contract/users';
import { errorResponses } from '../../http/error-responses.ts';
import { addressKey, rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { LeavingService } from './leaving.service.ts';

export interface LeavingRoutesOptions {
  leaving: LeavingService;
  limiter: RateLimiter;
}

const byIp = (request: FastifyRequest) => request.ip;
const byBodyEmail = (request: FastifyRequest) => addressKey((request.body as { email?: unknown } | undefined)?.email);

/** /api/users/cancel and /api/users/restore (issue 15). */
export const leavingRoutes: FastifyPluginAsyncZod<LeavingRoutesOptions> = async (app, { leaving, limiter }) => {
  const tags = ['accounts'];

  app.post(
    '/cancel',
    {
      preHandler: [
        app.requireUser,
        limiter.guard([{ ...rateRules.passwordPerUser, key: (request) => String(sessionOf(request).id) }]),
      ],
      schema: {
        tags,
        summary: 'Cancel my account: hidden at once, deleted after the grace period; every session ends',
        security: [{ token: [] }],
        body: cancelAccountRequestSchema,
        response: { 200: cancelAccountResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => leaving.cancel(sessionOf(request).id, request.body.password),
  );

  app.post(
    '/restore',
    {
      // A restore is a login: the login's limits, counted together with it.
      preValidation: limiter.guard([
        { ...rateRules.loginPerIp, key: byIp },
        { ...rateRules.loginPerAddress, key: byBodyEmail },
      ]),
      schema: {
        tags,
        summary: 'Restore my cancelled account within the grace period, and log in (errors: password, credentials)',
        body: restoreAccountRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ token: await leaving.restore(request.body.email, request.body.password) }),
  );
};
