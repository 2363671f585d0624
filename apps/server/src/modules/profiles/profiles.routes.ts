import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blockRequestSchema,
  blockResponseSchema,
  followRequestSchema,
  followResponseSchema,
  peopleQuerySchema,
  personPageSchema,
  popupParamsSchema,
  popupResponseSchema,
  profileResponseSchema,
  profileUrlParamsSchema,
  reportRequestSchema,
  reportResponseSchema,
} from '@vitrina/contract/graph';
import { pageQuerySchema } from '@vitrina/contract/pagination';
import { errorResponses } from '../../http/error-responses.ts';
import { rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { sessionOf, viewerOf } from '../../sessions/session-plugin.ts';
import type { ProfilesService } from './profiles.service.ts';

export interface ProfilesRoutesOptions {
  profiles: ProfilesService;
  limiter: RateLimiter;
}

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const security = [{ token: [] }];
const tags = ['profiles'];

/** /api/users: profiles, the pop-up, follows, lists of people, block and report (second document §§2–7). */
export const profilesRoutes: FastifyPluginAsyncZod<ProfilesRoutesOptions> = async (app, { profiles, limiter }) => {
  const perUser = (rule: (typeof rateRules)[keyof typeof rateRules]) =>
    limiter.guard([{ ...rule, key: (request) => String(sessionOf(request).id) }]);
  const following = perUser(rateRules.followPerUser);
  const reporting = perUser(rateRules.reportPerUser);

  app.get(
    '/agencia/following',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The talents I follow, most recent first (agencies)',
        security,
        querystring: pageQuerySchema,
        response: { 200: personPageSchema, ...errors },
      },
    },
    async (request) => profiles.agencyFollowing(viewerOf(request), request.query.page),
  );

  app.get(
    '/:profile_url/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "A talent's profile page",
        security,
        params: profileUrlParamsSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => profiles.getProfile(viewerOf(request), request.params.profile_url, request.lang),
  );

  for (const kind of ['followers', 'following'] as const) {
    app.get(
      `/:profile_url/${kind}`,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: `A profile's ${kind}, most recent first, with a name search (q)`,
          security,
          params: profileUrlParamsSchema,
          querystring: peopleQuerySchema,
          response: { 200: personPageSchema, ...errors },
        },
      },
      async (request) =>
        profiles[kind](viewerOf(request), request.params.profile_url, request.query.q, request.query.page),
    );
  }

  // The type is constrained in the path, so other two-segment addresses (/users/facebook-exists/…) never
  // land here.
  app.get(
    '/:id/:type(^(?:talento|agencia)$)',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The agency pop-up (or a talent's card) by id and type",
        security,
        params: popupParamsSchema,
        response: { 200: popupResponseSchema, ...errors },
      },
    },
    async (request) => profiles.getPopup(viewerOf(request), request.params.id, request.params.type),
  );

  for (const action of ['follow', 'unfollow'] as const) {
    app.post(
      `/${action}`,
      {
        preHandler: [app.requireUser, following],
        schema: {
          tags,
          summary: action === 'follow' ? 'Follow a talent' : 'Stop following someone',
          security,
          body: followRequestSchema,
          response: { 200: followResponseSchema, ...errors },
        },
      },
      async (request) => profiles[action](viewerOf(request), request.body.id),
    );
  }

  app.post(
    '/block',
    {
      preHandler: [app.requireUser, reporting],
      schema: {
        tags,
        summary: 'Block a profile, for good (a talent blocks a talent)',
        security,
        body: blockRequestSchema,
        response: { 200: blockResponseSchema, ...errors },
      },
    },
    async (request) => profiles.block(viewerOf(request), request.body.userId),
  );

  app.post(
    '/report',
    {
      preHandler: [app.requireUser, reporting],
      schema: {
        tags,
        summary: 'Report a profile to the moderators',
        security,
        body: reportRequestSchema,
        response: { 200: reportResponseSchema, ...errors },
      },
    },
    async (request) => profiles.report(viewerOf(request), request.body.userId, request.body.description),
  );
};
