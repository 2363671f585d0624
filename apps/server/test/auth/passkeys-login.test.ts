import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webauthnOptionsSchema } from '@vitrina/contract/passkeys';
import { loginChallengeSchema } from '@vitrina/contract/second-factors';
import { passkeys } from '../../src/db/schema/passkeys.ts';
import { sessions } from '../../src/db/schema/sessions.ts';
import { users } from '../../src/db/schema/users.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { addPasskey, PASSKEY_ORIGIN, signInAnswer } from '../helpers/passkeys.ts';
import { testClock } from '../helpers/second-factors.ts';
import { softAuthenticator, type SoftAuthenticator, type Tamper } from '../helpers/soft-authenticator.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const PASSWORD = 'contraseña-segura-1';

describe(`passkeys at login: the second step and signing in without a password (${engineName})`, () => {
  let app: TestApp;
  let api: TestClient;
  let passwordHash: string;
  const clock = testClock();

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL: PASSKEY_ORIGIN }, {}, undefined, { clock: clock.now });
    api = createClient(app);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A person with one passkey on `device` (a new device unless given), added through settings. */
  async function withPasskey(
    device = softAuthenticator(PASSKEY_ORIGIN),
  ): Promise<TestUser & { device: SoftAuthenticator }> {
    const u = await createUser(app, { passwordHash });
    await addPasskey(api, u.token, device);
    return { ...u, device };
  }
  const challengeOf = async (email: string) => {
    const res = await api.post('/api/users/authenticate', { email, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    return loginChallengeSchema.parse(res.json());
  };
  const stepOptions = async (challenge: string) => {
    const res = await api.post('/api/users/authenticate/second-factor/passkey/options', { challenge });
    expect(res.statusCode, res.body).toBe(200);
    return webauthnOptionsSchema.parse(res.json()).options as never;
  };
  const answer = (challenge: string, response: unknown) =>
    api.post('/api/users/authenticate/second-factor/passkey', { challenge, response });
  const stepAnswer = async (device: SoftAuthenticator, challenge: string, tamper: Tamper = {}) =>
    answer(challenge, device.get(await stepOptions(challenge), tamper));
  const signIn = (response: unknown) => api.post('/api/users/authenticate/passkey', { response });
  const errorOf = (res: { json(): unknown }) => (res.json() as { error: string }).error;
  const factorOf = async (token: string) => {
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    return (await app.database.db.select().from(sessions).where(eq(sessions.id, sid)))[0]?.factor;
  };
  const lastUsed = async (userId: number) =>
    (await app.database.db.select().from(passkeys).where(eq(passkeys.userId, userId)))[0]?.lastUsedAt;

  it('asks an account with a passkey for a second step that a passkey answers', async () => {
    const u = await withPasskey();
    const { challenge, methods } = await challengeOf(u.email);
    expect(methods).toEqual(['passkey', 'recovery']);
    const options = (await stepOptions(challenge)) as {
      allowCredentials: Array<{ id: string }>;
      userVerification: string;
    };
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials.map((c) => c.id)).toEqual([u.device.credentials[0]!.id.toString('base64url')]);
    const res = await answer(challenge, u.device.get(options as never));
    expect(res.statusCode, res.body).toBe(200);
    const token = res.json().token as string;
    expect((await api.get('/api/users/self', { token })).statusCode).toBe(200);
    expect(await factorOf(token)).toBe('passkey');
    expect(await lastUsed(u.id)).toBeInstanceOf(Date);
    // The login challenge is spent: neither options nor an answer for it any more.
    const late = await api.post('/api/users/authenticate/second-factor/passkey/options', { challenge });
    expect(errorOf(late)).toBe('reto_caducado');
    expect(errorOf(await answer(challenge, u.device.get(options as never)))).toBe('reto_caducado');
  });

  it('refuses an answer bound to another login’s challenge, another person’s passkey, no UV or another origin', async () => {
    const u = await withPasskey();
    const stranger = await withPasskey();
    const { challenge } = await challengeOf(u.email);
    const other = await challengeOf(u.email);
    const forOther = u.device.get(await stepOptions(other.challenge));
    expect(errorOf(await answer(challenge, forOther))).toBe('llave_rechazada');
    const options = await stepOptions(challenge);
    expect(
      errorOf(await answer(challenge, stranger.device.get({ ...(options as object), allowCredentials: [] } as never))),
    ).toBe('llave_rechazada');
    expect(errorOf(await stepAnswer(u.device, challenge, { userVerified: false }))).toBe('llave_rechazada');
    expect(errorOf(await stepAnswer(u.device, challenge, { origin: 'https://evil.example.test' }))).toBe(
      'llave_rechazada',
    );
    // Each wrong answer counted: the fifth exhausts the challenge, after which even a right one is refused.
    expect(errorOf(await stepAnswer(u.device, challenge, { rpId: 'evil.example.test' }))).toBe('reto_agotado');
    const exhausted = await answer(challenge, u.device.get(options));
    expect(errorOf(exhausted)).toBe('reto_agotado');
    expect((await stepAnswer(u.device, (await challengeOf(u.email)).challenge)).statusCode).toBe(200);
  });

  it('keeps answers with a passkey within the per-account limit that codes have', async () => {
    const u = await withPasskey();
    for (let round = 0; round < 2; round += 1) {
      const { challenge } = await challengeOf(u.email);
      for (let i = 0; i < 5; i += 1)
        expect((await stepAnswer(u.device, challenge, { userVerified: false })).statusCode).toBe(400);
    }
    const res = await stepAnswer(u.device, (await challengeOf(u.email)).challenge);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('signs in with a discoverable passkey, no password: a session with factor passkey', async () => {
    const u = await withPasskey();
    const options = webauthnOptionsSchema.parse(
      (await api.post('/api/users/authenticate/passkey/options')).json(),
    ).options;
    expect(options).toMatchObject({ rpId: 'vitrina.example.test', allowCredentials: [], userVerification: 'required' });
    const response = u.device.get(options as never);
    const res = await signIn(response);
    expect(res.statusCode, res.body).toBe(200);
    expect(await factorOf(res.json().token)).toBe('passkey');
    const [row] = await app.database.db.select().from(passkeys).where(eq(passkeys.userId, u.id));
    expect(row).toMatchObject({ counter: 1, lastUsedAt: expect.any(Date) });
    // The same answer again: its challenge is spent.
    expect(errorOf(await signIn(response))).toBe('llave_caducada');
  });

  it('refuses a sign-in without user verification, from another origin, another rp id or with another user handle', async () => {
    const u = await withPasskey();
    const tampers: Tamper[] = [
      { userVerified: false },
      { origin: 'https://evil.example.test' },
      { rpId: 'evil.example.test' },
      { userHandle: 'c29tZW9uZS1lbHNl' },
    ];
    for (const tamper of tampers) {
      const res = await signIn(await signInAnswer(api, u.device, tamper));
      expect(res.statusCode, JSON.stringify(tamper)).toBe(400);
      expect(errorOf(res)).toBe('llave_rechazada');
    }
    expect(errorOf(await signIn(await signInAnswer(api, u.device, { challenge: 'B'.repeat(43) })))).toBe(
      'llave_caducada',
    );
    expect((await signIn(await signInAnswer(api, u.device))).statusCode).toBe(200);
  });

  it('refuses a counter that does not move forward (a cloned key)', async () => {
    const u = await withPasskey();
    expect((await signIn(await signInAnswer(api, u.device, { counter: 7 }))).statusCode).toBe(200);
    expect(errorOf(await signIn(await signInAnswer(api, u.device, { counter: 7 })))).toBe('llave_rechazada');
    expect(errorOf(await signIn(await signInAnswer(api, u.device, { counter: 3 })))).toBe('llave_rechazada');
    expect((await signIn(await signInAnswer(api, u.device, { counter: 8 }))).statusCode).toBe(200);
  });

  it('goes through the password login’s gates: suspended, cancelled and unconfirmed accounts get no session', async () => {
    const gates = [
      { change: { suspendedAt: new Date() }, status: 403, error: 'account_suspended' },
      { change: { cancelledAt: new Date() }, status: 409, error: 'account_cancelled' },
      { change: { isVerified: false }, status: 400, error: 'credentials' },
    ];
    for (const gate of gates) {
      const u = await withPasskey();
      await app.database.db.update(users).set(gate.change).where(eq(users.id, u.id));
      const res = await signIn(await signInAnswer(api, u.device));
      expect(res.statusCode, gate.error).toBe(gate.status);
      expect(errorOf(res)).toBe(gate.error);
    }
  });

  it('limits sign-in answers per address: 429 with Retry-After', async () => {
    const u = await withPasskey();
    const ip = '203.0.113.77';
    const client = createClient(app, { ip });
    let last = { statusCode: 0, headers: {} as Record<string, unknown> };
    for (let i = 0; i < 31; i += 1)
      last = await client.post('/api/users/authenticate/passkey', { response: u.device.get({ challenge: 'x' }) });
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
  });
});
