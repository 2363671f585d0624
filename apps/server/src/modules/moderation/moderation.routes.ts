import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { moderationEndpoints as endpoints } from '@vitrina/contract/endpoints/moderation';
import { route } from '../../http/route.ts';
import type { CaseActions } from './case-actions.ts';
import type { ModerationService } from './moderation.service.ts';
import { moderatorsDocument } from './moderators-document.ts';

// Validation errors wait for the role check: to anyone without a role, every call is a 404 whatever it sent.
const checkedLater = { attachValidation: true };

function assertValid(request: FastifyRequest): void {
  if (request.validationError) throw request.validationError;
}

export interface ModerationRoutesOptions {
  moderation: ModerationService;
  actions: CaseActions;
}

/** /api/moderation/…: HTTP only, the services decide; the role check runs before anything is read. */
export const moderationRoutes: FastifyPluginAsync<ModerationRoutesOptions> = async (app, { moderation, actions }) => {
  app.addHook('preHandler', async (request) => moderation.assertModerator(request.session?.id ?? null));
  const actor = (request: FastifyRequest) => request.session!.id;

  route(app, endpoints.cases, checkedLater, async (request) => {
    assertValid(request);
    return moderation.cases(request.query.status, request.query.category);
  });
  route(app, endpoints.case, checkedLater, async (request) => {
    assertValid(request);
    return moderation.getCase(request.params.id);
  });
  route(app, endpoints.dismiss, checkedLater, async (request) => {
    assertValid(request);
    return actions.dismiss(actor(request), request.params.id, request.body.note);
  });
  route(app, endpoints.remove, checkedLater, async (request) => {
    assertValid(request);
    return actions.remove(actor(request), request.params.id, request.body.note, request.body.reason);
  });
  route(app, endpoints.warn, checkedLater, async (request) => {
    assertValid(request);
    return actions.warn(actor(request), request.params.id, request.body.note, request.body.reason);
  });
  route(app, endpoints.suspendSubject, checkedLater, async (request) => {
    assertValid(request);
    return actions.suspend(actor(request), request.params.id, request.body);
  });
  // Admins only: to a moderator this call is not there either (404 before the body is read or step-up is asked).
  const adminOnly = {
    ...checkedLater,
    preHandler: async (request: FastifyRequest) => moderation.assertAdmin(actor(request)),
  };
  route(app, endpoints.moderator, adminOnly, async (request) => {
    assertValid(request);
    return moderation.setModerator(actor(request), request.body.email, request.body.moderator);
  });
  route(app, endpoints.log, async () => moderation.log());
  const document = moderatorsDocument();
  route(app, endpoints.document, async () => document());
};
