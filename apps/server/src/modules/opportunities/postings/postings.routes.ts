import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { applicationsEndpoints } from '@vitrina/contract/endpoints/applications';
import { opportunitiesEndpoints as endpoints } from '@vitrina/contract/endpoints/opportunities';
import { rateRules, type RateLimiter } from '../../../http/rate-limiter.ts';
import { requireSession, route } from '../../../http/route.ts';
import { sessionOf, viewerOf, type Viewer } from '../../../sessions/session-plugin.ts';
import type { BoardService } from '../board/board.service.ts';
import type { InvitesService } from './invites.service.ts';
import type { PostingsService } from './postings.service.ts';

export interface PostingsRoutesOptions {
  postings: PostingsService;
  board: BoardService;
  invites: InvitesService;
  limiter: RateLimiter;
}

/** A visitor is nobody; a stale token is read as none on these pages for everyone. */
const maybeViewer = (request: FastifyRequest): Viewer | null =>
  request.session ? { id: request.session.id, type: request.session.profileType } : null;

/** /api/opportunities for everyone: the board and an opportunity's page. */
export const boardRoutes: FastifyPluginAsync<PostingsRoutesOptions> = async (app, { postings, board }) => {
  // A kept answer, encoded once (checked against the contract when it was read).
  route(app, endpoints.board, async (request, reply) =>
    reply.type('application/json; charset=utf-8').send(await board.board(maybeViewer(request), request.query)),
  );
  route(app, endpoints.one, async (request) => postings.one(maybeViewer(request), request.params.id));
};

/** /api/opportunities with a session: an agency's own and its writes, a talent's fits, invites. */
export const postingsRoutes: FastifyPluginAsync<PostingsRoutesOptions> = async (app, options) => {
  const { postings, board, invites, limiter } = options;
  requireSession(app);
  const byUser = { key: (request: FastifyRequest) => String(sessionOf(request).id) };
  const writing = { preHandler: limiter.guard([{ ...rateRules.opportunityWritePerUser, ...byUser }]) };
  const inviting = { preHandler: limiter.guard([{ ...rateRules.opportunityInvitePerUser, ...byUser }]) };

  route(app, endpoints.mine, async (request) => board.mine(viewerOf(request), request.query));
  route(app, endpoints.fitsMe, async (request) => board.fitsMe(viewerOf(request)));
  route(app, endpoints.create, writing, async (request) => postings.create(viewerOf(request), request.body));
  route(app, endpoints.update, writing, async (request) =>
    postings.update(viewerOf(request), request.params.id, request.body),
  );
  route(app, endpoints.publish, writing, async (request) => postings.publish(viewerOf(request), request.params.id));
  route(app, endpoints.close, writing, async (request) => postings.close(viewerOf(request), request.params.id));
  route(app, endpoints.cancel, writing, async (request) => postings.cancel(viewerOf(request), request.params.id));
  route(app, endpoints.remove, writing, async (request, reply) => {
    await postings.remove(viewerOf(request), request.params.id);
    return reply.status(204).send(null);
  });
  route(app, applicationsEndpoints.invite, inviting, async (request) => {
    const { id, roleId } = request.params;
    return invites.invite(viewerOf(request), id, roleId, request.body.userId);
  });
};
