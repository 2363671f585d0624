import type { FastifyPluginAsync } from 'fastify';
import { profilesEndpoints as endpoints } from '@vitrina/contract/endpoints/profiles';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf, viewerOf } from '../../sessions/session-plugin.ts';
import { qrImage } from './profile-qr.ts';
import type { ProfilesService } from './profiles.service.ts';

export interface ProfilesRoutesOptions {
  profiles: ProfilesService;
  limiter: RateLimiter;
}

/** /api/users: profiles, the pop-up, follows, lists of people, block (the report is the moderation module's). */
export const profilesRoutes: FastifyPluginAsync<ProfilesRoutesOptions> = async (app, { profiles, limiter }) => {
  requireSession(app);
  const perUser = (rule: (typeof rateRules)[keyof typeof rateRules]) =>
    limiter.guard([{ ...rule, key: (request) => String(sessionOf(request).id) }]);
  const following = perUser(rateRules.followPerUser);
  const blocking = perUser(rateRules.reportPerUser);
  const drawing = perUser(rateRules.qrPerUser);

  route(app, endpoints.agencyFollowing, async (request) =>
    profiles.agencyFollowing(viewerOf(request), request.query.page),
  );
  route(app, endpoints.profile, async (request) =>
    profiles.getProfile(viewerOf(request), request.params.profile_url, request.lang),
  );
  route(app, endpoints.profileQr, { preHandler: drawing }, async (request, reply) => {
    const { profile_url: profileUrl, format } = request.params;
    const { body, contentType } = await qrImage(await profiles.shareLink(viewerOf(request), profileUrl), format);
    return reply
      .type(contentType)
      .header('content-disposition', `attachment; filename="vitrina-qr.${format}"`)
      .header('cache-control', 'private, max-age=3600')
      .send(body);
  });
  for (const kind of ['followers', 'following'] as const)
    route(app, endpoints[kind], async (request) =>
      profiles[kind](viewerOf(request), request.params.profile_url, request.query.q, request.query.page),
    );
  route(app, endpoints.popup, async (request) =>
    profiles.getPopup(viewerOf(request), request.params.id, request.params.type),
  );
  for (const action of ['follow', 'unfollow'] as const)
    route(app, endpoints[action], { preHandler: following }, async (request) =>
      profiles[action](viewerOf(request), request.body.id),
    );
  route(app, endpoints.block, { preHandler: blocking }, async (request) =>
    profiles.block(viewerOf(request), request.body.userId),
  );
};
