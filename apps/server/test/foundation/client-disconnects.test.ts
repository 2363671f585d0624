import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLogs } from '../helpers/log-capture.ts';
import { openRaw } from '../helpers/raw-http.ts';
import { waitUntil } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const PREMATURE = /premature/i;

/**
 * A person who closes the tab or loses the connection while an answer streams is not a fault of the server:
 * it is logged at debug level, never as an error an operator is woken for — whether Fastify notices it or the
 * compression stream between the answer and the socket does.
 */
describe(`a client that disconnects mid-answer is no error (${engineName})`, () => {
  let app: TestApp;
  let port: number;
  let logs: string[];
  let streamsClosed = 0;

  beforeAll(async () => {
    app = await createTestApp({ LOG_LEVEL: 'debug' }, {}, ({ server }) => {
      // An answer that streams its first part and then waits for more, as a large file or export does.
      server.get('/api/test-only/endless', async (_request, reply) => {
        const body = new Readable({ read() {} });
        body.push(randomBytes(96 * 1024).toString('base64'));
        body.once('close', () => (streamsClosed += 1));
        return reply.type('application/json').send(body);
      });
    });
    logs = captureLogs(app);
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['compressed (gzip)', 'Accept-Encoding: gzip\r\n'],
    ['sent as it is', 'Accept-Encoding: identity\r\n'],
  ])('an answer %s, cut by the client, leaves only a debug line', async (_what, encoding) => {
    const before = logs.length;
    const closedBefore = streamsClosed;
    const connection = await openRaw(port);
    connection.write(`GET /api/test-only/endless HTTP/1.1\r\nHost: vitrina.test\r\n${encoding}\r\n`);
    await connection.heard;
    connection.destroy();
    await waitUntil(() => streamsClosed > closedBefore, 'the answer’s stream to be closed');
    const lines = () => logs.slice(before).map((line) => JSON.parse(line) as { level: number; msg?: string });
    await waitUntil(() => lines().some((line) => PREMATURE.test(JSON.stringify(line))), 'the disconnect’s log line');

    const said = lines().filter((line) => PREMATURE.test(JSON.stringify(line)));
    expect(said.map((line) => line.level)).toEqual(said.map(() => 20));
    expect(lines().filter((line) => line.level >= 50)).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});
