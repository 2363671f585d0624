import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { moderationEndpoints as endpoints } from '@vitrina/contract/endpoints/moderation';
import { route } from '../../http/route.ts';
import type { ModerationService } from './moderation.service.ts';

// Validation errors wait for the role check: to anyone without a role, every call is a 404 whatever it sent.
const checkedLater = { attachValidation: true };

function assertValid(request: FastifyRequest): void {
  if (request.validationError) throw request.validationError;
}

/** /api/moderation/…: HTTP only, the service decides; the role check runs before anything is read. */
export const moderationRoutes: FastifyPluginAsync<{ moderation: ModerationService }> = async (app, { moderation }) => {
  app.addHook('preHandler', async (request) => moderation.assertModerator(request.session?.id ?? null));
  const actor = (request: FastifyRequest) => request.session!.id;

  route(app, endpoints.cases, checkedLater, async (request) => {
    assertValid(request);
    return moderation.cases(request.query.status);
  });
  route(app, endpoints.dismiss, checkedLater, async (request) => {
    assertValid(request);
    return moderation.dismiss(actor(request), request.params.targetId, request.body.note);
  });
  route(app, endpoints.moderator, checkedLater, async (request) => {
    // Admins only: to a moderator this call is not there either (the service answers 404 before reading the body).
    await moderation.assertAdmin(actor(request));
    assertValid(request);
    return moderation.setModerator(actor(request), request.body.email, request.body.moderator);
  });
  route(app, endpoints.log, async () => moderation.log());
};
