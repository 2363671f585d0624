import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@vitrina/contract/errors';
import { users } from '../src/db/schema/users.ts';
import { freshIp } from './helpers/client-ip.ts';
import { createUser } from './helpers/factories.ts';
import { startFakeFacebook, type FakeFacebook } from './helpers/fake-facebook.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { engineName } from './helpers/test-database.ts';

const APP_ID = '1234567890';
const APP_SECRET = 'fake-app-secret-value';
let seq = 0;
const next = () => (seq += 1);

describe(`accounts: Facebook login verified with the Graph API (${engineName})`, () => {
  let app: TestApp;
  let graph: FakeFacebook;

  beforeAll(async () => {
    graph = await startFakeFacebook(APP_ID, APP_SECRET);
    app = await createTestApp({
      FACEBOOK_APP_ID: APP_ID,
      FACEBOOK_APP_SECRET: APP_SECRET,
      FACEBOOK_GRAPH_URL: graph.url,
    });
  });
  afterAll(async () => {
    await app?.close();
    await graph?.close();
  });

  const post = (url: string, body: unknown, ip = freshIp()) =>
    app.server.inject({ method: 'POST', url, payload: body as object, remoteAddress: ip });
  const get = (url: string, token?: string) =>
    app.server.inject({
      method: 'GET',
      url,
      remoteAddress: freshIp(),
      headers: token ? { 'x-access-token': token } : {},
    });

  function facebookUser(overrides: { email?: string | null } = {}) {
    const n = next();
    const id = String(10_000_000 + n);
    const email = overrides.email === undefined ? `fb-${n}-${Date.now().toString(36)}@example.test` : overrides.email;
    const token = `EAAtoken${n}`;
    graph.issue(token, { id, first_name: 'Inés', last_name: 'Mora', ...(email ? { email } : {}) });
    return { id, email, token };
  }

  it('GET /api/public-config tells the web which app id to use', async () => {
    const res = await get('/api/public-config');
    expect(res.json()).toEqual({ facebookAppId: APP_ID });
  });

  it('POST /users/facebook creates a confirmed account without a type from what Facebook verified', async () => {
    const fb = facebookUser();
    const res = await post('/api/users/facebook', {
      accessToken: fb.token,
      facebookId: '999',
      email: 'attacker@example.test',
      first_name: 'Otro',
      last_name: 'Nombre',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().exists).toBe(false);
    const claims = decodeJwt(res.json().token);
    expect(claims.profileType).toBeNull();
    expect(claims.fullname).toBe('Inés Mora');
    const [row] = await app.database.db.select().from(users).where(eq(users.email, fb.email!));
    expect(row).toMatchObject({ facebookId: fb.id, isVerified: true, passwordHash: null, type: null });
    const none = await app.database.db.select().from(users).where(eq(users.email, 'attacker@example.test'));
    expect(none).toHaveLength(0);
    expect((await get('/api/users/self', res.json().token)).statusCode).toBe(200);
    expect(graph.calls).toContain('/debug_token');
    expect(graph.calls).toContain('/me');
  });

  it('POST /users/facebook for an existing Facebook account logs in with exists: true', async () => {
    const fb = facebookUser();
    await post('/api/users/facebook', { accessToken: fb.token });
    const again = await post('/api/users/facebook', { accessToken: fb.token });
    expect(again.statusCode).toBe(200);
    expect(again.json().exists).toBe(true);
  });

  it('links an existing account by the e-mail Facebook verified, and confirms it', async () => {
    const existing = await createUser(app, { isVerified: false });
    const fb = facebookUser({ email: existing.email });
    const res = await post('/api/users/fbauthenticate', { accessToken: fb.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(decodeJwt(res.json().token).id).toBe(existing.id);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ facebookId: fb.id, isVerified: true });
    expect((await get(`/api/users/facebook-exists/${fb.id}`)).json()).toEqual({ exists: true });
  });

  it('fbauthenticate answers facebook_registrado when no account belongs to the Facebook profile', async () => {
    const fb = facebookUser();
    const res = await post('/api/users/fbauthenticate', { accessToken: fb.token });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error).toBe('facebook_registrado');
  });

  it('a Facebook id alone never logs anyone in', async () => {
    const fb = facebookUser();
    await post('/api/users/facebook', { accessToken: fb.token });
    const withoutToken = await post('/api/users/fbauthenticate', { facebookId: fb.id });
    expect(withoutToken.statusCode).toBe(400);
    expect(withoutToken.json().errors).toContainEqual(
      expect.objectContaining({ field: 'accessToken', code: 'required' }),
    );
    const forged = await post('/api/users/fbauthenticate', { accessToken: 'made-up', facebookId: fb.id });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe('facebook_token');
    expect(forged.body).not.toMatch(/"token"/);
  });

  it('refuses a token issued for another app, or one Facebook says is invalid', async () => {
    const other = facebookUser();
    graph.issue('token-other-app', { id: other.id, email: other.email! }, { appId: '555' });
    const wrongApp = await post('/api/users/facebook', { accessToken: 'token-other-app' });
    expect(wrongApp.json().error).toBe('facebook_token');
    graph.issue('token-revoked', { id: other.id, email: other.email! }, { valid: false });
    const revoked = await post('/api/users/facebook', { accessToken: 'token-revoked' });
    expect(revoked.json().error).toBe('facebook_token');
  });

  it('sign-up needs a confirmed e-mail from Facebook', async () => {
    const fb = facebookUser({ email: null });
    const res = await post('/api/users/facebook', { accessToken: fb.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('facebook_sin_correo');
  });

  it('never re-links an account already linked to another Facebook profile', async () => {
    const first = facebookUser();
    await post('/api/users/facebook', { accessToken: first.token });
    const impostor = `EAAimpostor${next()}`;
    graph.issue(impostor, { id: '77777777', email: first.email! });
    const res = await post('/api/users/fbauthenticate', { accessToken: impostor });
    expect(res.json().error).toBe('facebook_registrado');
  });

  it('facebook-exists counts only linked, confirmed accounts and validates the id', async () => {
    expect((await get('/api/users/facebook-exists/424242')).json()).toEqual({ exists: false });
    expect((await get('/api/users/facebook-exists/abc')).statusCode).toBe(400);
  });

  it('limits Facebook attempts per IP', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1)
      codes.push((await post('/api/users/fbauthenticate', { accessToken: `x${i}` }, ip)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});

describe(`accounts: Facebook not configured (${engineName})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('hides the button (public config) and answers 404 on the Facebook calls', async () => {
    expect((await app.server.inject({ method: 'GET', url: '/api/public-config' })).json()).toEqual({
      facebookAppId: null,
    });
    for (const [method, url] of [
      ['POST', '/api/users/fbauthenticate'],
      ['POST', '/api/users/facebook'],
      ['GET', '/api/users/facebook-exists/123'],
    ] as const) {
      const res = await app.server.inject({
        method,
        url,
        payload: method === 'POST' ? { accessToken: 'x' } : undefined,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
  });
});
