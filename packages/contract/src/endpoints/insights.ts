import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import {
  insightSettingsRequestSchema,
  insightSettingsResponseSchema,
  insightsQuerySchema,
  insightsSchema,
  recordViewRequestSchema,
} from '../insights.ts';

const tags = ['insights'];

/** Insights: views counted as the web reports them, and the owner's dashboard. */
export const insightsEndpoints = {
  recordView: defineEndpoint({
    method: 'POST',
    path: '/insights/views',
    tags,
    summary:
      'Report that I looked at a profile, a post or a photo, and where I came from; counted later in a batch, ' +
      'once a day per viewer (my own profile, people in a block with me and cancelled accounts never count)',
    auth: true,
    body: recordViewRequestSchema,
    responses: { 204: z.null() },
    errors: [400, 401, 429],
  }),
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/insights',
    tags,
    summary: 'My figures for the last 7, 30 or 90 days: daily views by audience, sources, top posts, agencies',
    auth: true,
    querystring: insightsQuerySchema,
    responses: { 200: insightsSchema },
    errors: [400, 401],
  }),
  settings: defineEndpoint({
    method: 'POST',
    path: '/users/insights-settings',
    tags,
    summary: 'Browse privately (agencies) and the weekly e-mail with my figures',
    auth: true,
    body: insightSettingsRequestSchema,
    responses: { 200: insightSettingsResponseSchema },
    errors: [400, 401, 403],
  }),
};
