import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { passkeysEndpoints as endpoints } from '@vitrina/contract/endpoints/passkeys';
import { byIp, rateRules, type RateLimiter } from '../../http/rate-limiter.ts';
import { requireSession, route } from '../../http/route.ts';
import { sessionOf } from '../../sessions/session-plugin.ts';
import type { PasskeysService } from './passkeys.service.ts';

export interface PasskeysRoutesOptions {
  passkeys: PasskeysService;
  limiter: RateLimiter;
}

const byUser = (request: FastifyRequest) => String(sessionOf(request).id);
// The schemas bound every field; the library reads the browser's answer in its own JSON shape.
const assertion = (value: unknown) => value as AuthenticationResponseJSON;

/** /api/users: passkeys in settings, a login's or reset link's second step with one, and signing in with one. */
export const passkeysRoutes: FastifyPluginAsync<PasskeysRoutesOptions> = async (app, { passkeys, limiter }) => {
  const optionsLimit = limiter.guard([{ ...rateRules.passkeyOptionsPerIp, key: byIp }]);
  const codePerIp = { ...rateRules.codePerIp, key: byIp };

  route(app, endpoints.signInOptions, { preValidation: optionsLimit }, async () => passkeys.signInOptions());
  route(
    app,
    endpoints.signIn,
    { preValidation: limiter.guard([{ ...rateRules.passkeySignInPerIp, key: byIp }]) },
    async (request) => ({ token: await passkeys.signIn(assertion(request.body.response)) }),
  );
  // A login's and a reset link's second step: the same limits as their codes, each looked up with its purpose.
  for (const [purpose, options, answer] of [
    ['login', endpoints.challengeOptions, endpoints.answerChallenge],
    ['reset', endpoints.resetChallengeOptions, endpoints.answerResetChallenge],
  ] as const) {
    route(app, options, { preValidation: optionsLimit }, async (request) =>
      passkeys.challengeOptions(purpose, request.body.challenge),
    );
    route(app, answer, { preValidation: limiter.guard([codePerIp]) }, async (request, reply) => ({
      token: await passkeys.answerChallenge(purpose, request.body.challenge, assertion(request.body.response), (id) =>
        limiter.hit(request, reply, rateRules.codePerAccount, String(id)),
      ),
    }));
  }

  await app.register(async (mine) => {
    requireSession(mine);
    const registerLimit = limiter.guard([{ ...rateRules.passkeyRegisterPerUser, key: byUser }]);

    route(mine, endpoints.list, async (request) => ({ passkeys: await passkeys.list(sessionOf(request).id) }));
    route(mine, endpoints.registrationOptions, { preHandler: registerLimit }, async (request) =>
      passkeys.registrationOptions(sessionOf(request).id),
    );
    route(mine, endpoints.register, { preHandler: registerLimit }, async (request) =>
      passkeys.register(
        sessionOf(request).id,
        request.body.name,
        request.body.response as unknown as RegistrationResponseJSON,
      ),
    );
    route(mine, endpoints.rename, async (request) =>
      passkeys.rename(sessionOf(request).id, request.params.id, request.body.name),
    );
    route(mine, endpoints.remove, async (request, reply) => {
      await passkeys.remove(sessionOf(request).id, request.params.id);
      return reply.status(204).send(null);
    });
  });
};
