import type { FastifyPluginAsync } from 'fastify';
import { authEndpoints as endpoints } from '@vitrina/contract/endpoints/auth';
import { route } from '../../http/route.ts';

export interface PublicConfigRoutesOptions {
  facebookAppId: string | null;
}

/** GET /api/public-config: what the web needs to know about this server (whether to show Facebook login). */
export const publicConfigRoutes: FastifyPluginAsync<PublicConfigRoutesOptions> = async (app, options) => {
  route(app, endpoints.publicConfig, async () => ({ facebookAppId: options.facebookAppId }));
};
