import type { FastifyPluginAsync } from 'fastify';
import type { Platform } from '../../platform/platform.ts';
import type { OpportunityNoticesPort } from './notices-port.ts';
import { createPostings } from './postings/postings.ts';

export interface OpportunitiesModuleDeps {
  platform: Platform;
  /** The notifications module's `opportunityNotices`. */
  notices: OpportunityNoticesPort;
  publicUrl: string;
}

/** Opportunities: postings and the board (this branch's part); applying and the pipeline join at the merge. */
export function createOpportunitiesModule({ platform, notices, publicUrl }: OpportunitiesModuleDeps) {
  // merge: the applying part's closing round (`applying.kickClosing`).
  const kickClosing = () => undefined;
  const postings = createPostings({ platform, notices, publicUrl, kickClosing });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(postings.routes);
  };
  /** Outside /api: an opportunity's share page. */
  const pages = postings.pages;
  return { routes, pages, postings };
}

export type OpportunitiesModule = ReturnType<typeof createOpportunitiesModule>;
