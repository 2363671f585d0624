import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryUsersParamsSchema,
  categoryUsersQuerySchema,
  searchQuerySchema,
  similarQuerySchema,
  suggestionsQuerySchema,
  talentListQuerySchema,
  talentListSchema,
  talentPageSchema,
} from '@vitrina/contract/discovery';
import { errorResponses } from '../../http/error-responses.ts';
import { viewerOf } from '../../sessions/session-plugin.ts';
import type { DiscoveryService } from './discovery.service.ts';

export interface DiscoveryRoutesOptions {
  discovery: DiscoveryService;
}

const errors = errorResponses(400, 401, 404, 409);
const security = [{ token: [] }];
const tags = ['discovery'];

/**
 * The explore area and the header search (first document §§2, 6, 7): /api/users/destacados, recientes,
 * similares, suggestions and search, and /api/categories/users/{slug}. Logged-in users only; talents only.
 */
export const discoveryRoutes: FastifyPluginAsyncZod<DiscoveryRoutesOptions> = async (app, { discovery }) => {
  for (const [path, summary, list] of [
    ['/users/destacados', 'Featured talents: most followed first', discovery.featured],
    ['/users/recientes', 'Recent talents: newest first', discovery.recent],
  ] as const) {
    app.get(
      path,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary,
          description: 'An agency sees the talents of its own categories, and 409 categories_required without any.',
          security,
          querystring: talentListQuerySchema,
          response: { 200: talentPageSchema, ...errors },
        },
      },
      async (request) => list(viewerOf(request), request.query.page),
    );
  }

  app.get(
    '/users/similares',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Up to ten similar talents (the same seed draws the same ones)',
        security,
        querystring: similarQuerySchema,
        response: { 200: talentListSchema, ...errors },
      },
    },
    async (request) => discovery.similar(viewerOf(request), request.query.seed),
  );

  app.get(
    '/users/suggestions',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Talents to follow: sharing my categories, with posts, not followed yet, my country first',
        security,
        querystring: suggestionsQuerySchema,
        response: { 200: talentListSchema, ...errors },
      },
    },
    async (request) => discovery.suggestions(viewerOf(request), request.query.limit),
  );

  app.get(
    '/users/search',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Talents by name, surname or profile URL, best matches first',
        security,
        querystring: searchQuerySchema,
        response: { 200: talentPageSchema, ...errors },
      },
    },
    async (request) => discovery.search(viewerOf(request), request.query.term, request.query.page),
  );

  app.get(
    '/categories/users/:slug',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "A category's talents (`all` for every one), optionally of one country, most followed first",
        security,
        params: categoryUsersParamsSchema,
        querystring: categoryUsersQuerySchema,
        response: { 200: talentPageSchema, ...errors },
      },
    },
    async (request) =>
      discovery.byCategory(viewerOf(request), request.params.slug, request.query.country, request.query.page),
  );
};
