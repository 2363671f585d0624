import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { errorCodes } from '@vitrina/contract/errors';
import { freshIp } from '../helpers/client-ip.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { realtimeEnv } from '../helpers/sockets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const MAX_DOCUMENT_BYTES = 500_000;
const ERROR_BODY = '#/components/schemas/ErrorBody';

interface Answer {
  content?: Record<string, { schema?: { $ref?: string } }>;
}

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};

/** The public OpenAPI document: small, rendered once, compressed once, and limited per address. */
describe(`the API document (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;

  beforeAll(async () => {
    // With TEST_REDIS_URL the limit counts in Redis, as in a deployment of several processes.
    app = await createTestApp(realtimeEnv());
    http = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stays under 500 KB: every error answer refers to the one error body', async () => {
    const res = await http.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(MAX_DOCUMENT_BYTES);
    const doc = res.json() as {
      paths: Record<string, Record<string, { responses?: Record<string, Answer> }>>;
      components: { schemas: Record<string, unknown> };
    };
    const refs = new Set([...res.body.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!));
    expect([...refs].sort()).toEqual(Object.keys(doc.components.schemas).sort());
    expect(refs).toContain('ErrorBody');
    // The closed list of codes is written once in the whole document.
    const lastCode = errorCodes[errorCodes.length - 1]!;
    expect(res.body.split(`"${lastCode}"`).length - 1).toBe(1);
    let refusals = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, answer] of Object.entries(operation.responses ?? {})) {
          if (!status.startsWith('4')) continue;
          refusals += 1;
          const schema = answer.content?.['application/json']?.schema;
          expect(schema, `${method} ${path} ${status}`).toEqual({ $ref: ERROR_BODY });
        }
      }
    }
    expect(refusals).toBeGreaterThan(100);
  });

  it('is rendered once and sent compressed as each client asks, JSON and YAML', async () => {
    const identity = {
      json: (await http.get('/api/docs/json')).rawPayload,
      yaml: (await http.get('/api/docs/yaml')).rawPayload,
    };
    expect(identity.yaml.length).toBeLessThan(MAX_DOCUMENT_BYTES);
    expect(parseYaml(identity.yaml.toString())).toEqual(JSON.parse(identity.json.toString()));
    const render = vi.spyOn(app.server, 'swagger');
    for (const format of ['json', 'yaml'] as const) {
      for (const encoding of ['br', 'gzip', 'deflate'] as const) {
        for (let time = 0; time < 2; time += 1) {
          const res = await http.get(`/api/docs/${format}`, { headers: { 'accept-encoding': encoding } });
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-encoding']).toBe(encoding);
          expect(res.headers.vary).toMatch(/accept-encoding/i);
          expect(res.rawPayload.length).toBeLessThan(identity[format].length / 5);
          expect(decoders[encoding]!(res.rawPayload).equals(identity[format])).toBe(true);
        }
      }
      const plain = await http.get(`/api/docs/${format}`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.equals(identity[format])).toBe(true);
    }
    // The preferred encoding wins; every later request sent kept bytes, none rendered the document again.
    const preferred = await http.get('/api/docs/json', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(preferred.headers['content-encoding']).toBe('br');
    expect(render).not.toHaveBeenCalled();
    render.mockRestore();
  });

  it('answers one address 30 times a minute, then 429 with the error body', async () => {
    const ip = freshIp();
    const urls = ['/api/docs/json', '/api/docs/', '/api/docs/yaml', '/api/docs/static/swagger-initializer.js'];
    for (let i = 0; i < 30; i += 1) {
      const res = await http.get(urls[i % urls.length]!, { ip });
      expect(res.statusCode, `request ${i + 1}`).toBe(200);
    }
    for (const url of urls) {
      const over = await http.get(url, { ip, lang: 'en' });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ error: 'too_many_requests', message: expect.any(String), errors: [] });
      expect(over.headers['retry-after']).toBeDefined();
    }
    // Another address, and the rest of the API for the same one, are not held back.
    expect((await http.get('/api/docs/json')).statusCode).toBe(200);
    expect((await http.get('/api/health', { ip })).statusCode).toBe(200);
  });
});
