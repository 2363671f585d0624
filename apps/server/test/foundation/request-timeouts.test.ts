import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRaw, parseAnswer, settledWithin } from '../helpers/raw-http.ts';
import { listen } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * A client that sends its request slowly is cut at the deadlines of the configuration
 * (REQUEST_HEADERS_TIMEOUT, REQUEST_BODY_TIMEOUT; short here): 408 `request_timeout`, connection closed.
 * The bound each test waits is generous: it fails only if the connection is never cut.
 */
describe('request deadlines', () => {
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp({ REQUEST_HEADERS_TIMEOUT: '0.5', REQUEST_BODY_TIMEOUT: '1' });
    port = Number(new URL(await listen(app)).port);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('headers that never finish arriving are cut at the headers deadline', async () => {
    const connection = await openRaw(port);
    connection.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en\r\n');
    const { status, body } = parseAnswer(await settledWithin(connection.answer, 15_000, 'the connection'));
    expect(status).toBe(408);
    expect(body).toMatchObject({ error: 'request_timeout' });
  });

  it('a body sent slowly is cut at the body deadline, and the product answers 408 request_timeout', async () => {
    const connection = await openRaw(port);
    connection.write(
      'POST /api/users/authenticate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 200\r\n\r\n{"email": "lenta@example.test",',
    );
    // One more byte now and then: the connection is never idle, only slow.
    const trickle = setInterval(() => connection.write(' '), 200);
    try {
      const { status, body } = parseAnswer(await settledWithin(connection.answer, 15_000, 'the connection'));
      expect(status).toBe(408);
      expect(body).toMatchObject({ error: 'request_timeout', message: expect.any(String) });
    } finally {
      clearInterval(trickle);
    }
  });

  it('a request sent whole is answered as before', async () => {
    const connection = await openRaw(port);
    connection.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    const { status, body } = parseAnswer(await settledWithin(connection.answer, 15_000, 'the answer'));
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok' });
  });
});
