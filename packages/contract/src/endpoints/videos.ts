import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  createVideoRequestSchema,
  myVideosResponseSchema,
  publishVideoRequestSchema,
  publishVideoResponseSchema,
  videoCaptionsRequestSchema,
  videoParamsSchema,
  videoSchema,
} from '../videos.ts';

const errors = [400, 401, 404, 409, 413, 415, 429, 503] as const;
const tags = ['videos'];

/**
 * Native videos: the file goes up like any post upload (POST /api/posts/aws-url, then PUT),
 * is checked here, transcoded in the background, and becomes a post when its author publishes it.
 */
export const videosEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/videos',
    tags,
    summary: 'Check an uploaded video (type, size, length) and queue it for processing',
    auth: true,
    body: createVideoRequestSchema,
    responses: { 201: videoSchema },
    errors,
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/videos',
    tags,
    summary: 'My videos not yet out as a post: queued, processing, failed, or ready and unpublished',
    auth: true,
    responses: { 200: myVideosResponseSchema },
    errors,
  }),
  one: defineEndpoint({
    method: 'GET',
    path: '/videos/:id',
    tags,
    summary: 'One of my videos, with its processing progress',
    auth: true,
    params: videoParamsSchema,
    responses: { 200: videoSchema },
    errors,
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/videos/:id/publish',
    tags,
    summary: 'Publish my video as a post now, or as soon as it is ready',
    auth: true,
    params: videoParamsSchema,
    body: publishVideoRequestSchema,
    responses: { 200: publishVideoResponseSchema },
    errors,
  }),
  retry: defineEndpoint({
    method: 'POST',
    path: '/videos/:id/retry',
    tags,
    summary: 'Process a failed video of mine again',
    auth: true,
    params: videoParamsSchema,
    responses: { 200: videoSchema },
    errors,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/videos/:id',
    tags,
    summary: 'Remove my video that is not yet a post (a published one goes with its post)',
    auth: true,
    params: videoParamsSchema,
    responses: { 204: z.null() },
    errors,
  }),
  setCaptions: defineEndpoint({
    method: 'PUT',
    path: '/videos/:id/captions',
    tags,
    summary: 'Add or replace my video’s captions (a WebVTT upload)',
    auth: true,
    params: videoParamsSchema,
    body: videoCaptionsRequestSchema,
    responses: { 200: videoSchema },
    errors,
  }),
  removeCaptions: defineEndpoint({
    method: 'DELETE',
    path: '/videos/:id/captions',
    tags,
    summary: 'Remove my video’s captions',
    auth: true,
    params: videoParamsSchema,
    responses: { 200: videoSchema },
    errors,
  }),
};
