import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { byIp, rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { visitorLang } from '../../http/web-pages.ts';
import { isLang } from '@vitrina/contract/constants';
import { renderPublicNotFound, renderPublicProfile } from './public-profile-page.ts';
import type { PublicProfilesService } from './public-profiles.service.ts';

export interface PublicPagesRoutesOptions {
  pages: PublicProfilesService;
  limiter: RateLimiter;
}

type ProfileRequest = { Params: { profile_url: string }; Querystring: { lang?: string } };

// Not in the API's document: pages for browsers and crawlers, not calls.
const hidden = { schema: { hide: true } };

function html(reply: FastifyReply, status: 200 | 404, body: string): FastifyReply {
  // Revalidated on every visit (a profile made private is gone at once); the language follows the visitor.
  return reply
    .code(status)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Cookie, Accept-Language')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** Outside /api: the public profiles (decision 0021), their card images, the sitemap and robots.txt. */
export const publicPagesRoutes: FastifyPluginAsync<PublicPagesRoutesOptions> = async (app, { pages, limiter }) => {
  const drawing = limiter.guard([{ ...rateRules.cardPerIp, key: byIp }]);

  app.get<ProfileRequest>('/p/:profile_url', hidden, async (request, reply) => {
    const lang = visitorLang(request.headers);
    const visitor = { ip: request.ip, userAgent: request.headers['user-agent'] };
    const view = await pages.findPage(request.params.profile_url, lang, visitor);
    return view ? html(reply, 200, renderPublicProfile(view)) : html(reply, 404, renderPublicNotFound(lang));
  });

  app.get<ProfileRequest>('/p/:profile_url/card.png', { ...hidden, preHandler: drawing }, async (request, reply) => {
    const asked = request.query.lang;
    const card = await pages.findCard(request.params.profile_url, isLang(asked) ? asked : visitorLang(request.headers));
    if (!card) return html(reply, 404, renderPublicNotFound(visitorLang(request.headers)));
    // A minute in shared caches: link previews fetch it once, and a profile made private is gone from them soon.
    return reply.type('image/png').header('Cache-Control', 'public, max-age=60').send(card);
  });

  app.get('/sitemap.xml', hidden, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(await pages.sitemap()),
  );

  app.get('/robots.txt', hidden, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(pages.robots()),
  );
};
