import { defineEndpoint } from '../endpoint.ts';
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
} from '../media.ts';
import { pageQuerySchema } from '../pagination.ts';

const errors = [400, 401, 403, 404, 409, 413, 415, 429, 503] as const;
const tags = ['media'];

const saveImageEndpoint = <const T extends 'profile' | 'cover'>(type: T) =>
  defineEndpoint({
    method: 'PUT',
    path: `/users/${type}-image-url`,
    tags,
    summary: `Check the uploaded file and make it my ${type} image; answers a new token`,
    auth: true,
    body: saveImageRequestSchema,
    responses: { 200: imageTokenResponseSchema },
    errors,
  });

/** The upload calls of the spec (the files themselves are served outside /api). */
export const mediaEndpoints = {
  userUploadUrl: defineEndpoint({
    method: 'POST',
    path: '/users/aws-url',
    tags,
    summary: 'Upload URL for a new profile or cover image',
    auth: true,
    body: userUploadUrlRequestSchema,
    responses: { 200: uploadUrlResponseSchema },
    errors,
  }),
  postUploadUrl: defineEndpoint({
    method: 'POST',
    path: '/posts/aws-url',
    tags,
    summary: 'Upload URL for a photo or a document of a post',
    auth: true,
    body: postUploadUrlRequestSchema,
    responses: { 200: uploadUrlResponseSchema },
    errors,
  }),
  saveProfileImage: saveImageEndpoint('profile'),
  saveCoverImage: saveImageEndpoint('cover'),
  changeImage: defineEndpoint({
    method: 'PUT',
    path: '/users/modalChangeImage',
    tags,
    summary: 'Use one of my processed photos as profile or cover image; answers a new token',
    auth: true,
    body: changeImageRequestSchema,
    responses: { 200: imageTokenResponseSchema },
    errors,
  }),
  myPhotos: defineEndpoint({
    method: 'GET',
    path: '/users/me/photos',
    tags,
    summary: 'My processed photos (profile, cover and post photos), newest first',
    auth: true,
    querystring: pageQuerySchema,
    responses: { 200: myPhotosResponseSchema },
    errors,
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: '/media/complete',
    tags,
    summary: 'Check an uploaded post photo or document (a photo is processed after the answer)',
    auth: true,
    body: completeUploadRequestSchema,
    responses: { 200: mediaFileSchema },
    errors,
  }),
};
