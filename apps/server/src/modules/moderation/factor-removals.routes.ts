import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  factorRemovalEndpoints as owner,
  factorRemovalReviewEndpoints as review,
} from '@vitrina/contract/endpoints/factor-removals';
import { byIp, rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { notFound } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import type { FactorRemovalsService } from './factor-removals.service.ts';
import type { ModerationService } from './moderation.service.ts';

const checkedLater = { attachValidation: true };

function assertValid(request: FastifyRequest): void {
  if (request.validationError) throw request.validationError;
}

/** /api/users/…: the owner asks (with the login's challenge) and cancels (with the e-mail's link). */
export const factorRemovalOwnerRoutes: FastifyPluginAsync<{
  removals: FactorRemovalsService;
  limiter: RateLimiter;
}> = async (app, { removals, limiter }) => {
  const perIp = limiter.guard([{ ...rateRules.codePerIp, key: byIp }]);
  const linkLimit = limiter.guard([{ ...rateRules.linkPerIp, key: byIp }]);
  route(app, owner.request, { preValidation: perIp }, async (request, reply) => {
    await removals.request(request.body.challenge, request.body.reason);
    return reply.status(201).send({ requested: true });
  });
  route(app, owner.cancel, { preValidation: linkLimit }, async (request) => {
    await removals.cancel(request.body.token);
    return { cancelled: true as const };
  });
};

/** /api/moderation/factor-removals/…: admins only; to anyone else (moderators too) a 404, whatever the body. */
export const factorRemovalReviewRoutes: FastifyPluginAsync<{
  moderation: Pick<ModerationService, 'assertAdmin'>;
  removals: FactorRemovalsService;
}> = async (app, { moderation, removals }) => {
  app.addHook('preHandler', async (request) => {
    const viewer = request.session?.id;
    if (viewer === undefined) throw notFound();
    await moderation.assertAdmin(viewer);
  });
  const actor = (request: FastifyRequest) => request.session!.id;

  route(app, review.list, async () => removals.listOpen());
  route(app, review.approve, checkedLater, async (request) => {
    assertValid(request);
    return removals.approve(actor(request), request.params.id, request.body.note);
  });
  route(app, review.refuse, checkedLater, async (request) => {
    assertValid(request);
    return removals.refuse(actor(request), request.params.id, request.body.note);
  });
};
