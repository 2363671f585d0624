import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  facebookIdParamsSchema,
  facebookLoginRequestSchema,
  facebookRegisterRequestSchema,
  facebookResponseSchema,
} from '@vitrina/contract/auth';
import { existsResponseSchema } from '@vitrina/contract/users';
import { tokenResponseSchema } from '@vitrina/contract/users';
import { errorResponses } from '../../http/error-responses.ts';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import type { FacebookService } from './facebook.service.ts';

export interface FacebookRoutesOptions {
  facebook: FacebookService;
  limiter: RateLimiter;
}

/** /api/users Facebook calls; registered only when FACEBOOK_APP_ID/SECRET are set (404 otherwise). */
export const facebookRoutes: FastifyPluginAsyncZod<FacebookRoutesOptions> = async (app, { facebook, limiter }) => {
  const tags = ['accounts'];
  const guard = limiter.guard([{ ...rateRules.facebookPerIp, key: (request) => request.ip }]);

  app.post(
    '/fbauthenticate',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Log in with a Facebook access token (verified with the Graph API)',
        body: facebookLoginRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => ({ token: await facebook.login(request.body.accessToken) }),
  );

  app.post(
    '/facebook',
    {
      preValidation: guard,
      schema: {
        tags,
        summary: 'Sign up or log in with a Facebook access token',
        body: facebookRegisterRequestSchema,
        response: { 200: facebookResponseSchema, ...errorResponses(400, 409, 429, 503) },
      },
    },
    async (request) => facebook.register(request.body.accessToken, request.body.langCode ?? request.lang),
  );

  app.get(
    '/facebook-exists/:id',
    {
      preValidation: limiter.guard([{ ...rateRules.existsPerIp, key: (request) => request.ip }]),
      schema: {
        tags,
        summary: 'Whether a confirmed account is linked to that Facebook id',
        params: facebookIdParamsSchema,
        response: { 200: existsResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ exists: await facebook.exists(request.params.id) }),
  );
};
