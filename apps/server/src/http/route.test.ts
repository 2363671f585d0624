import Fastify, { type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { categoriesEndpoints } from '@vitrina/contract/endpoints/categories';
import { requireSession, route } from './route.ts';

async function appWith(register: FastifyPluginAsync) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('requireUser', async () => {
    throw Object.assign(new Error('no session'), { statusCode: 401 });
  });
  // The one error body, as the app's handler answers it (the routes' error schemas require it).
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode ?? 500;
    return reply
      .status(status)
      .send({ error: status === 401 ? 'unauthorized' : 'validation', message: '', errors: [] });
  });
  await app.register(register, { prefix: '/api/categories' });
  await app.ready();
  return app;
}

describe('route', () => {
  it('registers an endpoint under its plugin prefix, with its schemas', async () => {
    const app = await appWith(async (plugin) => {
      route(plugin, categoriesEndpoints.list, async () => []);
    });
    expect((await app.inject('/api/categories/es/full')).json()).toEqual([]);
    expect((await app.inject('/api/categories/fr/full')).statusCode).toBe(400);
  });

  it('puts every route of a plugin behind the session once', async () => {
    const app = await appWith(async (plugin) => {
      requireSession(plugin);
      route(plugin, categoriesEndpoints.listSubscribed, async () => []);
    });
    expect((await app.inject('/api/categories/es/full/subscribed')).statusCode).toBe(401);
  });

  it('refuses an endpoint whose auth disagrees with its plugin', async () => {
    await expect(
      appWith(async (plugin) => {
        route(plugin, categoriesEndpoints.listSubscribed, async () => []);
      }),
    ).rejects.toThrow(/auth true/);
    await expect(
      appWith(async (plugin) => {
        requireSession(plugin);
        route(plugin, categoriesEndpoints.list, async () => []);
      }),
    ).rejects.toThrow(/auth false/);
  });
});
