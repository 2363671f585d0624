import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '@vitrina/contract/auth';

export interface PublicConfigRoutesOptions {
  facebookAppId: string | null;
}

/** GET /api/public-config: what the web needs to know about this server (whether to show Facebook login). */
export const publicConfigRoutes: FastifyPluginAsyncZod<PublicConfigRoutesOptions> = async (app, options) => {
  app.get(
    '/public-config',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Public settings of this server',
        response: { 200: publicConfigSchema },
      },
    },
    async () => ({ facebookAppId: options.facebookAppId }),
  );
};
