import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@vitrina/contract/errors';
import { createUser, registrationForm } from '../helpers/factories.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { cacheFigure, cacheStats } from '../helpers/caches.ts';
import { engineName } from '../helpers/test-database.ts';

/** Regressions of the hostile-input findings: each was a 500, a leak or a crash on the build before. */
describe(`hostile input (${engineName})`, () => {
  let app: TestApp;
  let api: TestClient;
  let lines: string[] = [];

  beforeAll(async () => {
    app = await createTestApp({ LOG_LEVEL: 'info' });
    api = createClient(app);
    lines = captureLogs(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const fieldCodes = (body: unknown) => errorBodySchema.parse(body).errors.map((e) => `${e.field}:${e.code}`);

  it('a NUL, a control character or a lone surrogate in a text field is a 400 naming the field, never a 500', async () => {
    const talent = await createUser(app);
    const agency = await createUser(app, { type: 'agencia' });
    const cases: Array<[string, 'POST' | 'PUT', string, Record<string, unknown>, string]> = [
      ['register nombre', 'POST', '/api/users', registrationForm({ nombre: 'Ana\u0000' }), 'nombre'],
      ['register apellido', 'POST', '/api/users', registrationForm({ apellido: 'Ruiz\u0007' }), 'apellido'],
      ['register ciudad', 'POST', '/api/users', registrationForm({ ciudad: '\ud800León' }), 'ciudad'],
      ['login email', 'POST', '/api/users/authenticate', { email: 'a\u0000@example.com', password: 'x' }, 'email'],
      ['recovery email', 'POST', '/api/users/recover/password', { email: 'a\u0000@example.com' }, 'email'],
      ['wizard biography', 'PUT', '/api/users/wizard', { biography: 'hola\u0000', shareContats: [] }, 'biography'],
    ];
    for (const [name, method, url, body, field] of cases) {
      const res = await api.as(talent).request(method, url, { body, lang: 'en' });
      expect(res.statusCode, name).toBe(400);
      expect(fieldCodes(res.json()), name).toContain(`${field}:texto_invalido`);
      expect(res.json().errors[0].message, name).toBe('This text contains characters that cannot be saved.');
    }
    const settings = await api.as(talent).put('/api/users', {
      nombre: 'Ana',
      apellido: 'Ruiz',
      email: talent.email,
      fecha: '1995-04-12',
      sexo: 'FE',
      pais: 'MX',
      ciudad: 'Oaxaca\u0000',
      biografia: 'bio\u0000',
    });
    expect(fieldCodes(settings.json())).toEqual(
      expect.arrayContaining(['ciudad:texto_invalido', 'biografia:texto_invalido']),
    );
    const agencyRes = await api.as(agency).put('/api/users/agency', {
      agency_name: 'Norte\u0000',
      biography: 'x',
      contact_email: '',
      web: '',
      phone: '',
      categoryIds: [1],
    });
    expect(fieldCodes(agencyRes.json())).toContain('agency_name:texto_invalido');
  });

  it('a database failure during registration logs its code, never the password, the hash or the address', async () => {
    await app.database.db.execute(sql`
      create or replace function refuse_insert() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await app.database.db.execute(
      sql`create trigger refuse_users before insert on users for each row execute function refuse_insert()`,
    );
    try {
      const form = registrationForm({ password: 'una-clave-que-no-debe-verse' });
      const res = await api.post('/api/users', form);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ error: 'internal' });
      const output = lines.join('');
      expect(output).toContain('unexpected error');
      expect(output).toContain('P0001');
      expect(output).not.toContain(form.password);
      expect(output).not.toContain('$argon2id$');
      expect(output).not.toContain(String(form.email));
    } finally {
      await app.database.db.execute(sql`drop trigger refuse_users on users`);
    }
  });

  it('thousands of distinct, large addresses keep the rate-limit store small and its keys short', async () => {
    const big = 'x'.repeat(100_000);
    for (let i = 0; i < 2_000; i += 1) {
      const res = await api.post('/api/users/authenticate', { email: `${i}${big}@example.com`, password: 'x' });
      expect(res.statusCode).toBe(400);
    }
    for (let i = 0; i < 2_000; i += 1) {
      await api.post('/api/users/authenticate', { email: `persona-${i}@example.com`, password: 'x' });
    }
    // The in-process store (in use when REDIS_URL is not set), as the process caches report it.
    const store = cacheStats(app, 'rate-limits');
    expect(cacheFigure(app, 'rate-limits', 'longestKey')).toBeLessThanOrEqual(64);
    expect(store.entries).toBeGreaterThan(2_000);
    expect(store.entries).toBeLessThanOrEqual(16 * 10_000);
    // 4,000 requests, half of them 100 KB: 10–30 s on two busy cores, over the project's 30 s default.
  });

  it('an overlong path, a broken encoding, a huge body, a foreign type and an unknown method answer the product’s error body', async () => {
    const long = await api.get(`/api/users/email-exists/${'a'.repeat(5_000)}`, { lang: 'en' });
    expect(long.statusCode).toBe(414);
    expect(errorBodySchema.parse(long.json())).toMatchObject({
      error: 'uri_too_long',
      message: 'The address is too long.',
    });
    const tooLarge = await api.post('/api/users/authenticate', { email: 'a@b.co', password: 'x'.repeat(2_000_000) });
    expect(tooLarge.statusCode).toBe(413);
    expect(errorBodySchema.parse(tooLarge.json()).error).toBe('payload_too_large');
    const wrongType = await api.post('/api/users/authenticate', 'hola', {
      headers: { 'content-type': 'application/xml' },
    });
    expect(wrongType.statusCode).toBe(415);
    expect(errorBodySchema.parse(wrongType.json()).error).toBe('unsupported_media_type');
    const method = await api.request('PATCH', '/api/users/self');
    expect(method.statusCode).toBe(404);
    expect(errorBodySchema.parse(method.json()).error).toBe('not_found');
    const broken = await api.get('/api/users/email-exists/%ff%fe');
    expect(broken.statusCode).toBe(400);
    expect(errorBodySchema.parse(broken.json())).toMatchObject({
      error: 'bad_url',
      message: 'La dirección no es válida.',
    });
  });
});
