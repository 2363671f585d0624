import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Endpoint } from '@vitrina/contract/endpoint';
import { factorRemovalReviewEndpoints } from '@vitrina/contract/endpoints/factor-removals';
import { moderationEndpoints } from '@vitrina/contract/endpoints/moderation';
import { moderationPeopleEndpoints } from '@vitrina/contract/endpoints/moderation-people';
import type { ModerationDocument } from '@vitrina/contract/moderation';
import { openapiTransforms } from '../../http/openapi-transforms.ts';
import { endpointSchema } from '../../http/route.ts';

/** Every call of the moderation tool: the ones `/api/docs` leaves out. */
export const moderationCalls: readonly Endpoint[] = [
  ...Object.values(moderationEndpoints),
  ...Object.values(moderationPeopleEndpoints),
  ...Object.values(factorRemovalReviewEndpoints),
];

const description =
  'The moderation calls, for moderators and admins. Every call needs the session token of a moderator ' +
  '(admin-only calls: of an admin); to anyone else each one answers 404, whatever it was sent.';

/**
 * The moderators' OpenAPI document, built once by the same plugin and schemas as `/api/docs`, on a throwaway
 * instance that registers the hidden calls as documented ones (the public instance must keep them hidden).
 */
export function moderatorsDocument(): () => Promise<ModerationDocument> {
  let built: Promise<ModerationDocument> | undefined;
  return () => {
    built ??= build().catch((error: unknown) => {
      built = undefined;
      throw error;
    });
    return built;
  };
}

async function build(): Promise<ModerationDocument> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vitrina moderation API', version: '1.0.0', description },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'x-access-token' } } },
    },
    ...openapiTransforms,
  });
  for (const endpoint of moderationCalls) {
    app.route({
      method: endpoint.method,
      url: `/api${endpoint.path}`,
      schema: endpointSchema({ ...endpoint, auth: true }, { documented: true }),
      handler: async () => null,
    });
  }
  await app.ready();
  const document = app.swagger() as unknown as ModerationDocument;
  await app.close();
  return document;
}
