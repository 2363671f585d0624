import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { AppError } from '../../../http/app-error.ts';
import { visitorLang } from '../../../http/web-pages.ts';
import type { PostingsService } from './postings.service.ts';
import { renderShareNotFound, renderSharePage } from './share-page.ts';

export interface ShareRoutesOptions {
  postings: Pick<PostingsService, 'one'>;
  publicUrl: string;
}

function html(reply: FastifyReply, status: 200 | 404, body: string): FastifyReply {
  return reply
    .code(status)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Language')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** `/o/:id`, outside /api: the share link, whose preview card other sites read; as a visitor sees it. */
export const shareRoutes: FastifyPluginAsync<ShareRoutesOptions> = async (app, { postings, publicUrl }) => {
  app.get<{ Params: { id: string } }>('/o/:id', { schema: { hide: true } }, async (request, reply) => {
    const lang = visitorLang(request.headers);
    const id = Number(request.params.id);
    if (!Number.isSafeInteger(id) || id < 1) return html(reply, 404, renderShareNotFound(lang));
    try {
      const opportunity = await postings.one(null, id);
      const links = { page: `${publicUrl}/o/${id}`, app: `${publicUrl}/oportunidades/${id}` };
      return html(reply, 200, renderSharePage(opportunity, lang, links));
    } catch (error) {
      if (error instanceof AppError && error.code === 'not_found') return html(reply, 404, renderShareNotFound(lang));
      throw error;
    }
  });
};
