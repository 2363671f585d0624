import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isClientRoute } from './web-app.ts';

const request = (method: string, url: string) => ({ method, url }) as FastifyRequest;

describe('isClientRoute', () => {
  it.each(['/', '/noticias', '/profile/ana/fotos', '/register/confirmation', '/terminos?lang=en', '/apiary'])(
    '%s belongs to the web app',
    (url) => expect(isClientRoute(request('GET', url))).toBe(true),
  );

  it.each([
    '/api',
    '/api/users',
    '/resize/c36x36/a.jpg',
    '/media/a.jpg',
    '/socket.io/',
    '/assets/x.js',
    '/robots.txt',
    '/p/lucia',
  ])('%s does not', (url) => expect(isClientRoute(request('GET', url))).toBe(false));

  it('only answers GET and HEAD', () => {
    expect(isClientRoute(request('POST', '/noticias'))).toBe(false);
    expect(isClientRoute(request('HEAD', '/noticias'))).toBe(true);
  });
});
