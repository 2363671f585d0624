import net from 'node:net';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/users.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createUser } from '../helpers/factories.ts';
import { startFakeFacebook, type FakeFacebook } from '../helpers/fake-facebook.ts';
import { createClient } from '../helpers/http-client.ts';
import { linkToken, type MailCatcher } from '../helpers/mail-catcher.ts';
import { createTestApp, createTestAppWithMail, type TestApp, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/**
 * What the accounts area never gives away (DESIGN §2–3): no password hash, no link or session secret
 * other than the caller's own session token, no token version, no Facebook id, no internal flags —
 * scanned on every answer of a whole journey, errors included. And an unconfirmed account cannot use
 * any authenticated call of the area.
 */

const APP_ID = '99887766';
const APP_SECRET = 'fake-secret-for-privacy';
const PASSWORD = 'una-clave-muy-larga';

/** Keys that must never appear anywhere in an answer (any depth, any case, snake or camel). */
const FORBIDDEN_KEY =
  /^(password|passwords|password_?hash|hash|token_?version|tv|facebook_?id|fb_?id|is_?verified|verified|token_?hash|one_?time_?tokens?|terms_?accepted_?at|secret|salt|updated_?at)$/i;

/** The only claims a session token may carry (DESIGN §3), plus the JWT's own. */
const ALLOWED_CLAIMS = new Set([
  'id',
  'sub',
  'profileType',
  'profileImage',
  'coverImage',
  'fullname',
  'profile_url',
  'langCode',
  'tv',
  // The session the token belongs to (a random id): logging out ends it.
  'sid',
  'rec',
  'iat',
  'exp',
]);

/** Calls that answer a session token in `token`; every other answer must not hold one. */
const TOKEN_ANSWERS = [
  /^GET \/api\/users\/confirmation\//,
  /^POST \/api\/users\/authenticate$/,
  /^GET \/api\/users\/recover\/[^/]+$/,
  /^PUT \/api\/users(\/(password|profile|wizard|agency|language|profile_url))?$/,
  /^POST \/api\/users\/notifications$/,
  /^POST \/api\/users\/(fbauthenticate|facebook)$/,
];

interface Seen {
  call: string;
  status: number;
  body: string;
}

function keysOf(value: unknown, path = ''): Array<{ key: string; path: string }> {
  if (Array.isArray(value)) return value.flatMap((item, index) => keysOf(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => [
      { key, path: `${path}.${key}` },
      ...keysOf(child, `${path}.${key}`),
    ]);
  }
  return [];
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

describe(`accounts: no private field leaves the server; unconfirmed accounts are locked out (${engineName})`, () => {
  let app: TestAppWithMail;
  let mail: MailCatcher;
  let graph: FakeFacebook;
  const seen: Seen[] = [];
  /** Secrets of the journey that must never come back in an answer. */
  const secrets = new Set<string>();

  beforeAll(async () => {
    graph = await startFakeFacebook(APP_ID, APP_SECRET);
    app = await createTestAppWithMail({
      PUBLIC_URL: 'https://vitrina.test',
      FACEBOOK_APP_ID: APP_ID,
      FACEBOOK_APP_SECRET: APP_SECRET,
      FACEBOOK_GRAPH_URL: graph.url,
    });
    mail = app.mail;
  });
  afterAll(async () => {
    await app?.close();
    await graph?.close();
  });

  async function call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { body?: unknown; token?: string; lang?: string } = {},
  ): Promise<LightMyRequestResponse> {
    const res = await createClient(app).request(method, url, options);
    seen.push({ call: `${method} ${url.split('?')[0]}`, status: res.statusCode, body: res.body });
    return res;
  }
  const tokenOf = (res: LightMyRequestResponse) => {
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().token as string;
  };

  it('a whole accounts journey (talent, agency, Facebook, recovery, errors) answers no private field', async () => {
    const stamp = Date.now().toString(36);
    const email = `privada-${stamp}@example.test`;

    // Registration, its errors, resend, confirmation.
    await call('GET', '/api/public-config');
    await call('POST', '/api/users', { body: { nombre: '', email: 'mal', terms: false } });
    const registered = await call('POST', '/api/users', {
      body: {
        nombre: 'Priya',
        apellido: 'Sánchez',
        email,
        password: PASSWORD,
        birthdate: '1998-02-03',
        ciudad: 'León',
        terms: true,
        username: '123',
      },
    });
    expect(registered.statusCode).toBe(201);
    const id = registered.json().id as number;
    await call('POST', '/api/users', {
      body: {
        nombre: 'P',
        apellido: 'S',
        email,
        password: PASSWORD,
        birthdate: '1998-02-03',
        ciudad: 'L',
        terms: true,
      },
    });
    await call('POST', '/api/users', { body: { nombre: 'P', isVerified: true, type: 'agencia', id: 1 } });
    await call('POST', '/api/users/resend-validation', { body: { id, lang: 'es' } });
    await call('GET', `/api/users/email-exists/${encodeURIComponent(email)}`);
    await call('POST', '/api/users/authenticate', { body: { email, password: PASSWORD } });
    const confirmation = await mail.waitFor((m) => m.to === email);
    const link = linkToken(confirmation, 'confirmation');
    secrets.add(link);
    let token = tokenOf(await call('GET', `/api/users/confirmation/${link}`));
    await call('GET', `/api/users/confirmation/${link}`);

    // Login, self, type, wizard, settings, language, profile URL, notifications, categories.
    await call('POST', '/api/users/authenticate', { body: { email, password: 'equivocada-000' } });
    token = tokenOf(await call('POST', '/api/users/authenticate', { body: { email, password: PASSWORD } }));
    await call('GET', '/api/users/self', { token });
    token = tokenOf(await call('PUT', '/api/users/profile', { token, body: { profile: 'talento' } }));
    await call('PUT', '/api/users/profile', { token, body: { profile: 'agencia' } });
    await call('GET', '/api/categories/es/full');
    await call('GET', '/api/categories/en/full/subscribed', { token });
    await call('POST', '/api/categories/subscribe', { token, body: { categoryId: 2 } });
    await call('POST', '/api/categories/unsubscribe', { token, body: { categoryId: 2 } });
    await call('POST', '/api/categories/subscribe', { token, body: { categoryId: 99 } });
    token = tokenOf(
      await call('PUT', '/api/users/wizard', {
        token,
        body: { biography: 'Canto.', shareContats: [`amiga-${stamp}@example.test`, ''], lang: 'es' },
      }),
    );
    await call('PUT', '/api/users/wizard', { token, body: { shareContats: ['no-es-correo'] } });
    const other = await createUser(app, { passwordHash: await hashPassword(PASSWORD) });
    await call('GET', `/api/users/email-exists-user/${encodeURIComponent(other.email)}`, { token });
    const settings = {
      nombre: 'Priya',
      apellido: 'Sánchez Ruiz',
      email,
      fecha: '1998-02-03',
      sexo: 'FE',
      pais: 'MX',
      ciudad: 'León',
      biografia: 'Canto y compongo.',
      profile: {
        facebook_url: '',
        twitter_url: '',
        instagram_url: 'https://instagram.com/priya',
        spotify_url: '',
        youtube_url: '',
        linkedin_url: '',
        web: '',
        phone: '',
      },
    };
    token = tokenOf(await call('PUT', '/api/users', { token, body: settings }));
    await call('PUT', '/api/users', { token, body: { ...settings, email: other.email } });
    await call('PUT', '/api/users', { token, body: { ...settings, nombre: '', tokenVersion: 0 } });
    token = tokenOf(await call('PUT', '/api/users/language', { token, body: { langCode: 'en' } }));
    token = tokenOf(await call('PUT', '/api/users/profile_url', { token, body: { profile_url: `priya-${stamp}` } }));
    await call('PUT', '/api/users/profile_url', { token, body: { profile_url: 'noticias' } });
    token = tokenOf(
      await call('POST', '/api/users/notifications', { token, body: { type: 'messages', status: false } }),
    );
    await call('GET', '/api/users/self', { token, lang: 'en' });

    // Recovery and password changes.
    await call('POST', '/api/users/recover/password', { body: { email: 'nadie@example.test' } });
    await call('POST', '/api/users/recover/password', { body: { email, lang: 'en' } });
    const recovery = await mail.waitFor((m) => m.to === email && m.text.includes('/forgot/'));
    const resetLink = linkToken(recovery, 'recovery');
    secrets.add(resetLink);
    const recoverySession = tokenOf(await call('GET', `/api/users/recover/${resetLink}`));
    await call('GET', `/api/users/recover/${resetLink}`);
    await call('PUT', '/api/users/password', { token: recoverySession, body: { newPassword: 'corta' } });
    token = tokenOf(
      await call('PUT', '/api/users/password', { token: recoverySession, body: { newPassword: 'otra-clave-larga-1' } }),
    );
    await call('PUT', '/api/users/password', { token, body: { newPassword: 'otra-clave-larga-2' } });
    await call('GET', '/api/users/self', { token: recoverySession });

    // An agency.
    const agency = await createUser(app, { type: 'agencia' });
    await call('PUT', '/api/users/agency', {
      token: agency.token,
      body: { agency_name: 'Estrella', biography: '', contact_email: '', web: '', phone: '', categoryIds: [1, 3] },
    });
    await call('PUT', '/api/users/agency', { token: agency.token, body: { agency_name: '', web: 'ftp://x' } });
    await call('GET', '/api/users/self', { token: agency.token });

    // Facebook: sign-up, again (exists), login, a bare id, a bad token, the exists check.
    const facebookId = `7${Date.now()}`;
    secrets.add(facebookId);
    graph.issue('EAA-privacy', {
      id: facebookId,
      email: `fb-${stamp}@example.test`,
      first_name: 'Fe',
      last_name: 'Be',
    });
    secrets.add('EAA-privacy');
    const fbToken = tokenOf(await call('POST', '/api/users/facebook', { body: { accessToken: 'EAA-privacy' } }));
    await call('POST', '/api/users/facebook', { body: { accessToken: 'EAA-privacy', facebookId } });
    await call('POST', '/api/users/fbauthenticate', { body: { accessToken: 'EAA-privacy' } });
    await call('POST', '/api/users/fbauthenticate', { body: { accessToken: 'EAA-no-vale', facebookId } });
    await call('POST', '/api/users/fbauthenticate', { body: { facebookId } });
    await call('GET', `/api/users/facebook-exists/${facebookId}`);
    await call('GET', '/api/users/self', { token: fbToken });

    // Without a session, and with a broken one.
    await call('GET', '/api/users/self');
    await call('GET', '/api/users/self', { token: 'roto.roto.roto' });

    // Every answer of the journey, scanned.
    expect(seen.length).toBeGreaterThan(50);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, id));
    const hash = row?.passwordHash ?? '';
    expect(hash).toMatch(/^\$argon2id\$/);
    const problems: string[] = [];
    for (const { call: name, status, body } of seen) {
      if (!body) continue;
      const json: unknown = JSON.parse(body);
      for (const { key, path } of keysOf(json)) {
        if (FORBIDDEN_KEY.test(key)) problems.push(`${name} (${status}): key ${path}`);
      }
      const hasToken = keysOf(json).some(({ path }) => path === '.token');
      if (hasToken && !TOKEN_ANSWERS.some((pattern) => pattern.test(name))) {
        problems.push(`${name} (${status}): answers a token`);
      }
      for (const text of stringsOf(json)) {
        if (text.includes('$argon2') || text === hash) problems.push(`${name}: a password hash`);
        for (const secret of secrets) if (text.includes(secret)) problems.push(`${name}: a secret (${secret})`);
      }
      if (hasToken) {
        const claims = decodeJwt((json as { token: string }).token);
        for (const claim of Object.keys(claims)) {
          if (!ALLOWED_CLAIMS.has(claim)) problems.push(`${name}: token claim ${claim}`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The journey did reach the answers it scanned (a broken flow would scan only errors).
    expect(seen.filter((s) => s.status < 300).length).toBeGreaterThan(25);
  });

  it('an unconfirmed account cannot use any authenticated call of the area, and nothing changes', async () => {
    const pending = await createUser(app, {
      type: null,
      isVerified: false,
      passwordHash: await hashPassword(PASSWORD),
    });
    const requests: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown }> = [
      { method: 'GET', url: '/api/users/self' },
      { method: 'GET', url: '/api/users/email-exists-user/alguien%40example.test' },
      { method: 'PUT', url: '/api/users/profile', body: { profile: 'talento' } },
      { method: 'PUT', url: '/api/users/wizard', body: { biography: 'x', shareContats: [] } },
      { method: 'PUT', url: '/api/users/wizard/step', body: { step: 2 } },
      { method: 'POST', url: '/api/users/wizard/dismiss' },
      {
        method: 'PUT',
        url: '/api/users/agency',
        body: { agency_name: 'X', biography: '', contact_email: '', web: '', phone: '', categoryIds: [] },
      },
      {
        method: 'PUT',
        url: '/api/users',
        body: { nombre: 'X', apellido: 'Y', email: 'x@example.test', fecha: '1990-01-01', ciudad: 'Z', pais: 'MX' },
      },
      { method: 'PUT', url: '/api/users/language', body: { langCode: 'en' } },
      { method: 'PUT', url: '/api/users/profile_url', body: { profile_url: 'pendiente-x' } },
      { method: 'POST', url: '/api/users/notifications', body: { type: 'followers', status: false } },
      { method: 'POST', url: '/api/users/message-policy', body: { policy: 'following' } },
      { method: 'POST', url: '/api/users/public-profile', body: { public: true } },
      { method: 'GET', url: '/api/users/me/verification' },
      {
        method: 'POST',
        url: '/api/users/me/verification',
        body: { legalName: 'X SA', website: 'https://x.example.com', country: 'MX', registrationNumber: 'ABC123' },
      },
      {
        method: 'PUT',
        url: '/api/users/password',
        body: { newPassword: 'nueva-clave-larga', currentPassword: PASSWORD },
      },
      { method: 'GET', url: '/api/users/email' },
      { method: 'PUT', url: '/api/users/email', body: { email: 'otra-x@example.test', password: PASSWORD } },
      { method: 'DELETE', url: '/api/users/email' },
      { method: 'POST', url: '/api/users/cancel', body: { password: PASSWORD } },
      { method: 'POST', url: '/api/users/logout', body: { everywhere: true } },
      { method: 'GET', url: '/api/users/export' },
      { method: 'POST', url: '/api/users/export' },
      { method: 'GET', url: '/api/users/export/archive' },
      { method: 'GET', url: '/api/categories/es/full/subscribed' },
      { method: 'POST', url: '/api/categories/subscribe', body: { categoryId: 1 } },
      { method: 'POST', url: '/api/categories/unsubscribe', body: { categoryId: 1 } },
      { method: 'GET', url: '/api/users/second-factors' },
      { method: 'GET', url: '/api/users/sessions' },
      { method: 'POST', url: '/api/users/second-factors/totp' },
      { method: 'POST', url: '/api/users/second-factors/totp/confirmation', body: { code: '123456' } },
      { method: 'POST', url: '/api/users/second-factors/totp/removal', body: { code: '123456' } },
      { method: 'POST', url: '/api/users/second-factors/recovery-codes', body: { code: '123456' } },
      { method: 'GET', url: '/api/users/passkeys' },
      { method: 'POST', url: '/api/users/passkeys/options' },
      { method: 'POST', url: '/api/users/passkeys', body: { name: 'X', response: {} } },
      { method: 'PUT', url: '/api/users/passkeys/1', body: { name: 'X' } },
      { method: 'DELETE', url: '/api/users/passkeys/1' },
      { method: 'POST', url: '/api/users/second-factors/offer/dismissal' },
      { method: 'POST', url: '/api/users/step-up', body: { method: 'code', code: '123456' } },
      { method: 'POST', url: '/api/users/step-up/passkey/options' },
    ];

    // The list covers every authenticated call of the accounts area (the API's own description says which).
    const doc = (await createClient(app).get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { security?: unknown; tags?: string[] }>>;
    };
    const secured = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, op]) => op.security && op.tags?.some((tag) => ['accounts', 'users', 'categories'].includes(tag)))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const listed = requests.map(
      (r) =>
        `${r.method} ${r.url
          .replace(/\/[^/]*%40[^/]*$/, '/{email}')
          .replace('/es/', '/{lang}/')
          .replace(/\/1$/, '/{id}')}`,
    );
    expect([...secured].sort()).toEqual([...new Set(listed)].sort());

    for (const request of requests) {
      const res = await call(request.method, request.url, { token: pending.token, body: request.body });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(res.json().error).toBe('session_expired');
    }
    const [row] = await app.database.db.select().from(users).where(eq(users.id, pending.id));
    expect(row).toMatchObject({ type: null, isVerified: false, langCode: 'es', tokenVersion: 0 });
    expect(row?.profileUrl).toBe(pending.profileUrl);
    // Nor can it log in to get another token.
    const login = await call('POST', '/api/users/authenticate', { body: { email: pending.email, password: PASSWORD } });
    expect(login.json().error).toBe('credentials');
  });
});

describe(`accounts: resend gives nothing away, not even by its timing (${engineName})`, () => {
  let app: TestApp;
  let stalled: net.Server;
  const sockets = new Set<net.Socket>();

  beforeAll(async () => {
    // A mail server that accepts connections and never answers: a real send would wait on it.
    stalled = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const { port } = stalled.address() as net.AddressInfo;
    app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => stalled?.close(() => resolve()));
    await app?.close();
  });

  const resend = async (id: number) => {
    const started = performance.now();
    const res = await createClient(app).post('/api/users/resend-validation', { id, lang: 'es' });
    return { status: res.statusCode, body: res.body, ms: performance.now() - started };
  };

  it('answers a pending account, a confirmed one and an unknown id alike, at once, with no body', async () => {
    const pending = await createUser(app, { type: null, isVerified: false });
    const confirmed = await createUser(app);
    const answers = [await resend(pending.id), await resend(confirmed.id), await resend(987_654_321)];
    expect(answers.map(({ status, body }) => [status, body])).toEqual([
      [204, ''],
      [204, ''],
      [204, ''],
    ]);
    // The message to the pending account is on its way to the mail server (which never answers), but the
    // answer did not wait for it: the connection opens after the answer, within moments.
    for (let waited = 0; sockets.size === 0 && waited < 2_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(sockets.size).toBeGreaterThan(0);
    for (const { ms } of answers) expect(ms).toBeLessThan(2_000);
  });
});
