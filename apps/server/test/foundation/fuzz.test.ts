import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/factories.ts';
import {
  hostileSegments,
  hostileValues,
  nulSegment,
  nulVariants,
  problemsOf,
  sampleOf,
  seededRandom,
} from '../helpers/fuzz.ts';
import { createClient, type Method, type TestClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const SEED = 20_261_122;

interface Operation {
  method: Method;
  path: string;
  secured: boolean;
  params: Array<{ in: 'path' | 'query'; name: string; schema?: { type?: string; enum?: string[] } }>;
  body: { properties?: Record<string, object> } | undefined;
}

/** Every operation of the API's own description (/api/docs/json). */
async function operationsOf(api: TestClient): Promise<Operation[]> {
  const doc = (await api.get('/api/docs/json')).json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as Method,
      path,
      secured: Array.isArray(op.security) && op.security.length > 0,
      params: (op.parameters as Operation['params'] | undefined) ?? [],
      body: (op.requestBody as { content?: Record<string, { schema?: Operation['body'] }> } | undefined)?.content?.[
        'application/json'
      ]?.schema,
    })),
  );
}

/**
 * Every operation of the API's own description (/api/docs/json), so each new endpoint is covered the day
 * it is added: hostile values in each body field, path parameter and query parameter, with no session, a
 * valid session, a forged token and garbage. Fails on any 5xx, any refusal without the error body, any
 * stack trace, file path, hash or token where none belongs, and a server that stops answering.
 */
// Twice: without abuse limits, so every hostile value reaches the handlers behind them, and with them.
describe.each([
  ['abuse limits off', { RATE_LIMITS: 'false' }],
  ['abuse limits on', {}],
])(`fuzz of every endpoint, %s (${engineName})`, (limits, env) => {
  let app: TestApp;
  let api: TestClient;
  const random = seededRandom(SEED);

  beforeAll(async () => {
    app = await createTestApp(env);
    api = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('no hostile request gets a 5xx, a framework-shaped refusal or a leak', { timeout: 240_000 }, async () => {
    const operations = await operationsOf(api);
    expect(operations.length).toBeGreaterThanOrEqual(30);

    const user = await createUser(app);
    const forged = await new SignJWT({ id: user.id, tv: 0, profileType: 'talento' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-0123456789abcdef'));
    const sessions = { none: undefined, valid: user.token, forged, garbage: 'garbage.token.value' };
    const others = [sessions.none, sessions.forged, sessions.garbage];

    const failures: string[] = [];
    let requests = 0;
    const statuses = new Map<number, number>();
    const started = performance.now();
    async function send(op: Operation, url: string, body: unknown, token: string | undefined, what: string) {
      requests += 1;
      const res = await api.request(op.method, url, { ...(body === undefined ? {} : { body }), token, lang: 'en' });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      for (const problem of problemsOf(res)) failures.push(`${op.method} ${op.path} [${what}]: ${problem}`);
    }
    const sampleSegment = (name: string) =>
      name === 'email' ? 'fuzz%40example.test' : name === 'lang' ? 'es' : 'a'.repeat(43);
    const urlOf = (op: Operation, overrides: Record<string, string> = {}) => {
      let url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => overrides[name] ?? sampleSegment(name));
      const query = op.params.filter((p) => p.in === 'query');
      if (query.length) url += `?${query.map((p) => `${p.name}=${overrides[p.name] ?? '1'}`).join('&')}`;
      return url;
    };
    /** The session the mutation of a field is sent with: the valid one for secured calls, another at random. */
    const sessionFor = (op: Operation) => (op.secured ? sessions.valid : others[Math.floor(random() * others.length)]);

    for (const op of operations) {
      const base = op.body ? (sampleOf(op.body as object) as Record<string, unknown>) : undefined;
      const bodies: Array<[string, unknown]> = op.body
        ? [
            ['no body', undefined],
            ['null', null],
            ['array', []],
            ['text', 'hola'],
            ['empty object', {}],
            ['sample', base],
            ['unknown field', { ...base, isVerified: true, type: 'agencia', id: 1 }],
          ]
        : [['no body', undefined]];
      for (const [what, body] of bodies) {
        for (const [name, token] of Object.entries(sessions))
          await send(op, urlOf(op), body, token, `${what}, ${name}`);
      }
      for (const [field, schema] of Object.entries(op.body?.properties ?? {})) {
        const { [field]: _dropped, ...without } = base ?? {};
        await send(op, urlOf(op), without, sessionFor(op), `without ${field}`);
        for (const value of hostileValues) {
          const what = `${field}=${JSON.stringify(value)?.slice(0, 30)}`;
          // Twice: with the session the call needs and with one of the others, drawn from the seed.
          await send(op, urlOf(op), { ...base, [field]: value }, sessionFor(op), what);
          await send(op, urlOf(op), { ...base, [field]: value }, others[Math.floor(random() * others.length)], what);
        }
        // One level down: each field of a nested object, and an array holding the value.
        const nested = (schema as { properties?: Record<string, object> }).properties;
        for (const inner of Object.keys(nested ?? {})) {
          for (const value of hostileValues) {
            const parent = { ...(base?.[field] as Record<string, unknown>), [inner]: value };
            await send(op, urlOf(op), { ...base, [field]: parent }, sessionFor(op), `${field}.${inner}`);
          }
        }
        if ((schema as { type?: string }).type === 'array') {
          for (const value of hostileValues)
            await send(op, urlOf(op), { ...base, [field]: [value] }, sessionFor(op), `${field}[]`);
        }
      }
      for (const param of op.params) {
        for (const segment of hostileSegments) {
          await send(
            op,
            urlOf(op, { [param.name]: segment }),
            base,
            sessionFor(op),
            `${param.name}=${segment.slice(0, 30)}`,
          );
        }
      }
    }

    const health = await api.get('/api/health');
    expect(health.statusCode, 'the server still answers').toBe(200);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const answered = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.log(
      `fuzz, ${limits}: ${operations.length} operations, ${requests} requests, ${seconds} s (${engineName}): ${answered.join(' ')}`,
    );
    expect(failures.slice(0, 40)).toEqual([]);
  });
});

/**
 * A NUL byte in each string field of every call open without a session (the unsubscribe link, registration,
 * recovery…), in a value the field would otherwise accept, and in each path and query parameter: PostgreSQL
 * refuses NUL in text, so each must be refused before, as a 400 `texto_invalido` on that field in the
 * request's language, never a 500.
 */
describe(`NUL bytes in every session-less call (${engineName})`, () => {
  let app: TestApp;
  let api: TestClient;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMITS: 'false' });
    api = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('each string field, path and query parameter holding a NUL answers 400 texto_invalido', async () => {
    const open = (await operationsOf(api)).filter((op) => !op.secured);
    expect(open.length).toBeGreaterThanOrEqual(15);
    const failures: string[] = [];
    let requests = 0;
    const urlOf = (op: Operation, nulIn?: string) => {
      const value = (p: Operation['params'][number], sample: string) =>
        p.name === nulIn ? nulSegment : (p.schema?.enum?.[0] ?? sample);
      let url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        value(op.params.find((p) => p.in === 'path' && p.name === name) ?? { in: 'path', name }, 'a'.repeat(43)),
      );
      const query = op.params.filter((p) => p.in === 'query');
      if (query.length) url += `?${query.map((p) => `${p.name}=${value(p, '1')}`).join('&')}`;
      return url;
    };
    async function expectRefused(op: Operation, url: string, body: unknown, field: string) {
      requests += 1;
      const res = await api.request(op.method, url, { ...(body === undefined ? {} : { body }), lang: 'es' });
      const answer =
        res.statusCode === 400 ? (res.json() as { error: string; errors: Array<Record<string, string>> }) : null;
      const refused = answer?.error === 'validation' && answer.errors.some((e) => e.code === 'texto_invalido');
      if (!refused)
        failures.push(`${op.method} ${op.path} [NUL in ${field}]: ${res.statusCode} ${res.body.slice(0, 160)}`);
      else if (!answer.errors.some((e) => e.message === 'Este texto contiene caracteres que no se pueden guardar.'))
        failures.push(`${op.method} ${op.path} [NUL in ${field}]: not in Spanish: ${res.body.slice(0, 160)}`);
    }
    for (const op of open) {
      const base = op.body ? sampleOf(op.body as object) : undefined;
      for (const { field, body } of nulVariants(op.body as object)) await expectRefused(op, urlOf(op), body, field);
      // A parameter the router matches on (an enum) is no route at all with another value: a 404 is right.
      for (const param of op.params.filter((p) => !p.schema?.enum))
        await expectRefused(op, urlOf(op, param.name), base, param.name);
    }
    console.log(`NUL fuzz: ${open.length} session-less operations, ${requests} requests (${engineName})`);
    expect(failures).toEqual([]);
  });
});
