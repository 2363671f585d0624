import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webauthnOptionsSchema } from '@vitrina/contract/passkeys';
import { loginChallengeSchema } from '@vitrina/contract/second-factors';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { addPasskey, PASSKEY_ORIGIN } from '../helpers/passkeys.ts';
import { outboxTo, testClock, turnOnTotp } from '../helpers/second-factors.ts';
import { softAuthenticator, type SoftAuthenticator, type Tamper } from '../helpers/soft-authenticator.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const PASSWORD = 'contraseña-segura-1';
const NEW_PASSWORD = 'otra-clave-mucho-mejor-7';

type Options = { challenge: string; allowCredentials: Array<{ id: string }>; userVerification: string };
type Person = TestUser & { device: SoftAuthenticator; passkeyIds: number[] };

/** Decision 0052: a passkey renews a step-up, and answers a reset link's challenge as it answers a login's. */
describe(`passkeys for step-up and a reset link's challenge (${engineName})`, () => {
  let app: TestApp;
  let api: TestClient;
  let passwordHash: string;
  const clock = testClock();

  beforeAll(async () => {
    app = await createTestApp({ PUBLIC_URL: PASSKEY_ORIGIN, LOG_LEVEL: 'error' }, {}, undefined, { clock: clock.now });
    api = createClient(app);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A person with `count` passkeys on one device, added through settings (a fresh login: verified now). */
  async function withPasskeys(count = 1): Promise<Person> {
    clock.resync();
    const u = await createUser(app, { passwordHash });
    const device = softAuthenticator(PASSKEY_ORIGIN);
    const passkeyIds: number[] = [];
    for (let i = 0; i < count; i += 1)
      passkeyIds.push((await addPasskey(api, u.token, device, `Llave ${i}`)).passkey.id);
    return { ...u, device, passkeyIds };
  }
  const errorOf = (res: { json(): unknown }) => {
    const body = res.json() as { error: string; errors?: Array<{ code: string }> };
    return body.errors?.[0]?.code ?? body.error;
  };
  const optionsOf = (res: { statusCode: number; body: string; json(): unknown }) => {
    expect(res.statusCode, res.body).toBe(200);
    return webauthnOptionsSchema.parse(res.json()).options as unknown as Options;
  };
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { rec?: boolean };
  /** Any passkey of the device answers (as a stranger's key would, whatever the options allow). */
  const anyKey = (options: Options) => ({ ...options, allowCredentials: [] }) as never;

  describe('step-up', () => {
    const stepUpOptions = (u: TestUser) => api.post('/api/users/step-up/passkey/options', undefined, u);
    const renew = (u: TestUser, response: unknown) =>
      api.post('/api/users/step-up', { method: 'passkey', response }, u);
    const removeKey = (u: Person, index: number) => api.delete(`/api/users/passkeys/${u.passkeyIds[index]}`, u);
    const pastWindow = () => clock.advance(app.config.stepUpWindowMs + 30_000);
    const refusedForStepUp = (res: { statusCode: number; json(): unknown }) =>
      expect([res.statusCode, errorOf(res)]).toEqual([403, 'step_up_required']);

    it('renews the verification with one of the person’s passkeys: the refused action then passes', async () => {
      const u = await withPasskeys(2);
      pastWindow();
      refusedForStepUp(await removeKey(u, 1));
      const options = optionsOf(await stepUpOptions(u));
      expect(options.userVerification).toBe('required');
      expect(options.allowCredentials.map((c) => c.id)).toEqual(
        u.device.credentials.map((c) => c.id.toString('base64url')),
      );
      const res = await renew(u, u.device.get(options as never));
      expect(res.statusCode, res.body).toBe(200);
      expect(Date.parse((res.json() as { verifiedAt: string }).verifiedAt)).toBe(clock.ms);
      expect((await removeKey(u, 1)).statusCode).toBe(204);
    });

    it('refuses another person’s options or passkey, a login’s challenge and a replay, and renews nothing then', async () => {
      const u = await withPasskeys();
      const stranger = await withPasskeys();
      pastWindow();
      // The stranger's step-up options, signed by my own passkey.
      const theirs = optionsOf(await stepUpOptions(stranger));
      expect(errorOf(await renew(u, u.device.get(anyKey(theirs))))).toBe('llave_rechazada');
      // My options, signed by the stranger's passkey.
      expect(errorOf(await renew(u, stranger.device.get(anyKey(optionsOf(await stepUpOptions(u))))))).toBe(
        'llave_rechazada',
      );
      // An answer to my login's second step is not a step-up's.
      const login = await api.post('/api/users/authenticate', { email: u.email, password: PASSWORD });
      const { challenge } = loginChallengeSchema.parse(login.json());
      const loginOptions = optionsOf(
        await api.post('/api/users/authenticate/second-factor/passkey/options', { challenge }),
      );
      expect(errorOf(await renew(u, u.device.get(loginOptions as never)))).toBe('llave_caducada');
      // Without user verification, or from another site.
      const tampers: Tamper[] = [{ userVerified: false }, { origin: 'https://evil.example.test' }];
      for (const tamper of tampers)
        expect(errorOf(await renew(u, u.device.get(optionsOf(await stepUpOptions(u)) as never, tamper)))).toBe(
          'llave_rechazada',
        );
      refusedForStepUp(await removeKey(u, 0));

      const right = u.device.get(optionsOf(await stepUpOptions(u)) as never);
      expect((await renew(u, right)).statusCode).toBe(200);
      expect(errorOf(await renew(u, right))).toBe('llave_caducada');
    });

    it('answers 409 llave_ninguna for options without a passkey, and a passkey proves nothing there', async () => {
      clock.resync();
      const bare = await createUser(app, { passwordHash });
      const res = await stepUpOptions(bare);
      expect([res.statusCode, errorOf(res)]).toEqual([409, 'llave_ninguna']);
      const withTotp = await createUser(app, { passwordHash });
      await turnOnTotp(api, withTotp.token, clock);
      expect(errorOf(await stepUpOptions(withTotp))).toBe('llave_ninguna');
      const someone = await withPasskeys();
      const foreign = someone.device.get(optionsOf(await stepUpOptions(someone)) as never);
      expect(errorOf(await renew(withTotp, foreign))).toBe('llave_rechazada');
    });
  });

  describe('a reset link’s challenge', () => {
    /** Asks for a reset link, opens it from the outbox and answers its challenge. */
    async function resetChallengeOf(email: string) {
      expect((await api.post('/api/users/recover/password', { email })).statusCode).toBe(200);
      const token = /\/forgot\/([A-Za-z0-9_-]+)/.exec(outboxTo(app.dataDir, email).at(-1) ?? '')?.[1];
      const res = await api.get(`/api/users/recover/${token}`);
      expect(res.statusCode, res.body).toBe(200);
      return loginChallengeSchema.parse(res.json());
    }
    const loginChallengeOf = async (email: string) =>
      loginChallengeSchema.parse((await api.post('/api/users/authenticate', { email, password: PASSWORD })).json())
        .challenge;
    const door = (purpose: 'login' | 'reset') =>
      purpose === 'login'
        ? '/api/users/authenticate/second-factor/passkey'
        : '/api/users/recover/second-factor/passkey';
    const options = async (purpose: 'login' | 'reset', challenge: string) =>
      optionsOf(await api.post(`${door(purpose)}/options`, { challenge }));
    const answer = (purpose: 'login' | 'reset', challenge: string, response: unknown) =>
      api.post(door(purpose), { challenge, response });

    it('is answered by a passkey: the recovery session sets the password, which then logs in', async () => {
      const u = await withPasskeys();
      const { challenge, methods } = await resetChallengeOf(u.email);
      expect(methods).toEqual(['passkey', 'recovery']);
      const offered = await options('reset', challenge);
      expect(offered.allowCredentials.map((c) => c.id)).toEqual([u.device.credentials[0]!.id.toString('base64url')]);
      const res = await answer('reset', challenge, u.device.get(offered as never));
      expect(res.statusCode, res.body).toBe(200);
      const token = (res.json() as { token: string }).token;
      expect(claimsOf(token).rec).toBe(true);
      const set = await api.put('/api/users/password', { newPassword: NEW_PASSWORD }, { token });
      expect(set.statusCode, set.body).toBe(200);
      const login = await api.post('/api/users/authenticate', { email: u.email, password: NEW_PASSWORD });
      expect(Object.keys(login.json() as object)).toEqual(['challenge', 'methods']);
      // The spent challenge opens nothing more.
      expect(errorOf(await api.post(`${door('reset')}/options`, { challenge }))).toBe('reto_enlace_caducado');
    });

    it('never takes a login’s challenge or options for a reset’s, nor the reverse', async () => {
      const u = await withPasskeys();
      const login = await loginChallengeOf(u.email);
      const reset = (await resetChallengeOf(u.email)).challenge;
      expect(errorOf(await api.post(`${door('reset')}/options`, { challenge: login }))).toBe('reto_enlace_caducado');
      expect(errorOf(await api.post(`${door('login')}/options`, { challenge: reset }))).toBe('reto_caducado');
      const forLogin = u.device.get((await options('login', login)) as never);
      expect(errorOf(await answer('reset', reset, forLogin))).toBe('llave_rechazada');
      const forReset = u.device.get((await options('reset', reset)) as never);
      expect(errorOf(await answer('login', login, forReset))).toBe('llave_rechazada');
      expect(errorOf(await answer('login', reset, u.device.get((await options('reset', reset)) as never)))).toBe(
        'reto_caducado',
      );
      // Each still opens its own, and only its own kind of session.
      const session = await answer('login', login, u.device.get((await options('login', login)) as never));
      expect(session.statusCode, session.body).toBe(200);
      expect(claimsOf((session.json() as { token: string }).token).rec).toBeUndefined();
      const recovery = await answer('reset', reset, u.device.get((await options('reset', reset)) as never));
      expect(recovery.statusCode, recovery.body).toBe(200);
      expect(claimsOf((recovery.json() as { token: string }).token).rec).toBe(true);
    });

    it('is exhausted by five wrong answers, with the reset link’s codes', async () => {
      const u = await withPasskeys();
      const { challenge } = await resetChallengeOf(u.email);
      const wrongly = async () =>
        answer('reset', challenge, u.device.get((await options('reset', challenge)) as never, { userVerified: false }));
      for (let i = 0; i < 4; i += 1) expect(errorOf(await wrongly())).toBe('llave_rechazada');
      expect(errorOf(await wrongly())).toBe('reto_enlace_agotado');
      expect(errorOf(await api.post(`${door('reset')}/options`, { challenge }))).toBe('reto_enlace_agotado');
      const offered = { challenge: 'A'.repeat(43), allowCredentials: [] } as never;
      expect(errorOf(await answer('reset', challenge, u.device.get(offered)))).toBe('reto_enlace_agotado');
    });
  });
});
