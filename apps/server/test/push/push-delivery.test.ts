import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '@vitrina/contract/posts';
import { queryRows } from '../../src/db/client.ts';
import { createEventBus } from '../../src/events/event-bus.ts';
import { acquaint } from '../helpers/acquaint.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { startFakePushService, type FakeDevice, type FakePushService } from '../helpers/fake-push-service.ts';
import { createClient } from '../helpers/http-client.ts';
import { METRICS_ENV, scrapeMetrics, valueOf } from '../helpers/metrics.ts';
import { block, follow, publishText } from '../helpers/posts.ts';
import { createSocketPool, disconnection, listen, realtimeEnv } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';
import { settled } from '../helpers/rounds.ts';
import { issueToken } from '../helpers/session-tokens.ts';

describe(`push delivery (${engineName}${testRedisUrl ? ' + redis' : ''})`, () => {
  let app: TestApp;
  let url: string;
  let fake: FakePushService;
  const sockets = createSocketPool();
  // The bus the app is built with: a test announces on it as another module would.
  const events = createEventBus({ error: () => undefined });

  beforeAll(async () => {
    fake = await startFakePushService();
    app = await createTestApp({ ...realtimeEnv(), ...METRICS_ENV, PUSH_EXTRA_HOSTS: fake.host }, {}, undefined, {
      events,
    });
    url = await listen(app);
  });
  afterEach(() => sockets.closeAll());
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const as = (user: TestUser) => createClient(app).as(user);
  const person = (nombre: string, apellido: string, langCode: 'es' | 'en') =>
    createUser(app, { type: 'talento', nombre, apellido, langCode });
  /** A device with push on, logged in with a session of its own. */
  async function withDevice(user: TestUser): Promise<FakeDevice> {
    const device = fake.newDevice();
    const session = await issueToken(app, user.id);
    const res = await createClient(app).as(session).post('/api/push/subscriptions', device.subscription);
    expect(res.statusCode, res.body).toBe(201);
    return device;
  }
  /** Every push a device has received, once whatever was under way has gone out. */
  async function pushesTo(device: FakeDevice) {
    await settled(app, 'push');
    expect(fake.refused).toEqual([]);
    return fake.received.filter((push) => push.deviceId === device.id).map((push) => push.payload);
  }
  const like = async (user: TestUser, post: Post) =>
    expect((await as(user).post(`/api/reactions/like/post/${post.id}`)).statusCode).toBe(200);
  const send = async (from: TestUser, to: TestUser, message: string) => {
    const res = await as(from).post('/api/messages', { message, receiverId: to.id });
    expect(res.statusCode, res.body).toBe(200);
  };
  const setFlag = async (user: TestUser, type: string, status: boolean) =>
    expect((await as(user).post('/api/users/notifications', { type, status })).statusCode).toBe(200);
  const subscriptionsOf = async (user: TestUser) =>
    (
      await queryRows<{ id: number }>(
        app.database.db,
        sql`select id from push_subscriptions where user_id = ${user.id}`,
      )
    ).length;

  it('a notification reaches the device, decrypted, signed with the server’s key, in the recipient’s language', async () => {
    const ana = await person('Ana', 'Ríos', 'es');
    const luke = await person('Luke', 'Moss', 'en');
    const [anaPhone, lukePhone] = [await withDevice(ana), await withDevice(luke)];
    const post = await publishText(app, luke, 'My first painting');

    expect((await as(luke).post('/api/users/follow', { id: ana.id })).statusCode).toBe(200);
    await like(ana, post);

    expect(await pushesTo(anaPhone)).toEqual([
      {
        title: 'Vitrina',
        body: 'Luke Moss empezó a seguirte.',
        url: `/profile/${luke.profileUrl}`,
        tag: `FOLLOWER:${luke.id}`,
      },
    ]);
    expect(await pushesTo(lukePhone)).toEqual([
      { title: 'Vitrina', body: 'Ana Ríos liked your post.', url: `/noticias/${post.id}`, tag: `LIKE_POST:${post.id}` },
    ]);
    const { publicKey } = (await as(ana).get('/api/push/public-key')).json() as { publicKey: string };
    const received = fake.received.find((push) => push.deviceId === anaPhone.id)!;
    expect(received.vapidKey).toBe(publicKey);
    expect(received.claims.sub).toBe('mailto:no-reply@vitrina.local');
    expect(received.headers.urgency).toBe('normal');
  });

  it('a message reaches the device without its text; a new post reaches the followers', async () => {
    const ana = await person('Ana', 'Ríos', 'es');
    const luke = await person('Luke', 'Moss', 'en');
    await acquaint(app, ana, luke);
    const anaPhone = await withDevice(ana);
    await send(luke, ana, 'The casting is on Friday at 10');
    const [pushed] = await pushesTo(anaPhone);
    expect(pushed).toEqual({
      title: 'Nuevo mensaje',
      body: 'Luke Moss te escribió un mensaje.',
      url: `/conversaciones/${luke.profileUrl}`,
      tag: `MESSAGE:${luke.id}`,
    });
    expect(fake.received.find((push) => push.deviceId === anaPhone.id)?.headers.urgency).toBe('high');

    const fan = await person('Fan', 'Uno', 'en');
    const fanPhone = await withDevice(fan);
    await follow(app, fan.id, luke.id);
    const post = await publishText(app, luke, 'A new series');
    expect(await pushesTo(fanPhone)).toEqual([
      {
        title: 'Vitrina',
        body: 'Luke Moss published something new.',
        url: `/noticias/${post.id}`,
        tag: `NEW_POST:${post.id}`,
      },
    ]);
  });

  it('a saved search’s alert reaches the agency’s device, in its language, opening the search', async () => {
    const agency = await createUser(app, { type: 'agencia', nombre: 'Norte', langCode: 'es' });
    const other = await createUser(app, { type: 'agencia', nombre: 'Sur', langCode: 'en' });
    const [phone, otherPhone] = [await withDevice(agency), await withDevice(other)];
    const match = {
      savedSearchId: 41,
      name: 'Ojos verdes',
      query: 'category=5&eye_colour=green',
      kind: 'talents' as const,
    };
    await events.publish('saved_search.matched', { agencyId: agency.id, ...match, count: 3 });
    await events.publish('saved_search.matched', { agencyId: other.id, ...match, savedSearchId: 42, count: 1 });
    expect(await pushesTo(phone)).toEqual([
      {
        title: 'Vitrina',
        body: '3 talentos nuevos en «Ojos verdes».',
        url: '/explorar/buscar?category=5&eye_colour=green',
        tag: 'SAVED_SEARCH_MATCH:41',
      },
    ]);
    expect((await pushesTo(otherPhone)).map((push) => push.body)).toEqual(['1 new talent in “Ojos verdes”.']);

    // With a tab open the notification's live badge says it: no push.
    await sockets.connect(url, { token: agency.token });
    await events.publish('saved_search.matched', { agencyId: agency.id, ...match, count: 2 });
    expect(await pushesTo(phone)).toHaveLength(1);
  });

  it('nothing is pushed while the person has a tab open; once it closes, pushes go again', async () => {
    const ana = await person('Ana', 'Ríos', 'es');
    const luke = await person('Luke', 'Moss', 'en');
    await acquaint(app, ana, luke);
    const anaPhone = await withDevice(ana);
    const post = await publishText(app, ana, 'Obra');
    const tab = await sockets.connect(url, { token: ana.token });

    await like(luke, post);
    await send(luke, ana, 'Hola');
    expect(await pushesTo(anaPhone)).toEqual([]);

    const closed = disconnection(tab);
    tab.disconnect();
    await closed.catch(() => undefined);
    // The server forgets the socket a moment after the client leaves (its metrics count it until then).
    for (let i = 0; i < 50 && valueOf(await scrapeMetrics(app), 'vitrina_socketio_connections') > 0; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await send(luke, ana, 'Hola otra vez');
    expect((await pushesTo(anaPhone)).map((push) => push.tag)).toEqual([`MESSAGE:${luke.id}`]);
  });

  it('nothing is pushed of a kind whose flag is off (messages included)', async () => {
    const ana = await person('Ana', 'Ríos', 'es');
    const luke = await person('Luke', 'Moss', 'en');
    await acquaint(app, ana, luke);
    const anaPhone = await withDevice(ana);
    const post = await publishText(app, ana, 'Obra');
    await setFlag(ana, 'photos_videos', false);
    await setFlag(ana, 'messages', false);

    await like(luke, post);
    await send(luke, ana, 'Hola');
    expect(await pushesTo(anaPhone)).toEqual([]);

    await setFlag(ana, 'messages', true);
    await send(luke, ana, 'Hola otra vez');
    expect((await pushesTo(anaPhone)).map((push) => push.tag)).toEqual([`MESSAGE:${luke.id}`]);
  });

  it('a verified agency’s request is pushed as one, in the recipient’s language; with `messages` off, never', async () => {
    const ana = await person('Ana', 'Ríos', 'es');
    const luke = await person('Luke', 'Moss', 'en');
    const faro = await createUser(app, { type: 'agencia', nombre: 'Faro', apellido: 'Talent', langCode: 'es' });
    await app.database.db.execute(sql`update users set agency_verified_at = now() where id = ${faro.id}`);
    const [anaPhone, lukePhone] = [await withDevice(ana), await withDevice(luke)];
    await setFlag(luke, 'messages', false);
    await send(faro, ana, 'Hola Ana, ¿te interesa un casting?');
    await send(faro, luke, 'Hi Luke');
    expect(await pushesTo(anaPhone)).toEqual([
      {
        title: 'Solicitud de mensaje',
        body: 'Faro Talent, agencia verificada, quiere escribirte.',
        url: `/conversaciones/${faro.profileUrl}`,
        tag: `MESSAGE_REQUEST:${faro.id}`,
      },
    ]);
    expect(await pushesTo(lukePhone)).toEqual([]);

    await setFlag(luke, 'messages', true);
    await send(faro, luke, 'Are you there?');
    expect(await pushesTo(lukePhone)).toEqual([
      {
        title: 'Message request',
        body: 'Faro Talent, a verified agency, wants to message you.',
        url: `/conversaciones/${faro.profileUrl}`,
        tag: `MESSAGE_REQUEST:${faro.id}`,
      },
    ]);
  });

  it('an unverified stranger’s message request is never pushed', async () => {
    const ana = await person('Ana', 'Ríos', 'es');
    const stranger = await createUser(app, { type: 'agencia', nombre: 'Casting', langCode: 'es' });
    const anaPhone = await withDevice(ana);
    await send(stranger, ana, '¿Te interesa un casting?');
    expect(await pushesTo(anaPhone)).toEqual([]);

    // Once she follows them back, their messages are no longer requests.
    await follow(app, ana.id, stranger.id);
    await send(stranger, ana, '¿Te interesa?');
    expect((await pushesTo(anaPhone)).map((push) => push.tag)).toEqual([`MESSAGE:${stranger.id}`]);
  });

  it('nothing is pushed across a block, either way', async () => {
    const ana = await person('Ana', 'Ríos', 'es');
    const luke = await person('Luke', 'Moss', 'en');
    const other = await person('Otra', 'Persona', 'es');
    const [anaPhone, lukePhone] = [await withDevice(ana), await withDevice(luke)];
    const post = await publishText(app, ana, 'Obra');
    await follow(app, ana.id, luke.id);
    await block(app, ana.id, luke.id);

    // Committed just before the block, as a race would have it: the listeners still see the block.
    await events.publish('post.liked', { postId: post.id, userId: luke.id, authorId: ana.id });
    await publishText(app, luke, 'Nueva serie');
    expect(await pushesTo(anaPhone)).toEqual([]);
    expect(await pushesTo(lukePhone)).toEqual([]);

    await like(other, post);
    expect((await pushesTo(anaPhone)).map((push) => push.tag)).toEqual([`LIKE_POST:${post.id}`]);
  });

  it('a subscription the push service calls gone (410, 404) is deleted; another failure keeps it', async () => {
    const ana = await person('Ana', 'Ríos', 'es');
    const luke = await person('Luke', 'Moss', 'en');
    await acquaint(app, ana, luke);
    const [expired, unknown, flaky] = [await withDevice(ana), await withDevice(ana), await withDevice(ana)];
    fake.answer(expired, 410);
    fake.answer(unknown, 404);
    fake.answer(flaky, 503);
    expect(await subscriptionsOf(ana)).toBe(3);

    await send(luke, ana, 'Hola');
    await settled(app, 'push');
    const left = await queryRows<{ endpoint: string }>(
      app.database.db,
      sql`select endpoint from push_subscriptions where user_id = ${ana.id}`,
    );
    expect(left.map((row) => row.endpoint)).toEqual([flaky.subscription.endpoint]);
  });
});
