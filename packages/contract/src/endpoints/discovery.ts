import {
  categoryUsersParamsSchema,
  categoryUsersQuerySchema,
  searchQuerySchema,
  similarQuerySchema,
  suggestionsQuerySchema,
  talentListQuerySchema,
  talentListSchema,
  talentPageSchema,
} from '../discovery.ts';
import { defineEndpoint } from '../endpoint.ts';

const errors = [400, 401, 404, 409] as const;
const tags = ['discovery'];

const talentListEndpoint = <const P extends string>(path: P, summary: string) =>
  defineEndpoint({
    method: 'GET',
    path,
    tags,
    summary,
    description: 'An agency sees the talents of its own categories, and 409 categories_required without any.',
    auth: true,
    querystring: talentListQuerySchema,
    responses: { 200: talentPageSchema },
    errors,
  });

/** The explore area and the header search: logged-in users only, talents only. */
export const discoveryEndpoints = {
  featured: talentListEndpoint('/users/destacados', 'Featured talents: most followed first'),
  recent: talentListEndpoint('/users/recientes', 'Recent talents: newest first'),
  similar: defineEndpoint({
    method: 'GET',
    path: '/users/similares',
    tags,
    summary: 'Up to ten similar talents (the same seed draws the same ones)',
    auth: true,
    querystring: similarQuerySchema,
    responses: { 200: talentListSchema },
    errors,
  }),
  suggestions: defineEndpoint({
    method: 'GET',
    path: '/users/suggestions',
    tags,
    summary: 'Talents to follow: sharing my categories, with posts, not followed yet, my country first',
    auth: true,
    querystring: suggestionsQuerySchema,
    responses: { 200: talentListSchema },
    errors,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/users/search',
    tags,
    summary: 'Talents by name, surname or profile URL, best matches first',
    auth: true,
    querystring: searchQuerySchema,
    responses: { 200: talentPageSchema },
    errors,
  }),
  byCategory: defineEndpoint({
    method: 'GET',
    path: '/categories/users/:slug',
    tags,
    summary: "A category's talents (`all` for every one), optionally of one country, most followed first",
    auth: true,
    params: categoryUsersParamsSchema,
    querystring: categoryUsersQuerySchema,
    responses: { 200: talentPageSchema },
    errors,
  }),
};
