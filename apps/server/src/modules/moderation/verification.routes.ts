import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { moderationPeopleEndpoints as endpoints } from '@vitrina/contract/endpoints/moderation-people';
import { verificationEndpoints } from '@vitrina/contract/endpoints/verification';
import { requireSession, route } from '../../http/route.ts';
import { viewerOf } from '../../sessions/session-plugin.ts';
import type { ModerationService } from './moderation.service.ts';
import type { Verification } from './verification.service.ts';

const checkedLater = { attachValidation: true };

function assertValid(request: FastifyRequest): void {
  if (request.validationError) throw request.validationError;
}

/** /api/moderation/verifications/…: pending applications, approve, reject (404 without a role, whatever the body). */
export const verificationReviewRoutes: FastifyPluginAsync<{
  moderation: Pick<ModerationService, 'assertModerator'>;
  verification: Verification;
}> = async (app, { moderation, verification }) => {
  app.addHook('preHandler', async (request) => moderation.assertModerator(request.session?.id ?? null));
  const actor = (request: FastifyRequest) => request.session!.id;

  route(app, endpoints.verifications, async () => verification.listPending());
  route(app, endpoints.approve, checkedLater, async (request) => {
    assertValid(request);
    return verification.approve(actor(request), request.params.id, request.body.note);
  });
  route(app, endpoints.reject, checkedLater, async (request) => {
    assertValid(request);
    return verification.reject(actor(request), request.params.id, request.body.reason, request.body.note);
  });
};

/** /api/users/me/verification: an agency applies and reads its application's status. */
export const agencyVerificationRoutes: FastifyPluginAsync<{ verification: Verification }> = async (
  app,
  { verification },
) => {
  requireSession(app);
  route(app, verificationEndpoints.mine, async (request) => verification.mine(viewerOf(request)));
  route(app, verificationEndpoints.apply, async (request) => verification.apply(viewerOf(request), request.body));
};
