import fp from 'fastify-plugin';
import { pickLang, type Lang } from '@vitrina/contract/constants';

declare module 'fastify' {
  interface FastifyRequest {
    /** es or en, from Accept-Language; Spanish when absent or unknown. */
    lang: Lang;
  }
}

export const requestLangPlugin = fp(
  async (app) => {
    app.decorateRequest('lang', 'es');
    app.addHook('onRequest', async (request) => {
      request.lang = pickLang(request.headers['accept-language']);
    });
  },
  { name: 'request-lang' },
);
