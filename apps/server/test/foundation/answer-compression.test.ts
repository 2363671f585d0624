import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const decoders: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

/** JSON of about `bytes`, compressible as a page of posts is (repeated keys, varied values). */
function answerOf(bytes: number) {
  const rows = Array.from({ length: Math.ceil(bytes / 90) }, (_, i) => ({
    id: i,
    description: `post ${i} ${randomBytes(12).toString('hex')}`,
    likesCount: i % 7,
  }));
  return { rows };
}

/** Whole JSON answers are compressed in one call for a client that accepts it (decision 0053). */
describe(`compressed answers (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;

  beforeAll(async () => {
    app = await createTestApp({}, {}, (built) => {
      const { server } = built;
      server.get('/test/answer/:bytes', async (request) =>
        answerOf(Number((request.params as { bytes: string }).bytes)),
      );
      server.get('/test/stream', async (_request, reply) =>
        reply.type('application/json').send(Readable.from([JSON.stringify(answerOf(9_000))])),
      );
    });
    http = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  // 8 KB is compressed on the spot, 200 KB in libuv's pool: both come out whole, with their length.
  it.each([8_000, 200_000])(
    'an answer of %i bytes travels compressed in the encoding the client prefers',
    async (bytes) => {
      const identity = await http.get(`/test/answer/${bytes}`);
      expect(identity.headers['content-encoding']).toBeUndefined();
      const plain = identity.rawPayload;
      expect(plain.length).toBeGreaterThan(bytes * 0.8);
      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0.5, gzip', 'gzip'],
      ] as const) {
        const res = await http.get(`/test/answer/${bytes}`, { headers: { 'accept-encoding': accept } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['transfer-encoding']).toBeUndefined();
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        expect(res.rawPayload.length).toBeLessThan(plain.length / 2);
        // The same document, not the same bytes: each request draws new values.
        const decoded = JSON.parse(decoders[encoding]!(res.rawPayload).toString('utf8')) as ReturnType<typeof answerOf>;
        expect(decoded.rows).toHaveLength(Math.ceil(bytes / 90));
      }
    },
  );

  it('leaves small answers, refused encodings and compressed answers as they are', async () => {
    const small = await http.get('/test/answer/500', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('rows');
    const refused = await http.get('/test/answer/8000', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toHaveProperty('rows');
    // The API document compresses itself once: it is not compressed a second time.
    const document = await http.get('/api/docs/json', { headers: { 'accept-encoding': 'br' } });
    expect(document.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(document.rawPayload).toString('utf8'))).toHaveProperty('openapi');
  });

  it('leaves a streamed answer to the plugin, which still compresses it', async () => {
    const res = await http.get('/test/stream', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8')).rows).toHaveLength(100);
  });
});
