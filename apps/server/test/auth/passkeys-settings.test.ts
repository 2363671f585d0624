import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeysSchema, webauthnOptionsSchema } from '@vitrina/contract/passkeys';
import { secondFactorsStateSchema } from '@vitrina/contract/second-factors';
import { passkeys } from '../../src/db/schema/passkeys.ts';
import { createUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { addPasskey, PASSKEY_ORIGIN, registrationOptions } from '../helpers/passkeys.ts';
import { codeAt, outboxTo, testClock, turnOnTotp } from '../helpers/second-factors.ts';
import { softAuthenticator } from '../helpers/soft-authenticator.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

describe(`passkeys in settings: add, list, rename, remove (${engineName})`, () => {
  let app: TestApp;
  let api: TestClient;
  let logs: string[];
  const clock = testClock();

  beforeAll(async () => {
    app = await createTestApp({ LOG_LEVEL: 'info', PUBLIC_URL: PASSKEY_ORIGIN }, {}, undefined, { clock: clock.now });
    logs = captureLogs(app);
    api = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const list = async (token: string) =>
    passkeysSchema.parse((await api.get('/api/users/passkeys', { token })).json()).passkeys;
  const state = async (token: string) =>
    secondFactorsStateSchema.parse((await api.get('/api/users/second-factors', { token })).json());
  const errorOf = (res: { json(): unknown }) => {
    const body = res.json() as { error: string; errors?: Array<{ code: string }> };
    return body.errors?.[0]?.code ?? body.error;
  };

  it('asks for user verification and a discoverable key, and the first passkey brings ten recovery codes', async () => {
    const u = await createUser(app);
    const options = webauthnOptionsSchema.parse(
      (await api.post('/api/users/passkeys/options', undefined, { token: u.token })).json(),
    ).options;
    expect(options).toMatchObject({
      rp: { id: 'vitrina.example.test', name: 'Vitrina' },
      user: { name: u.email },
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
    });
    const phone = softAuthenticator(PASSKEY_ORIGIN);
    const added = await addPasskey(api, u.token, phone, 'Mi teléfono');
    expect(added.passkey).toEqual({
      id: expect.any(Number),
      name: 'Mi teléfono',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(added.recoveryCodes).toHaveLength(10);
    expect(await list(u.token)).toEqual([added.passkey]);
    expect((await state(u.token)).recoveryCodes.remaining).toBe(10);

    // A second passkey: the first is excluded, and no new codes (the account has them).
    const laptop = softAuthenticator(PASSKEY_ORIGIN);
    const again = (await registrationOptions(api, u.token)) as { excludeCredentials: Array<{ id: string }> };
    expect(again.excludeCredentials.map((c) => c.id)).toEqual([phone.credentials[0]!.id.toString('base64url')]);
    const second = await addPasskey(api, u.token, laptop, 'Portátil');
    expect(second.recoveryCodes).toBeNull();
    expect((await list(u.token)).map((p) => p.name)).toEqual(['Mi teléfono', 'Portátil']);

    const mails = outboxTo(app.dataDir, u.email).filter((m) => m.includes('añadiste una llave de acceso'));
    expect(mails).toHaveLength(2);
    for (const code of added.recoveryCodes!) expect(mails.join('\n') + logs.join('\n')).not.toContain(code);
    const [row] = await app.database.db.select().from(passkeys).where(eq(passkeys.id, added.passkey.id));
    expect(logs.join('\n')).toContain('passkey_added');
    expect(logs.join('\n')).not.toContain(row!.publicKey);
    expect(logs.join('\n')).not.toContain(options.challenge);
  });

  it('asks a fresh verification to remove one past the window, and keeps a role holder’s last factor', async () => {
    const u = await createUser(app);
    const { passkey, recoveryCodes } = await addPasskey(api, u.token, softAuthenticator(PASSKEY_ORIGIN));
    const url = `/api/users/passkeys/${passkey.id}`;
    // The login stamped the system's time: from there, not from when this file began (a minute back on a busy
    // machine), the window runs out.
    clock.resync();
    const past = app.config.stepUpWindowMs + 30_000;
    clock.advance(past);
    try {
      const refused = await api.delete(url, { token: u.token });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toBe('step_up_required');
      const renewed = await api.post('/api/users/step-up', { method: 'code', code: recoveryCodes![0] }, u);
      expect(renewed.statusCode, renewed.body).toBe(200);
      // A passkey is a factor: the role may be granted, and then its last factor stays.
      await app.moderation.grantRole(u.email, 'moderator');
      const kept = await api.delete(url, { token: u.token });
      expect(kept.statusCode).toBe(409);
      expect(errorOf(kept)).toBe('role_last_factor');
      expect(await list(u.token)).toHaveLength(1);
    } finally {
      clock.advance(-past);
    }
  });

  it('renames and removes only its owner’s passkeys; the last one takes the recovery codes with it', async () => {
    const u = await createUser(app);
    const other = await createUser(app);
    const { passkey } = await addPasskey(api, u.token, softAuthenticator(PASSKEY_ORIGIN));
    const url = `/api/users/passkeys/${passkey.id}`;
    expect((await api.put(url, { name: 'Ajeno' }, { token: other.token })).statusCode).toBe(404);
    expect((await api.delete(url, { token: other.token })).statusCode).toBe(404);
    const empty = await api.put(url, { name: '  ' }, { token: u.token });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toBe('llave_nombre');
    const renamed = await api.put(url, { name: 'iPhone de Ana' }, { token: u.token });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: passkey.id, name: 'iPhone de Ana' });

    expect((await api.delete(url, { token: u.token })).statusCode).toBe(204);
    expect(await list(u.token)).toEqual([]);
    expect((await state(u.token)).recoveryCodes.remaining).toBe(0);
    expect(outboxTo(app.dataDir, u.email).some((m) => m.includes('eliminaste una llave de acceso'))).toBe(true);
    expect(logs.join('\n')).toContain('passkey_removed');
  });

  it('tells the owner in English when that is their language', async () => {
    const u = await createUser(app, { langCode: 'en' });
    await addPasskey(api, u.token, softAuthenticator(PASSKEY_ORIGIN));
    expect(outboxTo(app.dataDir, u.email).some((m) => m.includes('you added a passkey'))).toBe(true);
  });

  it('refuses an answer for another origin, another rp id, another challenge or without user verification', async () => {
    const u = await createUser(app);
    const device = softAuthenticator(PASSKEY_ORIGIN);
    const tries = [{ origin: 'https://evil.example.test' }, { rpId: 'evil.example.test' }, { userVerified: false }];
    for (const tamper of tries) {
      const response = device.create(await registrationOptions(api, u.token), tamper);
      const res = await api.post('/api/users/passkeys', { name: 'X', response }, { token: u.token });
      expect(res.statusCode, JSON.stringify(tamper)).toBe(400);
      expect(errorOf(res)).toBe('llave_rechazada');
    }
    const forged = device.create(await registrationOptions(api, u.token), { challenge: 'A'.repeat(43) });
    expect(errorOf(await api.post('/api/users/passkeys', { name: 'X', response: forged }, { token: u.token }))).toBe(
      'llave_caducada',
    );
    expect(await list(u.token)).toEqual([]);
  });

  it('refuses another person’s challenge and a replayed answer', async () => {
    const u = await createUser(app);
    const other = await createUser(app);
    const device = softAuthenticator(PASSKEY_ORIGIN);
    const stolen = device.create(await registrationOptions(api, other.token));
    const res = await api.post('/api/users/passkeys', { name: 'X', response: stolen }, { token: u.token });
    expect(errorOf(res)).toBe('llave_rechazada');

    const response = device.create(await registrationOptions(api, u.token));
    expect((await api.post('/api/users/passkeys', { name: 'A', response }, { token: u.token })).statusCode).toBe(200);
    const replay = await api.post('/api/users/passkeys', { name: 'B', response }, { token: u.token });
    expect(errorOf(replay)).toBe('llave_caducada');
    expect(await list(u.token)).toHaveLength(1);
  });

  it('lets a challenge run out after CHALLENGE_SECONDS', async () => {
    const u = await createUser(app);
    const response = softAuthenticator(PASSKEY_ORIGIN).create(await registrationOptions(api, u.token));
    clock.advance(301_000);
    const res = await api.post('/api/users/passkeys', { name: 'Tarde', response }, { token: u.token });
    clock.advance(-301_000);
    expect(errorOf(res)).toBe('llave_caducada');
  });

  it('gives the recovery codes to the first factor only, whichever kind it is', async () => {
    const withTotpFirst = await createUser(app);
    await turnOnTotp(api, withTotpFirst.token, clock);
    const later = await addPasskey(api, withTotpFirst.token, softAuthenticator(PASSKEY_ORIGIN));
    expect(later.recoveryCodes).toBeNull();
    expect((await state(withTotpFirst.token)).recoveryCodes.remaining).toBe(10);

    const withPasskeyFirst = await createUser(app);
    const first = await addPasskey(api, withPasskeyFirst.token, softAuthenticator(PASSKEY_ORIGIN));
    expect(first.recoveryCodes).toHaveLength(10);
    const totp = await api.post('/api/users/second-factors/totp', undefined, { token: withPasskeyFirst.token });
    const secret = totp.json().secret as string;
    const token = withPasskeyFirst.token;
    const confirm = await api.post(
      '/api/users/second-factors/totp/confirmation',
      { code: codeAt(secret, clock.ms) },
      { token },
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toEqual({ recoveryCodes: null });
    // Turning the authenticator off keeps the codes while a passkey remains.
    const off = await api.post(
      '/api/users/second-factors/totp/removal',
      { code: codeAt(secret, clock.ms, 1) },
      { token },
    );
    expect(off.statusCode, off.body).toBe(204);
    expect(await state(token)).toMatchObject({ totp: { enabled: false }, recoveryCodes: { remaining: 10 } });
  });
});
