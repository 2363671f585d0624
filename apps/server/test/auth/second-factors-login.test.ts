import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginChallengeSchema } from '@vitrina/contract/second-factors';
import { sessions } from '../../src/db/schema/sessions.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { freshIp } from '../helpers/client-ip.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { startFakeFacebook, type FakeFacebook } from '../helpers/fake-facebook.ts';
import { codeAt, outboxTo, testClock, turnOnTotp } from '../helpers/second-factors.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const PASSWORD = 'contraseña-segura-1';
const APP_ID = '1234567890';
const APP_SECRET = 'fake-app-secret-value';

describe(`login with a second factor: the challenge and its answer (${engineName})`, () => {
  let app: TestApp;
  let api: TestClient;
  let graph: FakeFacebook;
  let passwordHash: string;
  const clock = testClock();

  beforeAll(async () => {
    graph = await startFakeFacebook(APP_ID, APP_SECRET);
    // Challenges live a minute here instead of five: the expiry is tested by moving the clock past it.
    const env = { CHALLENGE_SECONDS: '60', FACEBOOK_APP_ID: APP_ID, FACEBOOK_APP_SECRET: APP_SECRET };
    app = await createTestApp({ ...env, FACEBOOK_GRAPH_URL: graph.url }, {}, undefined, { clock: clock.now });
    api = createClient(app);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
    await graph?.close();
  });

  /** A person with the authenticator on; the set-up's code is of a step well before the tests' codes. */
  async function withTotp(email?: string): Promise<TestUser & { secret: string; recoveryCodes: string[] }> {
    const u = await createUser(app, { passwordHash, ...(email ? { email } : {}) });
    clock.advance(-600_000);
    const factor = await turnOnTotp(api, u.token, clock);
    clock.advance(600_000);
    return { ...u, ...factor };
  }
  const login = async (email: string) => {
    const res = await api.post('/api/users/authenticate', { email, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  const challengeOf = async (email: string) => loginChallengeSchema.parse(await login(email)).challenge;
  const answer = (challenge: string, code: string, ip?: string) =>
    api.post('/api/users/authenticate/second-factor', { challenge, code }, ip ? { ip } : {});
  const errorOf = (res: { json(): unknown }) => {
    const body = res.json() as { error: string; errors?: Array<{ code: string }> };
    return body.errors?.[0]?.code ?? body.error;
  };
  const factorOf = async (token: string) => {
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    return (await app.database.db.select().from(sessions).where(eq(sessions.id, sid)))[0]?.factor;
  };

  it('keeps the login’s answer for an account without a factor', async () => {
    const u = await createUser(app, { passwordHash });
    expect(Object.keys(await login(u.email))).toEqual(['token']);
  });

  it('answers a challenge, not a session, and a current code opens the session that records it', async () => {
    const u = await withTotp();
    const body = await login(u.email);
    expect(body).toEqual({ challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), methods: ['totp', 'recovery'] });
    const res = await answer(body.challenge as string, codeAt(u.secret, clock.ms));
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().token as string;
    expect((await api.get('/api/users/self', { token })).statusCode).toBe(200);
    expect(await factorOf(token)).toBe('totp');
    // The challenge is spent: the same answer again is refused.
    expect(errorOf(await answer(body.challenge as string, codeAt(u.secret, clock.ms, 1)))).toBe('reto_caducado');
  });

  it('refuses a code already used (a replay in its window) and accepts drift of one step only', async () => {
    const u = await withTotp();
    const now = codeAt(u.secret, clock.ms);
    expect((await answer(await challengeOf(u.email), now)).statusCode).toBe(200);
    const replay = await answer(await challengeOf(u.email), now);
    expect(replay.statusCode).toBe(400);
    expect(errorOf(replay)).toBe('codigo_incorrecto');
    // A code of an older step than the last accepted one is refused too; the next step's is accepted.
    const challenge = await challengeOf(u.email);
    expect(errorOf(await answer(challenge, codeAt(u.secret, clock.ms, -1)))).toBe('codigo_incorrecto');
    expect(errorOf(await answer(challenge, codeAt(u.secret, clock.ms, 2)))).toBe('codigo_incorrecto');
    expect((await answer(challenge, codeAt(u.secret, clock.ms, 1))).statusCode).toBe(200);
  });

  it('accepts the previous step’s code and refuses the one two steps back', async () => {
    const u = await withTotp();
    const challenge = await challengeOf(u.email);
    expect(errorOf(await answer(challenge, codeAt(u.secret, clock.ms, -2)))).toBe('codigo_incorrecto');
    expect((await answer(challenge, codeAt(u.secret, clock.ms, -1))).statusCode).toBe(200);
  });

  it('opens with a recovery code once, records it and tells the owner', async () => {
    const u = await withTotp();
    const code = u.recoveryCodes[0]!;
    const res = await answer(await challengeOf(u.email), code);
    expect(res.statusCode, res.body).toBe(200);
    expect(await factorOf(res.json().token)).toBe('recovery');
    expect(errorOf(await answer(await challengeOf(u.email), code))).toBe('codigo_incorrecto');
    const mail = outboxTo(app.dataDir, u.email).find((m) => m.includes('se usó un código de recuperación'));
    expect(mail).toContain('te quedan 9');
    expect(mail).not.toContain(code);
  });

  it('lets a challenge expire after CHALLENGE_SECONDS: then even a valid code is refused', async () => {
    const u = await withTotp();
    const live = await challengeOf(u.email);
    const late = await challengeOf(u.email);
    clock.advance(59_000);
    expect((await answer(live, codeAt(u.secret, clock.ms))).statusCode).toBe(200);
    clock.advance(2_000);
    expect(errorOf(await answer(late, codeAt(u.secret, clock.ms, 1)))).toBe('reto_caducado');
    // Back in the middle of a step for the tests that follow.
    clock.advance(29_000);
  });

  it('refuses even a valid code after the fifth wrong answer; a new login works', async () => {
    const u = await withTotp();
    const challenge = await challengeOf(u.email);
    for (let i = 0; i < 4; i += 1) expect(errorOf(await answer(challenge, '000000'))).toBe('codigo_incorrecto');
    expect(errorOf(await answer(challenge, '000000'))).toBe('reto_agotado');
    expect(errorOf(await answer(challenge, codeAt(u.secret, clock.ms)))).toBe('reto_agotado');
    expect((await answer(await challengeOf(u.email), codeAt(u.secret, clock.ms))).statusCode).toBe(200);
  });

  it('limits answers to 10 per account in 15 minutes: 429 with Retry-After, even for a valid code', async () => {
    const u = await withTotp();
    let first = await challengeOf(u.email);
    for (let i = 0; i < 9; i += 1) {
      if (i === 5) first = await challengeOf(u.email);
      expect((await answer(first, '000000')).statusCode).toBe(400);
    }
    const last = await answer(first, codeAt(u.secret, clock.ms));
    expect(last.statusCode, last.body).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().error).toBe('too_many_requests');
  });

  it('limits answers to 20 per address in 15 minutes', async () => {
    const ip = freshIp();
    // One at a time: each set-up moves the shared clock back and forth.
    const people = [];
    for (let i = 0; i < 4; i += 1) people.push(await withTotp());
    for (const person of people) {
      const challenge = await challengeOf(person.email);
      for (let i = 0; i < 5; i += 1) expect((await answer(challenge, '111111', ip)).statusCode).toBe(400);
    }
    const res = await answer(await challengeOf(people[0]!.email), '111111', ip);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('sends a restore (a login that brings a cancelled account back) through the same challenge', async () => {
    const u = await withTotp();
    const res = await api.post('/api/users/restore', { email: u.email, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const { challenge } = loginChallengeSchema.parse(res.json());
    expect(res.json().token).toBeUndefined();
    expect((await answer(challenge, codeAt(u.secret, clock.ms))).statusCode).toBe(200);
  });

  it('sends a Facebook login of an account with a factor through the same challenge', async () => {
    const email = `fb-2fa-${Date.now().toString(36)}@example.test`;
    const u = await withTotp(email);
    graph.issue('EAAsecondfactor', { id: '77000001', first_name: 'Inés', last_name: 'Mora', email });
    const res = await api.post('/api/users/fbauthenticate', { accessToken: 'EAAsecondfactor' });
    expect(res.statusCode, res.body).toBe(200);
    const { challenge } = loginChallengeSchema.parse(res.json());
    const registered = await api.post('/api/users/facebook', { accessToken: 'EAAsecondfactor' });
    expect(registered.json()).toMatchObject({ exists: true, methods: ['totp', 'recovery'] });
    expect(registered.json().token).toBeUndefined();
    expect((await answer(challenge, codeAt(u.secret, clock.ms))).statusCode).toBe(200);
  });
});
