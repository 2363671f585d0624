import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { moderationPeopleEndpoints as endpoints } from '@vitrina/contract/endpoints/moderation-people';
import { route } from '../../http/route.ts';
import type { ModerationService } from './moderation.service.ts';
import type { Suspensions } from './suspensions.service.ts';

// As moderation.routes.ts: validation waits for the role check, so anyone without a role gets 404 whatever they sent.
const checkedLater = { attachValidation: true };

function assertValid(request: FastifyRequest): void {
  if (request.validationError) throw request.validationError;
}

/** /api/moderation/people/…: find a person, suspend and lift. */
export const suspensionsRoutes: FastifyPluginAsync<{
  moderation: Pick<ModerationService, 'assertModerator'>;
  suspensions: Suspensions;
}> = async (app, { moderation, suspensions }) => {
  app.addHook('preHandler', async (request) => moderation.assertModerator(request.session?.id ?? null));
  const actor = (request: FastifyRequest) => request.session!.id;

  route(app, endpoints.findPerson, checkedLater, async (request) => {
    assertValid(request);
    return suspensions.find(request.query.q);
  });
  route(app, endpoints.suspend, checkedLater, async (request) => {
    assertValid(request);
    return suspensions.suspend(actor(request), request.params.userId, request.body);
  });
  route(app, endpoints.lift, checkedLater, async (request) => {
    assertValid(request);
    return suspensions.lift(actor(request), request.params.userId, request.body.note);
  });
};
