import type { FastifyPluginAsync } from 'fastify';
import { applicationsEndpoints as endpoints } from '@vitrina/contract/endpoints/applications';
import { requireSession, route } from '../../../http/route.ts';
import { viewerOf } from '../../../sessions/session-plugin.ts';
import type { ApplyingService } from './applying.service.ts';

export interface ApplyingRoutesOptions {
  applying: ApplyingService;
}

/** A talent's applications: "Mis postulaciones", her draft, save, submit and withdraw. */
export const applyingRoutes: FastifyPluginAsync<ApplyingRoutesOptions> = async (app, { applying }) => {
  requireSession(app);
  route(app, endpoints.mine, async (request) => applying.list(viewerOf(request), request.query.page));
  route(app, endpoints.draft, async (request) =>
    applying.one(viewerOf(request), request.params.id, request.params.roleId),
  );
  route(app, endpoints.save, async (request) =>
    applying.save(viewerOf(request), request.params.id, request.params.roleId, request.body, request.lang),
  );
  route(app, endpoints.submit, async (request) =>
    applying.submit(viewerOf(request), request.params.id, request.params.roleId),
  );
  route(app, endpoints.withdraw, async (request, reply) => {
    const answer = await applying.withdraw(viewerOf(request), request.params.id, request.params.roleId);
    return answer ?? reply.status(204).send(null);
  });
};
