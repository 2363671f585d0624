import type { FastifyPluginAsync } from 'fastify';
import { profilesEndpoints } from '@vitrina/contract/endpoints/profiles';
import { reportsEndpoints as endpoints } from '@vitrina/contract/endpoints/reports';
import { AppError } from '../../http/app-error.ts';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { NoticesService } from './notices.service.ts';
import type { ReportsService } from './reports.service.ts';

export interface ReportsRoutesOptions {
  reports: ReportsService;
  notices: NoticesService;
  limiter: RateLimiter;
}

/** Reports on anything (POST /api/reports, and the spec's POST /api/users/report) and my notices. */
export const reportsRoutes: FastifyPluginAsync<ReportsRoutesOptions> = async (app, { reports, notices, limiter }) => {
  requireSession(app);
  const reporting = limiter.guard([{ ...rateRules.reportPerUser, key: (request) => String(sessionOf(request).id) }]);

  route(app, endpoints.create, { preHandler: reporting }, async (request, reply) => {
    const result = await reports.report(sessionOf(request).id, request.body);
    return reply.status(result.created ? 201 : 200).send(result);
  });

  // The spec's call: a profile's report, category `other`, with its own answers (empty text, already reported).
  route(app, profilesEndpoints.report, { preHandler: reporting }, async (request) => {
    const viewerId = sessionOf(request).id;
    if (request.body.userId === viewerId) throw new AppError('report_self');
    const description = request.body.description.trim();
    if (!description) throw new AppError('report_empty', { fields: [{ field: 'description', code: 'report_empty' }] });
    const target = { kind: 'profile', id: request.body.userId } as const;
    const result = await reports.report(viewerId, { target, category: 'other', description, attachments: [] });
    if (!result.created) throw new AppError('already_reported');
    return { reported: true as const };
  });

  route(app, endpoints.notices, async (request) => notices.pending(sessionOf(request).id));
  route(app, endpoints.acknowledge, async (request) => notices.acknowledge(sessionOf(request).id, request.params.id));
};
