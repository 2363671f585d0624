import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../../platform/platform.ts';
import { createBoardService } from '../board/board.service.ts';
import type { OpportunityNoticesPort } from '../notices-port.ts';
import { createInvitesService } from './invites.service.ts';
import { boardRoutes, postingsRoutes } from './postings.routes.ts';
import { createPostingsService } from './postings.service.ts';
import { shareRoutes } from './share.routes.ts';

export interface PostingsDeps {
  platform: Platform;
  notices: OpportunityNoticesPort;
  /** The web app's address: the share page's links. */
  publicUrl: string;
  /** The closing round's wake-up (the "applying" part's), called after a close or cancel commits. */
  kickClosing: () => void;
}

/** Opportunities written by agencies, the board, "fits me" and invites. */
export function createPostings({ platform, notices, publicUrl, kickClosing }: PostingsDeps) {
  const { db, transactions, limiter } = platform;
  const postings = createPostingsService({ db, transactions, notices, kickClosing });
  const board = createBoardService({ db, lists: platform.lists, registry: platform.caches });
  const invites = createInvitesService({ db, transactions, notices });
  const options = { postings, board, invites, limiter };
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(boardRoutes, { prefix: '/opportunities', ...options });
    await api.register(postingsRoutes, { prefix: '/opportunities', ...options });
  };
  const pages: FastifyPluginAsync = async (server) => {
    await server.register(shareRoutes, { postings, publicUrl });
  };
  return { routes, pages, postings, board };
}

export type Postings = ReturnType<typeof createPostings>;
