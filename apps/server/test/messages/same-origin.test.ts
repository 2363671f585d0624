import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTalent } from '../helpers/posts.ts';
import { createClient } from '../helpers/http-client.ts';
import { collectMessages, createSocketPool, listen, realtimeEnv, waitUntil } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';

/**
 * A page opened at an address other than PUBLIC_URL (http://127.0.0.1:3000 while PUBLIC_URL
 * says localhost) opens its socket: the handshake's Origin equals the request's own scheme and Host.
 */
describe(`the real-time connection from the page's own origin (${engineName}${testRedisUrl ? ' + redis' : ''})`, () => {
  let app: TestApp;
  let url: string;
  const sockets = createSocketPool();

  beforeAll(async () => {
    app = await createTestApp({ ...realtimeEnv(), PUBLIC_URL: 'http://localhost:3000' });
    url = await listen(app);
  });
  afterEach(() => sockets.closeAll());
  afterAll(async () => {
    await app?.close();
  });

  it('opens a socket for a page served at 127.0.0.1, over WebSocket and polling', async () => {
    const ana = await createTalent(app, 'Ana');
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const websocket = await sockets.connect(url, { token: ana.token, headers: { origin: url } });
    expect(websocket.connected).toBe(true);
    const polling = await sockets.connect(url, { token: ana.token, transports: ['polling'], headers: { origin: url } });
    expect(polling.connected).toBe(true);

    // …and hears what is sent to the person live, on both.
    const heard = [collectMessages(websocket), collectMessages(polling)];
    const bruno = await createTalent(app, 'Bruno');
    const sent = await createClient(app).as(bruno).post('/api/messages', { message: 'hola', receiverId: ana.id });
    expect(sent.statusCode).toBe(200);
    await waitUntil(() => heard.every((events) => events.length === 1), 'both connections to hear the message');
    expect(heard.map(([event]) => event?.message.message)).toEqual(['hola', 'hola']);
  });

  it('still refuses a page of another origin sent to this address', async () => {
    const ana = await createTalent(app, 'Ana');
    const port = Number(new URL(url).port);
    for (const origin of ['http://evil.example', `http://127.0.0.1:${port + 1}`, `https://127.0.0.1:${port}`]) {
      const refusal = await sockets.refusal(url, { token: ana.token, headers: { origin } });
      expect(refusal.message, origin).toMatch(/websocket error/);
    }
  });
});
