import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@vitrina/contract/errors';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

describe(`foundation HTTP behaviour (${engineName})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('GET /api/health answers ok when the database answers', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('an unknown /api path answers a JSON 404 in the error shape, in the request language', async () => {
    const es = await app.server.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(es.statusCode).toBe(404);
    expect(es.headers['content-type']).toContain('application/json');
    const body = errorBodySchema.parse(es.json());
    expect(body.error).toBe('not_found');
    expect(body.message).toBe('No encontramos lo que buscas.');

    const en = await app.server.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(en.json().message).toBe('We could not find what you are looking for.');
  });

  it('a malformed JSON body answers 400 bad_json without a stack', async () => {
    const res = await app.server.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.error).toBe('bad_json');
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it('sends security headers, CSP included, on every response', async () => {
    for (const url of ['/api/health', '/api/nope']) {
      const res = await app.server.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("connect-src 'self';");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
    const ui = await app.server.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('sends no HSTS on a plain-http address', async () => {
    const res = await app.server.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind an https public address', () => {
  it('sends Strict-Transport-Security', async () => {
    const app = await createTestApp({ PUBLIC_URL: 'https://vitrina.example' });
    try {
      const res = await app.server.inject({ method: 'GET', url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    } finally {
      await app.close();
    }
  });
});
