import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondFactorsStateSchema, totpSetupSchema } from '@vitrina/contract/second-factors';
import { recoveryCodes, totpFactors } from '../../src/db/schema/second-factors.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createUser, type UserFactoryOptions } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { codeAt, outboxTo, testClock, turnOnTotp } from '../helpers/second-factors.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const PASSWORD = 'contraseña-segura-1';

describe(`second factors in settings: the authenticator app and recovery codes (${engineName})`, () => {
  let app: TestApp;
  let api: TestClient;
  let passwordHash: string;
  let logs: string[];
  const clock = testClock();

  beforeAll(async () => {
    app = await createTestApp({ LOG_LEVEL: 'info' }, {}, undefined, { clock: clock.now });
    logs = captureLogs(app);
    api = createClient(app);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
  });

  const user = (options: UserFactoryOptions = {}) => createUser(app, { passwordHash, ...options });
  const state = async (token: string) =>
    secondFactorsStateSchema.parse((await api.get('/api/users/second-factors', { token })).json());
  const login = (email: string) => api.post('/api/users/authenticate', { email, password: PASSWORD });
  const fieldCodes = (body: { errors?: Array<{ field: string; code: string }> }) =>
    body.errors?.map((e) => [e.field, e.code]);

  it('turns on with a QR code and the key, confirmed by a first code, and shows the recovery codes once', async () => {
    const u = await user();
    expect(await state(u.token)).toEqual({ totp: { enabled: false, since: null }, recoveryCodes: { remaining: 0 } });
    const start = await api.post('/api/users/second-factors/totp', undefined, { token: u.token });
    expect(start.statusCode, start.body).toBe(200);
    const setup = totpSetupSchema.parse(start.json());
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.uri).toContain(encodeURIComponent(u.email));
    expect(setup.qr).toMatch(/^data:image\/png;base64,/);
    const [stored] = await app.database.db.select().from(totpFactors).where(eq(totpFactors.userId, u.id));
    expect(stored?.sealedSecret).not.toContain(setup.secret);
    expect(stored?.confirmedAt).toBeNull();

    const wrong = await api.post('/api/users/second-factors/totp/confirmation', { code: '000000' }, { token: u.token });
    expect(wrong.statusCode).toBe(400);
    expect(fieldCodes(wrong.json())).toEqual([['code', 'codigo_incorrecto']]);
    expect((await state(u.token)).totp.enabled).toBe(false);

    const code = codeAt(setup.secret, clock.ms);
    const ok = await api.post('/api/users/second-factors/totp/confirmation', { code }, { token: u.token });
    expect(ok.statusCode, ok.body).toBe(200);
    const codes = ok.json().recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const after = await state(u.token);
    expect(after).toEqual({
      totp: { enabled: true, since: clock.now().toISOString() },
      recoveryCodes: { remaining: 10 },
    });
    // Nothing answers the key or a code again: a new set-up is refused, the state holds neither.
    const again = await api.post('/api/users/second-factors/totp', undefined, { token: u.token });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('totp_activo');
    for (const body of [again.body, JSON.stringify(after)]) {
      expect(body).not.toContain(setup.secret);
      for (const c of codes) expect(body).not.toContain(c);
    }
    const digests = await app.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, u.id));
    expect(digests).toHaveLength(10);
    for (const row of digests) for (const c of codes) expect(row.codeHash).not.toContain(c.replace('-', ''));
    // The owner is told, in Spanish; the e-mail carries no key and no code.
    const [mail] = outboxTo(app.dataDir, u.email);
    expect(mail).toContain('activaste la app de autenticación');
    expect(mail).not.toContain(setup.secret);
    for (const c of codes) expect(mail).not.toContain(c);
    // The logs tell of the change and hold no key, code or digest.
    const logged = logs.join('\n');
    expect(logged).toContain('second factors changed');
    expect(logged).not.toContain(setup.secret);
    expect(logged).not.toContain(code);
    for (const c of codes) expect(logged).not.toContain(c);
  });

  it('refuses a confirmation without a set-up, and a code of another step than ±1', async () => {
    const u = await user();
    const none = await api.post('/api/users/second-factors/totp/confirmation', { code: '123456' }, { token: u.token });
    expect(none.json().error).toBe('totp_sin_iniciar');
    const { secret } = (await api.post('/api/users/second-factors/totp', undefined, { token: u.token })).json();
    const far = codeAt(secret, clock.ms, 2);
    const res = await api.post('/api/users/second-factors/totp/confirmation', { code: far }, { token: u.token });
    expect(fieldCodes(res.json())).toEqual([['code', 'codigo_incorrecto']]);
  });

  it('regenerates recovery codes with a code: the old ones stop working, the new ones work once', async () => {
    const u = await user({ langCode: 'en' });
    const { secret, recoveryCodes: old } = await turnOnTotp(api, u.token, clock);
    clock.advance(30_000);
    const regenerate = (code: string) =>
      api.post('/api/users/second-factors/recovery-codes', { code }, { token: u.token });
    const replay = await regenerate(codeAt(secret, clock.ms, -1));
    expect(fieldCodes(replay.json())).toEqual([['code', 'codigo_incorrecto']]);
    const res = await regenerate(codeAt(secret, clock.ms));
    expect(res.statusCode, res.body).toBe(200);
    const fresh = res.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => old.includes(c))).toEqual([]);
    expect(outboxTo(app.dataDir, u.email).some((m) => m.includes('you have new recovery codes'))).toBe(true);

    const answer = async (code: string) => {
      const challenge = (await login(u.email)).json().challenge as string;
      return api.post('/api/users/authenticate/second-factor', { challenge, code });
    };
    expect((await answer(old[0]!)).json().error).toBe('validation');
    expect((await answer(fresh[0]!)).statusCode).toBe(200);
    expect(fieldCodes((await answer(fresh[0]!)).json())).toEqual([['code', 'codigo_incorrecto']]);
    expect((await state(u.token)).recoveryCodes.remaining).toBe(9);
  });

  it('turns off with a recovery code: the login gives a session again and the owner is told', async () => {
    const u = await user();
    const { recoveryCodes: codes } = await turnOnTotp(api, u.token, clock);
    const off = (code: string) => api.post('/api/users/second-factors/totp/removal', { code }, { token: u.token });
    expect(fieldCodes((await off('abcde-fghjk')).json())).toEqual([['code', 'codigo_incorrecto']]);
    expect((await off(codes[3]!.toUpperCase())).statusCode).toBe(204);
    expect(await state(u.token)).toEqual({ totp: { enabled: false, since: null }, recoveryCodes: { remaining: 0 } });
    expect(await app.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, u.id))).toEqual([]);
    const res = await login(u.email);
    expect(Object.keys(res.json())).toEqual(['token']);
    const mails = outboxTo(app.dataDir, u.email);
    expect(mails.some((m) => m.includes('desactivaste la app de autenticación'))).toBe(true);
    expect(mails.some((m) => m.includes('se usó un código de recuperación'))).toBe(true);
    expect((await off('123456')).json().error).toBe('totp_sin_activar');
  });

  it('lists my live sessions with the factor that opened each', async () => {
    const u = await user();
    const { secret } = await turnOnTotp(api, u.token, clock);
    clock.advance(30_000);
    const challenge = (await login(u.email)).json().challenge as string;
    const opened = await api.post('/api/users/authenticate/second-factor', {
      challenge,
      code: codeAt(secret, clock.ms),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const token = opened.json().token as string;
    const res = await api.get('/api/users/sessions', { token });
    expect(res.statusCode, res.body).toBe(200);
    const sessions = res.json().sessions as Array<{ factor: string | null; current: boolean }>;
    expect(sessions.map((s) => [s.factor, s.current])).toEqual([
      ['totp', true],
      [null, false],
    ]);
  });
});
