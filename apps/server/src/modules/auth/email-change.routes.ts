import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailRequestSchema,
  emailChangeStateSchema,
  emailLinkRequestSchema,
  emailLinkResponseSchema,
} from '@vitrina/contract/auth';
import { errorResponses } from '../../http/error-responses.ts';
import { byIp, rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { EmailChangeService } from './email-change.service.ts';

export interface EmailChangeRoutesOptions {
  emailChange: EmailChangeService;
  limiter: RateLimiter;
}

/** /api/users/email: changing the account's address behind the password and two e-mailed links (issue 23). */
export const emailChangeRoutes: FastifyPluginAsyncZod<EmailChangeRoutesOptions> = async (
  app,
  { emailChange, limiter },
) => {
  const tags = ['accounts'];
  const security = [{ token: [] }];
  const linkLimit = limiter.guard([{ ...rateRules.linkPerIp, key: byIp }]);

  app.get(
    '/email',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The account’s address and the change waiting for confirmation, if any',
        security,
        response: { 200: emailChangeStateSchema, ...errorResponses(401) },
      },
    },
    async (request) => emailChange.getState(sessionOf(request).id),
  );

  app.put(
    '/email',
    {
      preHandler: [
        app.requireUser,
        limiter.guard([{ ...rateRules.emailChangePerUser, key: (request) => String(sessionOf(request).id) }]),
      ],
      schema: {
        tags,
        summary: 'Ask to change the address: needs the password; takes effect once the new address confirms',
        security,
        body: changeEmailRequestSchema,
        response: { 200: emailChangeStateSchema, ...errorResponses(400, 401, 409, 429, 503) },
      },
    },
    async (request) => emailChange.request(sessionOf(request).id, request.body),
  );

  app.delete(
    '/email',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Drop the pending address change',
        security,
        response: { 200: emailChangeStateSchema, ...errorResponses(401) },
      },
    },
    async (request) => emailChange.cancel(sessionOf(request).id),
  );

  const linkResponse = { 200: emailLinkResponseSchema, ...errorResponses(400, 409, 429, 503) };

  app.post(
    '/email/authorization',
    {
      preValidation: linkLimit,
      schema: {
        tags,
        summary: 'The current address of an account without a password agrees to the change',
        body: emailLinkRequestSchema,
        response: linkResponse,
      },
    },
    async (request) => emailChange.authorize(request.body.token),
  );

  app.post(
    '/email/confirmation',
    {
      preValidation: linkLimit,
      schema: {
        tags,
        summary: 'The new address confirms: it becomes the account’s',
        body: emailLinkRequestSchema,
        response: linkResponse,
      },
    },
    async (request) => emailChange.confirm(request.body.token),
  );

  app.post(
    '/email/undo',
    {
      preValidation: linkLimit,
      schema: {
        tags,
        summary: 'Undo a change from the old address (7 days): restores it and ends every session',
        body: emailLinkRequestSchema,
        response: linkResponse,
      },
    },
    async (request) => emailChange.undo(request.body.token),
  );
};
