import type { FastifyPluginAsync } from 'fastify';
import { pinsEndpoints as endpoints } from '@vitrina/contract/endpoints/pins';
import { requireSession, route } from '../../http/route.ts';
import { viewerOf } from '../../sessions/session-plugin.ts';
import type { PinsService } from './pins.service.ts';

/** The portfolio's changes: HTTP only, the service decides. */
export const pinsRoutes: FastifyPluginAsync<{ pins: PinsService }> = async (app, { pins }) => {
  requireSession(app);
  route(app, endpoints.pin, async (request) => pins.pin(viewerOf(request), request.params.id));
  route(app, endpoints.unpin, async (request) => pins.unpin(viewerOf(request), request.params.id));
  route(app, endpoints.reorder, async (request) => pins.reorder(viewerOf(request), request.body.postIds));
};
