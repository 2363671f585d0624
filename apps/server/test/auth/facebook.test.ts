import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@vitrina/contract/errors';
import { users } from '../../src/db/schema/users.ts';
import { freshIp } from '../helpers/client-ip.ts';
import { createUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { startFakeFacebook, type FakeFacebook } from '../helpers/fake-facebook.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const APP_ID = '1234567890';
const APP_SECRET = 'fake-app-secret-value';
let seq = 0;
const next = () => (seq += 1);

describe(`accounts: Facebook login verified with the Graph API (${engineName})`, () => {
  let app: TestApp;
  let graph: FakeFacebook;
  let api: TestClient;

  beforeAll(async () => {
    graph = await startFakeFacebook(APP_ID, APP_SECRET);
    app = await createTestApp({
      FACEBOOK_APP_ID: APP_ID,
      FACEBOOK_APP_SECRET: APP_SECRET,
      FACEBOOK_GRAPH_URL: graph.url,
    });
    api = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
    await graph?.close();
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
    const res = await api.get('/api/public-config');
    expect(res.json()).toEqual({ facebookAppId: APP_ID });
  });

  it('POST /users/facebook creates a confirmed account without a type from what Facebook verified', async () => {
    const fb = facebookUser();
    const res = await api.post('/api/users/facebook', {
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
    expect((await api.get('/api/users/self', { token: res.json().token })).statusCode).toBe(200);
    expect(graph.calls).toContain('/debug_token');
    expect(graph.calls).toContain('/me');
  });

  it('POST /users/facebook for an existing Facebook account logs in with exists: true', async () => {
    const fb = facebookUser();
    await api.post('/api/users/facebook', { accessToken: fb.token });
    const again = await api.post('/api/users/facebook', { accessToken: fb.token });
    expect(again.statusCode).toBe(200);
    expect(again.json().exists).toBe(true);
  });

  it('links an existing account by the e-mail Facebook verified, and confirms it', async () => {
    const existing = await createUser(app, { isVerified: false });
    const fb = facebookUser({ email: existing.email });
    const res = await api.post('/api/users/fbauthenticate', { accessToken: fb.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(decodeJwt(res.json().token).id).toBe(existing.id);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, existing.id));
    expect(row).toMatchObject({ facebookId: fb.id, isVerified: true });
    expect((await api.get(`/api/users/facebook-exists/${fb.id}`)).json()).toEqual({ exists: true });
  });

  it('fbauthenticate answers facebook_registrado when no account belongs to the Facebook profile', async () => {
    const fb = facebookUser();
    const res = await api.post('/api/users/fbauthenticate', { accessToken: fb.token });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error).toBe('facebook_registrado');
  });

  it('a Facebook id alone never logs anyone in', async () => {
    const fb = facebookUser();
    await api.post('/api/users/facebook', { accessToken: fb.token });
    const withoutToken = await api.post('/api/users/fbauthenticate', { facebookId: fb.id });
    expect(withoutToken.statusCode).toBe(400);
    expect(withoutToken.json().errors).toContainEqual(
      expect.objectContaining({ field: 'accessToken', code: 'required' }),
    );
    const forged = await api.post('/api/users/fbauthenticate', { accessToken: 'made-up', facebookId: fb.id });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toBe('facebook_token');
    expect(forged.body).not.toMatch(/"token"/);
  });

  it('refuses a token issued for another app, or one Facebook says is invalid', async () => {
    const other = facebookUser();
    graph.issue('token-other-app', { id: other.id, email: other.email! }, { appId: '555' });
    const wrongApp = await api.post('/api/users/facebook', { accessToken: 'token-other-app' });
    expect(wrongApp.json().error).toBe('facebook_token');
    graph.issue('token-revoked', { id: other.id, email: other.email! }, { valid: false });
    const revoked = await api.post('/api/users/facebook', { accessToken: 'token-revoked' });
    expect(revoked.json().error).toBe('facebook_token');
  });

  it('sign-up needs a confirmed e-mail from Facebook', async () => {
    const fb = facebookUser({ email: null });
    const res = await api.post('/api/users/facebook', { accessToken: fb.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('facebook_sin_correo');
  });

  it('never re-links an account already linked to another Facebook profile', async () => {
    const first = facebookUser();
    await api.post('/api/users/facebook', { accessToken: first.token });
    const impostor = `EAAimpostor${next()}`;
    graph.issue(impostor, { id: '77777777', email: first.email! });
    const res = await api.post('/api/users/fbauthenticate', { accessToken: impostor });
    expect(res.json().error).toBe('facebook_registrado');
  });

  it('facebook-exists counts only linked, confirmed accounts and validates the id', async () => {
    expect((await api.get('/api/users/facebook-exists/424242')).json()).toEqual({ exists: false });
    expect((await api.get('/api/users/facebook-exists/abc')).statusCode).toBe(400);
  });

  it('limits Facebook attempts per IP', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 31; i += 1)
      codes.push((await api.post('/api/users/fbauthenticate', { accessToken: `x${i}` }, { ip })).statusCode);
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
    const api = createClient(app);
    expect((await api.get('/api/public-config')).json()).toEqual({
      facebookAppId: null,
    });
    for (const [method, url] of [
      ['POST', '/api/users/fbauthenticate'],
      ['POST', '/api/users/facebook'],
      ['GET', '/api/users/facebook-exists/123'],
    ] as const) {
      const res = await api.request(method, url, method === 'POST' ? { body: { accessToken: 'x' } } : {});
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
  });
});
