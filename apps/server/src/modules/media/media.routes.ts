import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeImageRequestSchema,
  completeUploadRequestSchema,
  imageTokenResponseSchema,
  mediaFileSchema,
  myPhotosResponseSchema,
  postUploadUrlRequestSchema,
  saveImageRequestSchema,
  uploadUrlResponseSchema,
  userUploadUrlRequestSchema,
} from '@vitrina/contract/media';
import { pageQuerySchema } from '@vitrina/contract/pagination';
import { errorResponses } from '../../http/error-responses.ts';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { MediaService } from './media.service.ts';

export interface MediaRoutesOptions {
  service: MediaService;
  limiter: RateLimiter;
}

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503);
const security = [{ token: [] }];

/** The upload calls of the spec under /api (HTTP only; the service decides). */
export const mediaRoutes: FastifyPluginAsyncZod<MediaRoutesOptions> = async (app, { service, limiter }) => {
  // Counted when an upload is asked for, so one refused costs neither bytes nor pixel work.
  const uploading = limiter.guard([{ ...rateRules.uploadPerUser, key: (request) => String(sessionOf(request).id) }]);

  app.post(
    '/users/aws-url',
    {
      preHandler: [app.requireUser, uploading],
      schema: {
        tags: ['media'],
        summary: 'Upload URL for a new profile or cover image',
        security,
        body: userUploadUrlRequestSchema,
        response: { 200: uploadUrlResponseSchema, ...errors },
      },
    },
    async (request) => service.requestUserImageUpload(request.session!.id, request.body),
  );

  app.post(
    '/posts/aws-url',
    {
      preHandler: [app.requireUser, uploading],
      schema: {
        tags: ['media'],
        summary: 'Upload URL for a photo or a document of a post',
        security,
        body: postUploadUrlRequestSchema,
        response: { 200: uploadUrlResponseSchema, ...errors },
      },
    },
    async (request) => service.requestPostUpload(request.session!.id, request.body),
  );

  for (const type of ['profile', 'cover'] as const) {
    app.put(
      `/users/${type}-image-url`,
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['media'],
          summary: `Check the uploaded file and make it my ${type} image; answers a new token`,
          security,
          body: saveImageRequestSchema,
          response: { 200: imageTokenResponseSchema, ...errors },
        },
      },
      async (request) => service.saveUserImage(request.session!, type, request.body.filename),
    );
  }

  app.put(
    '/users/modalChangeImage',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['media'],
        summary: 'Use one of my processed photos as profile or cover image; answers a new token',
        security,
        body: changeImageRequestSchema,
        response: { 200: imageTokenResponseSchema, ...errors },
      },
    },
    async (request) => service.changeUserImage(request.session!, request.body.type, request.body.filename),
  );

  app.get(
    '/users/me/photos',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['media'],
        summary: 'My processed photos (profile, cover and post photos), newest first',
        security,
        querystring: pageQuerySchema,
        response: { 200: myPhotosResponseSchema, ...errors },
      },
    },
    async (request) => service.listMyPhotos(request.session!.id, request.query.page),
  );

  app.post(
    '/media/complete',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['media'],
        summary: 'Check and process an uploaded post photo or document',
        security,
        body: completeUploadRequestSchema,
        response: { 200: mediaFileSchema, ...errors },
      },
    },
    async (request) => service.completePostUpload(request.session!.id, request.body.filename),
  );
};
