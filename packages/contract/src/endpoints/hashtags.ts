import { defineEndpoint } from '../endpoint.ts';
import {
  tagParamsSchema,
  tagPostPageSchema,
  tagPostsQuerySchema,
  tagSuggestionsQuerySchema,
  tagSuggestionsSchema,
  trendingTagsSchema,
} from '../hashtags.ts';

const errors = [400, 401] as const;
const tags = ['hashtags'];

/** Hashtags: a tag's posts, the header's tag suggestions and the week's trends on explore. */
export const hashtagsEndpoints = {
  posts: defineEndpoint({
    method: 'GET',
    path: '/tags/:tag/posts',
    tags,
    summary: "A tag's posts, newest first (accent- and case-insensitive, ñ kept; with or without #)",
    auth: true,
    params: tagParamsSchema,
    querystring: tagPostsQuerySchema,
    responses: { 200: tagPostPageSchema },
    errors,
  }),
  suggestions: defineEndpoint({
    method: 'GET',
    path: '/tags/suggestions',
    tags,
    summary: 'Tags starting with the words typed, most used first (the header search)',
    auth: true,
    querystring: tagSuggestionsQuerySchema,
    responses: { 200: tagSuggestionsSchema },
    errors,
  }),
  trending: defineEndpoint({
    method: 'GET',
    path: '/tags/trending',
    tags,
    summary: 'Per category, tags used by at least 3 of its people in the last 7 days, most people first',
    auth: true,
    responses: { 200: trendingTagsSchema },
    errors,
  }),
};
