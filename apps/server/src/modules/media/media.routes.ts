import type { FastifyPluginAsync } from 'fastify';
import { mediaEndpoints as endpoints } from '@vitrina/contract/endpoints/media';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { MediaService } from './media.service.ts';

export interface MediaRoutesOptions {
  service: MediaService;
  limiter: RateLimiter;
}

/** The upload calls of the spec under /api (HTTP only; the service decides). */
export const mediaRoutes: FastifyPluginAsync<MediaRoutesOptions> = async (app, { service, limiter }) => {
  requireSession(app);
  // Counted when an upload is asked for, so one refused costs neither bytes nor pixel work.
  const uploading = limiter.guard([{ ...rateRules.uploadPerUser, key: (request) => String(sessionOf(request).id) }]);

  route(app, endpoints.userUploadUrl, { preHandler: uploading }, async (request) =>
    service.requestUserImageUpload(sessionOf(request).id, request.body),
  );
  route(app, endpoints.postUploadUrl, { preHandler: uploading }, async (request) =>
    service.requestPostUpload(sessionOf(request).id, request.body),
  );
  route(app, endpoints.saveProfileImage, async (request) =>
    service.saveUserImage(sessionOf(request), 'profile', request.body.filename),
  );
  route(app, endpoints.saveCoverImage, async (request) =>
    service.saveUserImage(sessionOf(request), 'cover', request.body.filename),
  );
  route(app, endpoints.changeImage, async (request) =>
    service.changeUserImage(sessionOf(request), request.body.type, request.body.filename),
  );
  route(app, endpoints.myPhotos, async (request) => service.listMyPhotos(sessionOf(request).id, request.query.page));
  route(app, endpoints.complete, async (request) =>
    service.completePostUpload(sessionOf(request).id, request.body.filename),
  );
};
