import { sql } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTalent } from '../helpers/posts.ts';
import {
  collectMessages,
  createSocketPool,
  disconnection,
  listen,
  realtimeEnv,
  sendOverSocket,
  waitUntil,
} from '../helpers/sockets.ts';
import { issueToken } from '../helpers/session-tokens.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';

const PUBLIC_URL = 'http://vitrina.test:8080';

describe(`the real-time connection (${engineName}${testRedisUrl ? ' + redis' : ''})`, () => {
  let app: TestApp;
  let url: string;
  const sockets = createSocketPool();

  beforeAll(async () => {
    app = await createTestApp({ ...realtimeEnv(), PUBLIC_URL });
    url = await listen(app);
  });
  afterEach(() => sockets.closeAll());
  afterAll(async () => {
    await app?.close();
  });

  it('accepts a session token in auth.token and in the query parameter token', async () => {
    const ana = await createTalent(app, 'Ana');
    const viaAuth = await sockets.connect(url, { token: ana.token });
    const viaQuery = await sockets.connect(url, { query: { token: ana.token } });
    expect(viaAuth.connected).toBe(true);
    expect(viaQuery.connected).toBe(true);
  });

  it('refuses a handshake without a token', async () => {
    const refusal = await sockets.refusal(url);
    expect(refusal.message).toBe('unauthorized');
    expect(refusal.data).toEqual({ code: 'unauthorized', message: 'Inicia sesión para continuar.' });
  });

  it('refuses a forged token, in the language the client asks for', async () => {
    const ana = await createTalent(app, 'Ana');
    const forged = await new SignJWT({ id: ana.id, tv: 0, profileType: 'talento' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(ana.id))
      .setIssuedAt()
      .setExpirationTime('7d')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-0123456789'));
    const refusal = await sockets.refusal(url, { token: forged, auth: { lang: 'en' } });
    expect(refusal.message).toBe('session_expired');
    expect(refusal.data?.message).toBe('Your session has expired; please log in again.');
    expect((await sockets.refusal(url, { token: 'not-a-token' })).message).toBe('session_expired');
  });

  it('refuses an expired token and the token of an unconfirmed account', async () => {
    const ana = await createTalent(app, 'Ana');
    const claims = JSON.parse(Buffer.from(ana.token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const expired = await new SignJWT({ ...claims, exp: undefined, iat: undefined })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(ana.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    expect((await sockets.refusal(url, { token: expired })).message).toBe('session_expired');

    const pending = await createUser(app, { isVerified: false });
    expect((await sockets.refusal(url, { token: pending.token })).message).toBe('session_expired');
  });

  it("refuses a page of another origin, and lets the site's own through", async () => {
    const ana = await createTalent(app, 'Ana');
    for (const origin of ['http://evil.example', 'http://vitrina.test:8081', 'https://vitrina.test:8080']) {
      const refusal = await sockets.refusal(url, { token: ana.token, headers: { origin } });
      expect(refusal.message, origin).toMatch(/websocket error/);
    }
    const own = await sockets.connect(url, { token: ana.token, headers: { origin: PUBLIC_URL } });
    expect(own.connected).toBe(true);
  });

  it('refuses another origin on the polling transport too, and works over polling from the site', async () => {
    const ana = await createTalent(app, 'Ana');
    const refusal = await sockets.refusal(url, {
      token: ana.token,
      transports: ['polling'],
      headers: { origin: 'http://evil.example' },
    });
    expect(refusal.message).toMatch(/xhr poll error/);

    const bruno = await createTalent(app, 'Bruno');
    const polling = await sockets.connect(url, { token: ana.token, transports: ['polling'] });
    const heard = collectMessages(await sockets.connect(url, { token: bruno.token }));
    const ack = await sendOverSocket(polling, { message: 'por polling', receiverId: bruno.id });
    expect(ack.ok).toBe(true);
    await waitUntil(() => heard.length === 1, 'the message over polling');
    expect(heard[0]?.message.message).toBe('por polling');
  });

  it("a password change refuses the old token and closes that person's open sockets, and only theirs", async () => {
    const ana = await createTalent(app, 'Ana');
    const bruno = await createTalent(app, 'Bruno');
    const first = await sockets.connect(url, { token: ana.token });
    const second = await sockets.connect(url, { token: ana.token, transports: ['polling'] });
    const other = await sockets.connect(url, { token: bruno.token });
    const closed = [disconnection(first), disconnection(second)];

    const changed = await createClient(app)
      .as(ana)
      .put('/api/users/password', { newPassword: 'una-clave-nueva-y-larga' });
    expect(changed.statusCode).toBe(200);

    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(other.connected).toBe(true);
    expect((await sockets.refusal(url, { token: ana.token })).message).toBe('session_expired');
    const fresh = await sockets.connect(url, { token: (changed.json() as { token: string }).token });
    expect(fresh.connected).toBe(true);
  });

  it('a socket whose token runs out is closed at that moment, without waiting for its next event', async () => {
    const ana = await createTalent(app, 'Ana');
    // A token that runs out two seconds from now: the handshake takes it, and the server closes the socket
    // when it expires (the socket sends nothing meanwhile).
    const claims = decodeJwt(ana.token);
    const shortLived = await new SignJWT({ ...claims, exp: undefined, iat: undefined })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(ana.id))
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 2)
      .sign(new TextEncoder().encode(app.config.jwtSecret));
    const socket = await sockets.connect(url, { token: shortLived });
    const longLived = await sockets.connect(url, { token: ana.token });
    expect(await disconnection(socket)).toBe('io server disconnect');
    expect(longLived.connected).toBe(true);
    expect((await sockets.refusal(url, { token: shortLived })).message).toBe('session_expired');
  });

  it('a revocation announced on any process reaches the session check of the next event', async () => {
    const ana = await createTalent(app, 'Ana');
    const bruno = await createTalent(app, 'Bruno');
    const otherDevice = await issueToken(app, ana.id);
    const socket = await sockets.connect(url, { token: ana.token });
    expect(await sendOverSocket(socket, { message: 'hola', receiverId: bruno.id })).toMatchObject({ ok: true });
    // The version moves unannounced (this process still holds her owner as checked), then the logout of her
    // other session announces that her sessions changed: the owner is dropped, so the socket's next event reads
    // the new version.
    await app.database.db.execute(sql`update users set token_version = token_version + 1 where id = ${ana.id}`);
    expect((await createClient(app).as(otherDevice).post('/api/users/logout')).statusCode).toBe(204);
    const closed = disconnection(socket);
    const ack = await sendOverSocket(socket, { message: 'otra vez', receiverId: bruno.id });
    expect(ack).toMatchObject({ ok: false, error: { code: 'session_expired' } });
    expect(await closed).toBe('io server disconnect');
  });

  it('closes its sockets when the app closes, so closing never waits on them', async () => {
    const other = await createTestApp(realtimeEnv());
    const otherUrl = await listen(other);
    const ana = await createTalent(other, 'Ana');
    const socket = await sockets.connect(otherUrl, { token: ana.token });
    const closed = disconnection(socket);
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await closed).toMatch(/io server disconnect|transport close/);
  });
});
