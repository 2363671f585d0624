import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushDevice, PushDeviceList } from '@vitrina/contract/push';
import { MAX_PUSH_DEVICES } from '@vitrina/contract/push-rules';
import { queryRows } from '../../src/db/client.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { startFakePushService, type FakeDevice, type FakePushService } from '../helpers/fake-push-service.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { runRound } from '../helpers/rounds.ts';
import { issueToken } from '../helpers/session-tokens.ts';

const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

describe(`push subscriptions (${engineName})`, () => {
  let app: TestApp;
  let fake: FakePushService;

  beforeAll(async () => {
    fake = await startFakePushService();
    app = await createTestApp({ PUSH_EXTRA_HOSTS: fake.host });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const as = (token: string) => createClient(app).as(token);
  const subscribe = (token: string, device: FakeDevice | object, lang = 'es') =>
    as(token).post('/api/push/subscriptions', 'subscription' in device ? device.subscription : device, {
      lang,
      headers: { 'user-agent': chromeOnAndroid },
    });
  async function devices(token: string): Promise<PushDeviceList> {
    const res = await as(token).get('/api/push/subscriptions');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PushDeviceList;
  }
  const storedOf = async (user: TestUser) =>
    queryRows<{ endpoint: string; session_id: string }>(
      app.database.db,
      sql`select endpoint, session_id from push_subscriptions where user_id = ${user.id} order by id`,
    );

  it('gives the public key, and lists, names and removes my devices without their keys', async () => {
    const ana = await createUser(app);
    const key = await as(ana.token).get('/api/push/public-key');
    expect(key.statusCode).toBe(200);
    expect((key.json() as { publicKey: string }).publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const res = await subscribe(ana.token, fake.newDevice());
    expect(res.statusCode, res.body).toBe(201);
    const device = res.json() as PushDevice;
    expect(device).toMatchObject({ browser: 'Chrome', system: 'Android', current: true });
    expect(Object.keys(device).sort()).toEqual(['browser', 'createdAt', 'current', 'id', 'system']);

    const phone = await issueToken(app, ana.id);
    await subscribe(phone, fake.newDevice());
    const listed = await devices(ana.token);
    expect(listed.count).toBe(2);
    expect(listed.rows.map((row) => row.current)).toEqual([false, true]);
    expect(JSON.stringify(listed)).not.toMatch(/p256dh|auth|endpoint|127\.0\.0\.1/);

    expect((await as(ana.token).delete(`/api/push/subscriptions/${device.id}`)).statusCode).toBe(204);
    expect((await devices(ana.token)).rows.map((row) => row.id)).not.toContain(device.id);
    expect((await as(ana.token).delete(`/api/push/subscriptions/${device.id}`)).statusCode).toBe(404);
  });

  it('someone else can neither see nor remove my devices', async () => {
    const ana = await createUser(app);
    const luis = await createUser(app);
    const mine = (await subscribe(ana.token, fake.newDevice())).json() as PushDevice;
    expect((await devices(luis.token)).count).toBe(0);
    const res = await as(luis.token).delete(`/api/push/subscriptions/${mine.id}`);
    expect(res.statusCode).toBe(404);
    expect((await devices(ana.token)).rows.map((row) => row.id)).toEqual([mine.id]);
    expect((await createClient(app).get('/api/push/subscriptions')).statusCode).toBe(401);
  });

  it('subscribing again from the same session replaces its device; a browser passed to someone else moves', async () => {
    const ana = await createUser(app);
    const luis = await createUser(app);
    await subscribe(ana.token, fake.newDevice());
    const renewed = fake.newDevice();
    await subscribe(ana.token, renewed);
    expect((await storedOf(ana)).map((row) => row.endpoint)).toEqual([renewed.subscription.endpoint]);

    // Ana logged out without turning push off; Luis logs in on the same browser and turns it on.
    expect((await subscribe(luis.token, renewed)).statusCode).toBe(201);
    expect(await storedOf(ana)).toEqual([]);
    expect((await storedOf(luis)).map((row) => row.endpoint)).toEqual([renewed.subscription.endpoint]);
  });

  it('refuses endpoints outside the push services, and bad keys, in the request’s language', async () => {
    const ana = await createUser(app);
    const { subscription } = fake.newDevice();
    const refusals = [
      { ...subscription, endpoint: 'http://fcm.googleapis.com/fcm/send/abc' },
      { ...subscription, endpoint: 'https://example.com/push/abc' },
      { ...subscription, endpoint: 'https://127.0.0.1/push/abc' },
      { ...subscription, endpoint: 'https://fcm.googleapis.com.example.com/x' },
    ];
    for (const body of refusals) {
      const es = await subscribe(ana.token, body, 'es');
      expect(es.statusCode, body.endpoint).toBe(400);
      expect(es.json()).toMatchObject({
        error: 'push_endpoint_refused',
        message: 'Este navegador usa un servicio de notificaciones que no admitimos.',
      });
    }
    const en = await subscribe(ana.token, refusals[1]!, 'en');
    expect(en.json()).toMatchObject({ message: 'This browser uses a notification service we do not support.' });

    const shortKey = { ...subscription, keys: { ...subscription.keys, p256dh: subscription.keys.p256dh.slice(0, 40) } };
    const compressed = Buffer.alloc(65, 1).toString('base64url');
    const badAuth = { ...subscription, keys: { ...subscription.keys, auth: 'AAAA' } };
    for (const [body, field] of [
      [shortKey, 'keys.p256dh'],
      [{ ...subscription, keys: { ...subscription.keys, p256dh: compressed } }, 'keys.p256dh'],
      [badAuth, 'keys.auth'],
    ] as const) {
      const res = await subscribe(ana.token, body, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'validation',
        errors: [{ field, code: 'push_keys_invalid', message: 'The subscription keys are not valid.' }],
      });
    }
    const es = await subscribe(ana.token, badAuth, 'es');
    expect(es.json()).toMatchObject({ errors: [{ message: 'Las claves de la suscripción no son válidas.' }] });
    const extra = await subscribe(ana.token, { ...subscription, extra: 1 });
    expect(extra.statusCode).toBe(400);
    expect(await storedOf(ana)).toEqual([]);
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} devices a person`, async () => {
    const ana = await createUser(app);
    for (let i = 0; i < MAX_PUSH_DEVICES; i += 1)
      expect((await subscribe(await issueToken(app, ana.id), fake.newDevice())).statusCode).toBe(201);
    const res = await subscribe(await issueToken(app, ana.id), fake.newDevice(), 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'push_device_limit' });
    // A session that has one already may still renew it.
    expect((await subscribe(ana.token, fake.newDevice())).statusCode).toBe(409);
    expect((await storedOf(ana)).length).toBe(MAX_PUSH_DEVICES);
  });

  it('logging out removes that device’s subscription only; logging out everywhere removes them all', async () => {
    const ana = await createUser(app);
    const laptop = await issueToken(app, ana.id);
    const tablet = await issueToken(app, ana.id);
    for (const token of [ana.token, laptop, tablet]) await subscribe(token, fake.newDevice());
    expect((await storedOf(ana)).length).toBe(3);

    expect((await as(laptop).post('/api/users/logout')).statusCode).toBe(204);
    expect((await devices(ana.token)).count).toBe(2);

    expect((await as(tablet).post('/api/users/logout', { everywhere: true })).statusCode).toBe(204);
    expect(await storedOf(ana)).toEqual([]);
  });

  it('a cancelled account’s devices go', async () => {
    const ana = await createUser(app, { passwordHash: await hashPassword('una-clave-larga') });
    await subscribe(ana.token, fake.newDevice());
    const res = await as(ana.token).post('/api/users/cancel', { password: 'una-clave-larga' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedOf(ana)).toEqual([]);
  });

  it('the data export lists my devices, without endpoints or keys', async () => {
    const ana = await createUser(app);
    const device = fake.newDevice();
    await subscribe(ana.token, device);
    expect((await as(ana.token).post('/api/users/export')).statusCode).toBe(202);
    await runRound(app, 'data-export');
    const download = await as(ana.token).get('/api/users/export/archive');
    expect(download.statusCode).toBe(200);
    const text = strFromU8(unzipSync(new Uint8Array(download.rawPayload))['vitrina/push-devices.json']!);
    expect(JSON.parse(text)).toEqual([
      { id: expect.any(Number), browser: 'Chrome', system: 'Android', createdAt: expect.any(String) },
    ]);
    expect(text).not.toContain(device.subscription.keys.auth);
    expect(text).not.toContain(device.subscription.endpoint);
  });
});
