import type { FastifyPluginAsync } from 'fastify';
import { leavingEndpoints as endpoints } from '@vitrina/contract/endpoints/leaving';
import { byBodyEmail, byIp, rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { DataExportService } from './data-export.ts';
import type { LeavingService } from './leaving.service.ts';

export interface LeavingRoutesOptions {
  leaving: LeavingService;
  exports: DataExportService;
  limiter: RateLimiter;
}

/** /api/users/cancel and /api/users/restore, and the copy of my data. */
export const leavingRoutes: FastifyPluginAsync<LeavingRoutesOptions> = async (app, { leaving, exports, limiter }) => {
  await app.register(async (mine) => {
    requireSession(mine);
    const cancelLimit = limiter.guard([
      { ...rateRules.passwordPerUser, key: (request) => String(sessionOf(request).id) },
    ]);
    route(mine, endpoints.cancel, { preHandler: cancelLimit }, async (request) =>
      leaving.cancel(sessionOf(request).id, request.body.password),
    );
  });

  // A restore is a login: the login's limits, counted together with it.
  const loginLimit = limiter.guard([
    { ...rateRules.loginPerIp, key: byIp },
    { ...rateRules.loginPerAddress, key: byBodyEmail },
  ]);
  route(app, endpoints.restore, { preValidation: loginLimit }, async (request) =>
    leaving.restore(request.body.email, request.body.password),
  );

  await app.register(async (mine) => {
    requireSession(mine);
    route(mine, endpoints.exportState, async (request) => ({ export: await exports.state(sessionOf(request).id) }));
    route(mine, endpoints.requestExport, async (request, reply) => {
      const state = await exports.request(sessionOf(request).id);
      return reply.status(202).send({ export: state });
    });
    route(mine, endpoints.exportArchive, async (request, reply) => {
      const { body, size } = await exports.download(sessionOf(request).id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', size)
        .header('content-disposition', 'attachment; filename="vitrina-datos.zip"')
        .header('cache-control', 'private, no-store')
        .send(body);
    });
  });
};
