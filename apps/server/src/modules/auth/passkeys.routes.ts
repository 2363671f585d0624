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

/** /api/users: passkeys in settings, the login's second step with a passkey, and signing in with one. */
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
  route(app, endpoints.challengeOptions, { preValidation: optionsLimit }, async (request) =>
    passkeys.challengeOptions(request.body.challenge),
  );
  route(app, endpoints.answerChallenge, { preValidation: limiter.guard([codePerIp]) }, async (request, reply) => ({
    token: await passkeys.answerChallenge(request.body.challenge, assertion(request.body.response), (userId) =>
      limiter.hit(request, reply, rateRules.codePerAccount, String(userId)),
    ),
  }));

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
