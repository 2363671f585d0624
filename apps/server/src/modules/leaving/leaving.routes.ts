import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelAccountRequestSchema,
  cancelAccountResponseSchema,
  restoreAccountRequestSchema,
} from '@vitrina/contract/account';
import { dataExportStateSchema } from '@vitrina/contract/data-export';
import { tokenResponseSchema } from '@vitrina/contract/users';
import { errorResponses } from '../../http/error-responses.ts';
import { byBodyEmail, byIp, rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { DataExportService } from './data-export.ts';
import type { LeavingService } from './leaving.service.ts';

export interface LeavingRoutesOptions {
  leaving: LeavingService;
  exports: DataExportService;
  limiter: RateLimiter;
}

/** /api/users/cancel and /api/users/restore (issue 15). */
export const leavingRoutes: FastifyPluginAsyncZod<LeavingRoutesOptions> = async (
  app,
  { leaving, exports, limiter },
) => {
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

  app.get(
    '/export',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Where my latest request for a copy of my data stands (null: never asked)',
        security: [{ token: [] }],
        response: { 200: dataExportStateSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ export: await exports.state(sessionOf(request).id) }),
  );

  app.post(
    '/export',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Ask for a copy of my data (a zip, prepared in the background, its link e-mailed); one a day',
        security: [{ token: [] }],
        response: { 202: dataExportStateSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const state = await exports.request(sessionOf(request).id);
      return reply.status(202).send({ export: state });
    },
  );

  app.get(
    '/export/archive',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Download my newest copy of my data while it is valid (a week); nobody else’s',
        security: [{ token: [] }],
        // The answer is the archive itself (application/zip); refusals (401, 404) are the one error body.
      },
    },
    async (request, reply) => {
      const { body, size } = await exports.download(sessionOf(request).id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', size)
        .header('content-disposition', 'attachment; filename="vitrina-datos.zip"')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
