import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  logoutRequestSchema,
  oneTimeTokenParamsSchema,
  recoverPasswordRequestSchema,
  recoverPasswordResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  resendValidationRequestSchema,
} from '@vitrina/contract/auth';
import { tokenResponseSchema } from '@vitrina/contract/users';
import { errorResponses } from '../../http/error-responses.ts';
import { byBodyEmail, byIp, idKey, rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import type { SessionEnding } from '../../sessions/session-ending.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { AuthService } from './auth.service.ts';

export interface AuthRoutesOptions {
  auth: AuthService;
  limiter: RateLimiter;
  sessions: SessionEnding;
}

// Limits run before validation (preValidation), so refused attempts count too: keys read the raw body.
const byBodyId = (request: FastifyRequest) => idKey((request.body as { id?: unknown } | undefined)?.id);

/** /api/users: registration, confirmation, login, logout, recovery and password changes. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, limiter, sessions }) => {
  const tags = ['accounts'];

  app.post(
    '/',
    {
      preValidation: limiter.guard([
        { ...rateRules.registerPerIp, key: byIp },
        { ...rateRules.registerPerAddress, key: byBodyEmail },
      ]),
      schema: {
        tags,
        summary: 'Register (the account stays unusable until its e-mail is confirmed)',
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const id = await auth.register(request.body);
      return reply.status(201).send({ id });
    },
  );

  app.post(
    '/resend-validation',
    {
      preValidation: limiter.guard([
        { ...rateRules.resendPerIp, key: byIp },
        { ...rateRules.resendPerAccount, key: byBodyId },
        { ...rateRules.resendPerAddress, key: byBodyEmail },
      ]),
      schema: {
        tags,
        summary: 'Send the confirmation link again (answers 204 whatever happens)',
        body: resendValidationRequestSchema,
        response: { 204: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      await auth.resendValidation('id' in body ? { id: body.id } : { email: body.email }, body.lang);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/confirmation/:token',
    {
      preValidation: limiter.guard([{ ...rateRules.linkPerIp, key: byIp }]),
      schema: {
        tags,
        summary: 'Confirm an e-mail address with the link’s token; opens a session',
        params: oneTimeTokenParamsSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ token: await auth.confirm(request.params.token) }),
  );

  app.post(
    '/authenticate',
    {
      preValidation: limiter.guard([
        { ...rateRules.loginPerIp, key: byIp },
        { ...rateRules.loginPerAddress, key: byBodyEmail },
      ]),
      schema: {
        tags,
        summary: 'Log in (errors: password, credentials)',
        body: loginRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ token: await auth.login(request.body.email, request.body.password) }),
  );

  app.post(
    '/logout',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Log out: end this session, or with everywhere every session of mine (their sockets close)',
        security: [{ token: [] }],
        body: logoutRequestSchema,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      if (request.body?.everywhere) await sessions.endAll(session.id);
      else await sessions.end(session);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/recover/password',
    {
      preValidation: limiter.guard([
        { ...rateRules.recoverPerIp, key: byIp },
        { ...rateRules.recoverPerAddress, key: byBodyEmail },
      ]),
      schema: {
        tags,
        summary: 'E-mail a password recovery link (error: user)',
        body: recoverPasswordRequestSchema,
        response: { 200: recoverPasswordResponseSchema, ...errorResponses(400, 429, 503) },
      },
    },
    async (request) => {
      await auth.requestRecovery(request.body.email, request.body.lang);
      return { sent: true as const };
    },
  );

  app.get(
    '/recover/:token',
    {
      preValidation: limiter.guard([{ ...rateRules.linkPerIp, key: byIp }]),
      schema: {
        tags,
        summary: 'Open the recovery session of a reset link (valid 1 hour, claim rec)',
        params: oneTimeTokenParamsSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({ token: await auth.openRecovery(request.params.token) }),
  );

  app.put(
    '/password',
    {
      preHandler: [
        app.requireUser,
        limiter.guard([{ ...rateRules.passwordPerUser, key: (request) => String(sessionOf(request).id) }]),
      ],
      schema: {
        tags,
        summary: 'Set a new password; every other session ends',
        security: [{ token: [] }],
        body: changePasswordRequestSchema,
        response: { 200: tokenResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({ token: await auth.changePassword(sessionOf(request), request.body) }),
  );
};
