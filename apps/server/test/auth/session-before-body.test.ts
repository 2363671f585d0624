import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@vitrina/contract/errors';
import { createClient, type Method, type TestClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

interface Operation {
  method: Method;
  path: string;
  secured: boolean;
  params: Array<{ in: string; name: string; schema?: { enum?: string[] } }>;
}

/** Bodies no route accepts: a wrong shape, JSON cut short, JSON of the wrong type, a form sent as JSON. */
const BODIES: Array<{ what: string; payload: string }> = [
  { what: 'a schema-invalid body', payload: JSON.stringify({ unexpected: ['a', 1, null], id: -1 }) },
  { what: 'malformed JSON', payload: '{"email": "a@b.c", "password": ' },
  { what: 'a JSON string', payload: '"hola"' },
  { what: 'not JSON at all', payload: 'nombre=a&apellido=b' },
];

/**
 * Every call of the API's own description that needs a session answers 401 without one, whatever its body:
 * the session is checked before the body is parsed or validated, so a client without a session (or with
 * one that ended) always learns it must log in, never that its body was wrong. New endpoints are covered
 * the day they are added.
 */
describe(`a call that needs a session answers 401 before it reads the body (${engineName})`, () => {
  let app: TestApp;
  let api: TestClient;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMITS: 'false' });
    api = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('every secured operation of /api/docs/json, without a session or with a dead token', async () => {
    const doc = (await api.get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { security?: unknown[]; parameters?: Operation['params'] }>>;
    };
    const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase() as Method,
        path,
        secured: Array.isArray(op.security) && op.security.length > 0,
        params: op.parameters ?? [],
      })),
    );
    const secured = operations.filter((op) => op.secured);
    expect(secured.length).toBeGreaterThanOrEqual(100);

    const failures: string[] = [];
    let requests = 0;
    for (const op of secured) {
      // Path parameters that fail their own schemas too (the session still comes first), except those the
      // router itself matches on (an enum): another value is no route at all, a 404.
      const url = op.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
        const param = op.params.find((p) => p.in === 'path' && p.name === name);
        return param?.schema?.enum?.[0] ?? 'no-valido';
      });
      for (const token of [undefined, 'garbage.token.value']) {
        for (const { what, payload } of BODIES) {
          requests += 1;
          const res = await api.request(op.method, url, {
            body: payload,
            token,
            lang: 'en',
            headers: { 'content-type': 'application/json' },
          });
          const body = errorBodySchema.safeParse(safeJson(res.body));
          const expected = token ? 'session_expired' : 'unauthorized';
          if (res.statusCode !== 401 || !body.success || body.data.error !== expected || !body.data.message) {
            failures.push(
              `${op.method} ${op.path}, ${what}, ${token ? 'dead token' : 'no session'}: ${res.statusCode} ${res.body.slice(0, 100)}`,
            );
          }
        }
      }
    }
    console.log(`401 sweep: ${secured.length} secured operations, ${requests} requests (${engineName})`);
    expect(failures).toEqual([]);
  });

  it('the 401 is in the request language', async () => {
    const res = await api.request('PUT', '/api/users/password', {
      body: '{"newPassword":',
      lang: 'es',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'unauthorized', message: 'Inicia sesión para continuar.', errors: [] });
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
