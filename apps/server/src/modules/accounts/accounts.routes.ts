import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agencySetupRequestSchema,
  emailParamsSchema,
  existsResponseSchema,
  languageRequestSchema,
  notificationSettingRequestSchema,
  profileTypeRequestSchema,
  profileUrlRequestSchema,
  settingsRequestSchema,
  wizardRequestSchema,
} from '@vitrina/contract/users';
import { selfResponseSchema, tokenResponseSchema } from '@vitrina/contract/users';
import { errorResponses } from '../../http/error-responses.ts';
import { addressKey, byIp, rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { AccountsService } from './accounts.service.ts';

export interface UsersRoutesOptions {
  users: AccountsService;
  limiter: RateLimiter;
}

const byParamEmail = (request: FastifyRequest) => addressKey((request.params as { email?: unknown }).email);
const byUser = (request: FastifyRequest) => String(sessionOf(request).id);

/** /api/users: the current user's data, account type, onboarding and settings. */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { users, limiter }) => {
  const tags = ['users'];
  const security = [{ token: [] }];
  const tokenAnswer = (statuses: Array<400 | 401 | 403 | 409 | 429>) => ({
    200: tokenResponseSchema,
    ...errorResponses(...statuses),
  });

  app.get(
    '/self',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The current user',
        security,
        response: { 200: selfResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => users.getSelf(sessionOf(request).id),
  );

  app.get(
    '/email-exists/:email',
    {
      preValidation: limiter.guard([
        { ...rateRules.existsPerIp, key: byIp },
        { ...rateRules.existsPerAddress, key: byParamEmail },
      ]),
      schema: {
        tags,
        summary: 'Whether an account uses that e-mail address (registration form)',
        params: emailParamsSchema,
        response: { 200: existsResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ exists: await users.emailExists(request.params.email) }),
  );

  app.get(
    '/email-exists-user/:email',
    {
      preHandler: [
        app.requireUser,
        limiter.guard([
          { ...rateRules.existsPerIp, key: byIp },
          { ...rateRules.existsPerAddress, key: byParamEmail },
        ]),
      ],
      schema: {
        tags,
        summary: 'Whether another account uses that e-mail address (settings form)',
        security,
        params: emailParamsSchema,
        response: { 200: existsResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({ exists: await users.emailExists(request.params.email, sessionOf(request).id) }),
  );

  app.put(
    '/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Choose the account type (once)',
        security,
        body: profileTypeRequestSchema,
        response: tokenAnswer([400, 401, 409]),
      },
    },
    async (request) => ({ token: await users.chooseType(sessionOf(request), request.body.profile) }),
  );

  app.put(
    '/wizard',
    {
      preHandler: [
        app.requireUser,
        limiter.guard([
          { ...rateRules.invitePerIp, key: byIp },
          { ...rateRules.invitePerUser, key: byUser },
        ]),
      ],
      schema: {
        tags,
        summary: 'Finish the talent wizard: biography and up to four invitations',
        security,
        body: wizardRequestSchema,
        response: tokenAnswer([400, 401, 403, 429]),
      },
    },
    async (request, reply) => ({
      token: await users.finishWizard(sessionOf(request), request.body, request.lang, (address) =>
        limiter.hit(request, reply, rateRules.invitePerRecipient, address),
      ),
    }),
  );

  app.put(
    '/agency',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Agency setup and settings: name, description, contact, web, phone, scouted categories',
        security,
        body: agencySetupRequestSchema,
        response: tokenAnswer([400, 401, 403]),
      },
    },
    async (request) => ({ token: await users.setupAgency(sessionOf(request), request.body) }),
  );

  app.put(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Save the personal-information form (settings)',
        security,
        body: settingsRequestSchema,
        response: tokenAnswer([400, 401, 409]),
      },
    },
    async (request) => ({ token: await users.updateSettings(sessionOf(request), request.body) }),
  );

  app.put(
    '/language',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Keep the interface language on the server',
        security,
        body: languageRequestSchema,
        response: tokenAnswer([400, 401]),
      },
    },
    async (request) => ({ token: await users.setLanguage(sessionOf(request), request.body.langCode) }),
  );

  app.put(
    '/profile_url',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Change the profile URL (errors: no_puede_estar_vacio_url, el_perfil_existe)',
        security,
        body: profileUrlRequestSchema,
        response: tokenAnswer([400, 401, 409]),
      },
    },
    async (request) => ({ token: await users.setProfileUrl(sessionOf(request), request.body.profile_url) }),
  );

  app.post(
    '/notifications',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Turn a notification flag on or off',
        security,
        body: notificationSettingRequestSchema,
        response: tokenAnswer([400, 401]),
      },
    },
    async (request) => ({
      token: await users.setNotificationFlag(sessionOf(request), request.body.type, request.body.status),
    }),
  );
};
