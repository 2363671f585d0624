import type { FastifyPluginAsync } from 'fastify';
import { savedSearchesEndpoints as endpoints } from '@vitrina/contract/endpoints/saved-searches';
import { byIp, rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf, viewerOf } from '../../sessions/session-plugin.ts';
import { mailLinks } from '../mail/mail-templates.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

export interface SavedSearchesRoutesOptions {
  savedSearches: SavedSearchesService;
  limiter: RateLimiter;
}

/** /api/saved-searches: agencies' searches of talents, talents' searches of the board. */
export const savedSearchesRoutes: FastifyPluginAsync<SavedSearchesRoutesOptions> = async (
  app,
  { savedSearches, limiter },
) => {
  requireSession(app);
  const writing = limiter.guard([
    { ...rateRules.savedSearchWritePerUser, key: (request) => String(sessionOf(request).id) },
  ]);
  route(app, endpoints.list, async (request) => savedSearches.list(viewerOf(request)));
  route(app, endpoints.create, { preHandler: writing }, async (request) =>
    savedSearches.create(viewerOf(request), request.body),
  );
  route(app, endpoints.createBoard, { preHandler: writing }, async (request) =>
    savedSearches.createBoard(viewerOf(request), request.body),
  );
  route(app, endpoints.update, async (request) =>
    savedSearches.update(viewerOf(request), request.params.searchId, request.body),
  );
  route(app, endpoints.remove, async (request, reply) => {
    await savedSearches.remove(viewerOf(request), request.params.searchId);
    return reply.status(204).send(null);
  });
};

/** POST /api/saved-searches/unsubscribe: the e-mail's link, without a session; limited per address. */
export const savedSearchUnsubscribeRoutes: FastifyPluginAsync<SavedSearchesRoutesOptions> = async (
  app,
  { savedSearches, limiter },
) => {
  const guessing = limiter.guard([{ ...rateRules.savedSearchUnsubscribePerIp, key: byIp }]);
  route(app, endpoints.unsubscribe, { preValidation: guessing }, async (request) =>
    savedSearches.unsubscribe(request.body.token),
  );
  // Mail clients post `List-Unsubscribe=One-Click` as a form: the address's token is all that counts.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  route(app, endpoints.oneClickUnsubscribe, { preValidation: guessing }, async (request) =>
    savedSearches.unsubscribe(request.params.token),
  );
  // A client that opens the address instead of posting to it gets the page that asks first.
  app.get<{ Params: { token: string } }>(
    '/saved-searches/unsubscribe/:token',
    { schema: { hide: true } },
    async (request, reply) =>
      reply.redirect(mailLinks.alertUnsubscribe('', encodeURIComponent(request.params.token)), 303),
  );
};
