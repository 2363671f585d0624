import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginChallengeSchema } from '@vitrina/contract/second-factors';
import {
  generateOneTimeToken,
  hashOneTimeToken,
  oneTimeTokenExpiry,
} from '../../src/modules/auth/one-time-token-rules.ts';
import { createOneTimeTokensRepository } from '../../src/modules/auth/one-time-tokens.repository.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { codeAt, outboxTo, testClock, turnOnTotp } from '../helpers/second-factors.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const PASSWORD = 'contraseña-segura-1';
const NEW_PASSWORD = 'otra-clave-mucho-mejor-7';

describe(`a password reset still asks the second factor (${engineName})`, () => {
  let app: TestApp;
  let api: TestClient;
  let passwordHash: string;
  const clock = testClock();

  beforeAll(async () => {
    app = await createTestApp({ CHALLENGE_SECONDS: '60' }, {}, undefined, { clock: clock.now });
    api = createClient(app);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
  });

  async function withTotp(): Promise<TestUser & { secret: string; recoveryCodes: string[] }> {
    const u = await createUser(app, { passwordHash });
    clock.advance(-600_000);
    const factor = await turnOnTotp(api, u.token, clock);
    clock.advance(600_000);
    return { ...u, ...factor };
  }
  /** Asks for a reset link and reads its token from the outbox. */
  async function resetLink(email: string): Promise<string> {
    expect((await api.post('/api/users/recover/password', { email })).statusCode).toBe(200);
    const mail = outboxTo(app.dataDir, email).at(-1) ?? '';
    const token = /\/forgot\/([A-Za-z0-9_-]+)/.exec(mail)?.[1];
    if (!token) throw new Error('no reset link in the e-mail');
    return token;
  }
  const openLink = async (token: string) => {
    const res = await api.get(`/api/users/recover/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  const resetChallengeOf = async (email: string) =>
    loginChallengeSchema.parse(await openLink(await resetLink(email))).challenge;
  const answerReset = (challenge: string, code: string) =>
    api.post('/api/users/recover/second-factor', { challenge, code });
  const answerLogin = (challenge: string, code: string) =>
    api.post('/api/users/authenticate/second-factor', { challenge, code });
  const loginChallengeOf = async (email: string) => {
    const res = await api.post('/api/users/authenticate', { email, password: PASSWORD });
    return loginChallengeSchema.parse(res.json()).challenge;
  };
  const errorOf = (res: { json(): unknown }) => {
    const body = res.json() as { error: string; errors?: Array<{ code: string }> };
    return body.errors?.[0]?.code ?? body.error;
  };
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { rec?: boolean };

  it('keeps today’s flow for an account without a factor: the link opens the recovery session', async () => {
    const u = await createUser(app, { passwordHash });
    const body = await openLink(await resetLink(u.email));
    expect(Object.keys(body)).toEqual(['token']);
    expect(claimsOf(body.token as string).rec).toBe(true);
  });

  it('answers a challenge and no session for an account with a factor; the link is spent', async () => {
    const u = await withTotp();
    const link = await resetLink(u.email);
    const body = await openLink(link);
    expect(body).toEqual({ challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), methods: ['totp', 'recovery'] });
    expect(body).not.toHaveProperty('token');
    expect(errorOf(await api.get(`/api/users/recover/${link}`))).toBe('token_invalido');
  });

  it('counts a wrong code; the right one opens the recovery session, which sets the new password', async () => {
    const u = await withTotp();
    const challenge = await resetChallengeOf(u.email);
    expect(errorOf(await answerReset(challenge, '000000'))).toBe('codigo_incorrecto');
    const res = await answerReset(challenge, codeAt(u.secret, clock.ms));
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().token as string;
    expect(claimsOf(token).rec).toBe(true);
    const set = await api.put('/api/users/password', { newPassword: NEW_PASSWORD }, { token });
    expect(set.statusCode, set.body).toBe(200);
    // The new password logs in, and the factor is still asked.
    const login = await api.post('/api/users/authenticate', { email: u.email, password: NEW_PASSWORD });
    expect(Object.keys(login.json() as object)).toEqual(['challenge', 'methods']);
    // The spent challenge opens nothing more.
    expect(errorOf(await answerReset(challenge, codeAt(u.secret, clock.ms, 1)))).toBe('reto_enlace_caducado');
  });

  it('opens with a recovery code too, once', async () => {
    const u = await withTotp();
    const code = u.recoveryCodes[0]!;
    const res = await answerReset(await resetChallengeOf(u.email), code);
    expect(res.statusCode, res.body).toBe(200);
    expect(errorOf(await answerReset(await resetChallengeOf(u.email), code))).toBe('codigo_incorrecto');
  });

  it('refuses even a valid code after the fifth wrong answer: a new link is needed', async () => {
    const u = await withTotp();
    const challenge = await resetChallengeOf(u.email);
    for (let i = 0; i < 4; i += 1) expect(errorOf(await answerReset(challenge, '000000'))).toBe('codigo_incorrecto');
    expect(errorOf(await answerReset(challenge, '000000'))).toBe('reto_enlace_agotado');
    expect(errorOf(await answerReset(challenge, codeAt(u.secret, clock.ms)))).toBe('reto_enlace_agotado');
  });

  it('lets the reset’s challenge expire as the login’s does', async () => {
    const u = await withTotp();
    const challenge = await resetChallengeOf(u.email);
    clock.advance(61_000);
    expect(errorOf(await answerReset(challenge, codeAt(u.secret, clock.ms)))).toBe('reto_enlace_caducado');
  });

  it('never takes a login’s challenge for a reset, nor a reset’s for a login', async () => {
    const u = await withTotp();
    const login = await loginChallengeOf(u.email);
    expect(errorOf(await answerReset(login, codeAt(u.secret, clock.ms)))).toBe('reto_enlace_caducado');
    const reset = await resetChallengeOf(u.email);
    expect(errorOf(await answerLogin(reset, codeAt(u.secret, clock.ms)))).toBe('reto_caducado');
    // Neither was spent by the wrong door: each still opens its own.
    const session = await answerLogin(login, codeAt(u.secret, clock.ms));
    expect(session.statusCode, session.body).toBe(200);
    expect(claimsOf(session.json().token as string).rec).toBeUndefined();
    clock.advance(30_000);
    const recovery = await answerReset(reset, codeAt(u.secret, clock.ms));
    expect(recovery.statusCode, recovery.body).toBe(200);
    expect(claimsOf(recovery.json().token as string).rec).toBe(true);
  });

  it('limits the reset’s answers per account as the login’s: 429 with Retry-After, even for a valid code', async () => {
    const u = await withTotp();
    let challenge = await resetChallengeOf(u.email);
    for (let i = 0; i < 9; i += 1) {
      if (i === 5) challenge = await resetChallengeOf(u.email);
      expect((await answerReset(challenge, '000000')).statusCode).toBe(400);
    }
    const last = await answerReset(challenge, codeAt(u.secret, clock.ms));
    expect(last.statusCode, last.body).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('opens no session from a confirmation link of an account with a factor', async () => {
    const u = await withTotp();
    const token = generateOneTimeToken();
    await createOneTimeTokensRepository(app.database.db).insert({
      userId: u.id,
      kind: 'signup',
      tokenHash: hashOneTimeToken(token),
      expiresAt: oneTimeTokenExpiry('signup', new Date()),
    });
    const res = await api.get(`/api/users/confirmation/${token}`);
    expect([res.statusCode, errorOf(res)]).toEqual([400, 'token_invalido']);
  });
});
