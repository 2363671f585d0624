import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionClaimsSchema } from '@vitrina/contract/auth';
import { errorBodySchema } from '@vitrina/contract/errors';
import { selfResponseSchema } from '@vitrina/contract/users';
import { oneTimeTokens } from '../../src/db/schema/one-time-tokens.ts';
import { users } from '../../src/db/schema/users.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { freshIp } from '../helpers/client-ip.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createUser, type UserFactoryOptions } from '../helpers/factories.ts';
import { linkToken, type MailCatcher } from '../helpers/mail-catcher.ts';
import { createSocketPool, disconnection, listen } from '../helpers/sockets.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const PASSWORD = 'contraseña-segura-1';

describe(`accounts: login, self, recovery, password changes (${engineName})`, () => {
  let app: TestAppWithMail;
  let mail: MailCatcher;
  let api: TestClient;
  let passwordHash: string;

  beforeAll(async () => {
    app = await createTestAppWithMail({ PUBLIC_URL: 'https://vitrina.test' });
    mail = app.mail;
    api = createClient(app);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
  });

  const user = (options: UserFactoryOptions = {}) => createUser(app, { passwordHash, ...options });
  const login = (email: string, password = PASSWORD, ip?: string) =>
    api.request('POST', '/api/users/authenticate', { body: { email, password, remember: true }, ip });

  describe('POST /users/authenticate', () => {
    it('logs a confirmed user in with a token carrying DESIGN §3’s claims', async () => {
      const u = await user({ nombre: 'Marta', apellido: 'Ruiz', langCode: 'en' });
      const res = await login(` ${u.email.toUpperCase()} `);
      expect(res.statusCode).toBe(200);
      const claims = sessionClaimsSchema.parse(decodeJwt(res.json().token));
      expect(claims).toMatchObject({
        id: u.id,
        profileType: 'talento',
        fullname: 'Marta Ruiz',
        profile_url: u.profileUrl,
        langCode: 'en',
      });
      expect(claims.rec).toBeUndefined();
      expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    });

    it('answers `password` for a wrong password and `credentials` for an unknown address', async () => {
      const u = await user();
      const wrong = await login(u.email, 'otra-contraseña');
      expect(wrong.statusCode).toBe(400);
      expect(errorBodySchema.parse(wrong.json()).error).toBe('password');
      expect(wrong.json().message).toBe('La contraseña parece ser incorrecta.');
      const unknown = await login('nadie@example.test');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBe('credentials');
    });

    it('an unconfirmed account gets `credentials`, even with the right password', async () => {
      const u = await user({ isVerified: false });
      const res = await login(u.email);
      expect(res.json().error).toBe('credentials');
    });

    it('an account without a password (Facebook) cannot log in with one', async () => {
      const u = await user({ passwordHash: null });
      expect((await login(u.email, 'cualquier-cosa')).json().error).toBe('password');
    });

    it('refuses empty fields and unexpected fields', async () => {
      const empty = await api.request('POST', '/api/users/authenticate', { body: { email: '', password: '' } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
        ['email', 'required'],
        ['password', 'required'],
      ]);
      const extra = await api.request('POST', '/api/users/authenticate', {
        body: { email: 'a@b.co', password: 'x', isAdmin: true },
      });
      expect(extra.json().errors[0]).toMatchObject({ field: 'isAdmin', code: 'unknown_field' });
    });

    it('limits attempts per address (10 / 15 min) whatever the IP', async () => {
      const u = await user();
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) codes.push((await login(u.email, 'intento-malo')).statusCode);
      expect(codes.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(codes[10]).toBe(429);
      // Even the right password waits now.
      expect((await login(u.email)).statusCode).toBe(429);
    });

    it('limits attempts per IP (30 / 15 min) across addresses', async () => {
      const ip = freshIp();
      const codes: number[] = [];
      for (let i = 0; i < 31; i += 1) codes.push((await login(`nadie-${i}@example.test`, 'x', ip)).statusCode);
      expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
      expect(codes[30]).toBe(429);
      expect(errorBodySchema.parse((await login('otro@example.test', 'x', ip)).json()).error).toBe('too_many_requests');
    });
  });

  describe('GET /users/self', () => {
    it('answers the current user and profile, without any secret', async () => {
      const u = await user({ type: 'agencia' });
      const res = await api.request('GET', '/api/users/self', { token: u.token });
      expect(res.statusCode).toBe(200);
      const body = selfResponseSchema.strict().parse(res.json());
      expect(body.user).toMatchObject({ id: u.id, type: 'agencia', email: u.email, hasPassword: true });
      expect(body.profile).toMatchObject({ followers: true, photos_videos: true, messages: true, following: true });
      expect(res.body).not.toMatch(/argon2|password_hash|passwordHash|tokenVersion|facebookId|isVerified/);
    });

    it('answers 401 without a token, with a bad token, or for an unconfirmed user', async () => {
      expect((await api.request('GET', '/api/users/self')).statusCode).toBe(401);
      const bad = await api.request('GET', '/api/users/self', { token: 'not.a.jwt' });
      expect(bad.statusCode).toBe(401);
      expect(bad.json().error).toBe('session_expired');
      const unconfirmed = await user({ isVerified: false });
      expect((await api.request('GET', '/api/users/self', { token: unconfirmed.token })).statusCode).toBe(401);
    });

    it('accepts the token as a Bearer header but never from the query string', async () => {
      const u = await user();
      const bearer = await api.get('/api/users/self', { headers: { authorization: `Bearer ${u.token}` } });
      expect(bearer.statusCode).toBe(200);
      const query = await api.get(`/api/users/self?token=${u.token}`);
      expect(query.statusCode).toBe(401);
    });
  });

  describe('password recovery', () => {
    async function requestLink(email: string, lang?: 'es' | 'en') {
      const before = mail.to(email).length;
      const res = await api.request('POST', '/api/users/recover/password', {
        body: { email, ...(lang ? { lang } : {}) },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ sent: true });
      await mail.waitFor(() => mail.to(email).length > before);
      return mail.to(email).at(-1)!;
    }

    it('e-mails a reset link in the requested language; the link opens a 1-hour recovery session', async () => {
      const u = await user();
      const message = await requestLink(u.email, 'en');
      expect(message.subject).toBe('Vitrina: recover your password');
      expect(message.text).toContain('https://vitrina.test/forgot/');
      const res = await api.request('GET', `/api/users/recover/${linkToken(message, 'recovery')}`);
      expect(res.statusCode).toBe(200);
      const claims = sessionClaimsSchema.parse(decodeJwt(res.json().token));
      expect(claims.rec).toBe(true);
      expect(claims.exp - claims.iat).toBe(3600);
      expect((await api.request('GET', '/api/users/self', { token: res.json().token })).statusCode).toBe(200);
    });

    it('answers `user` for an unknown or unconfirmed address, and validation for an empty one', async () => {
      const unknown = await api.request('POST', '/api/users/recover/password', {
        body: { email: 'nadie@example.test' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error).toBe('user');
      const pending = await user({ isVerified: false });
      const unconfirmed = await api.request('POST', '/api/users/recover/password', { body: { email: pending.email } });
      expect(unconfirmed.json().error).toBe('user');
      const empty = await api.request('POST', '/api/users/recover/password', { body: { email: '' } });
      expect(empty.json().error).toBe('validation');
    });

    it('a reset link works once; the row stores only a hash', async () => {
      const u = await user();
      const token = linkToken(await requestLink(u.email), 'recovery');
      const [row] = await app.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, u.id));
      expect(row?.kind).toBe('recover');
      expect(row?.tokenHash).not.toBe(token);
      expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);
      expect((await api.request('GET', `/api/users/recover/${token}`)).statusCode).toBe(200);
      const again = await api.request('GET', `/api/users/recover/${token}`);
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toBe('token_invalido');
    });

    it('an expired reset link is refused', async () => {
      const u = await user();
      const token = linkToken(await requestLink(u.email), 'recovery');
      await app.database.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(oneTimeTokens.userId, u.id));
      expect((await api.request('GET', `/api/users/recover/${token}`)).json().error).toBe('token_invalido');
    });

    it('using one link retires the older ones', async () => {
      const u = await user();
      const first = linkToken(await requestLink(u.email), 'recovery');
      const second = linkToken(await requestLink(u.email), 'recovery');
      expect((await api.request('GET', `/api/users/recover/${second}`)).statusCode).toBe(200);
      expect((await api.request('GET', `/api/users/recover/${first}`)).statusCode).toBe(400);
    });

    it('the recovery session sets a password without the old one; every older session then stops', async () => {
      const u = await user();
      const elsewhere = (await login(u.email)).json().token as string;
      const rec = (
        await api.request('GET', `/api/users/recover/${linkToken(await requestLink(u.email), 'recovery')}`)
      ).json().token as string;
      const res = await api.request('PUT', '/api/users/password', {
        token: rec,
        body: { newPassword: 'nueva-clave-2024' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const fresh = res.json().token as string;
      expect(decodeJwt(fresh).rec).toBeUndefined();

      expect((await api.request('GET', '/api/users/self', { token: fresh })).statusCode).toBe(200);
      for (const old of [u.token, elsewhere, rec]) {
        const stale = await api.request('GET', '/api/users/self', { token: old });
        expect(stale.statusCode).toBe(401);
        expect(stale.json().error).toBe('session_expired');
      }
      expect((await login(u.email)).json().error).toBe('password');
      expect((await login(u.email, 'nueva-clave-2024')).statusCode).toBe(200);
    });

    it('limits recovery requests per address (3 an hour) and per IP', async () => {
      const u = await user();
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push((await api.request('POST', '/api/users/recover/password', { body: { email: u.email } })).statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      const ip = freshIp();
      const perIp: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        perIp.push(
          (await api.request('POST', '/api/users/recover/password', { ip, body: { email: `x${i}@example.test` } }))
            .statusCode,
        );
      }
      expect(perIp.at(-1)).toBe(429);
    });
  });

  describe('PUT /users/password', () => {
    it('a normal session must give the current password, which is checked', async () => {
      const u = await user();
      const missing = await api.request('PUT', '/api/users/password', {
        token: u.token,
        body: { newPassword: 'otra-clave-larga' },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().errors).toEqual([
        expect.objectContaining({ field: 'currentPassword', code: 'debes_introducir_contrasenas' }),
      ]);
      const wrong = await api.request('PUT', '/api/users/password', {
        token: u.token,
        body: { newPassword: 'otra-clave-larga', currentPassword: 'no-es-esta' },
        lang: 'en',
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([
        { field: 'currentPassword', code: 'contrasena_actual', message: 'The current password is not correct.' },
      ]);
      // Nothing changed.
      expect((await login(u.email)).statusCode).toBe(200);
    });

    it('refuses an empty or short new password', async () => {
      const u = await user();
      const empty = await api.request('PUT', '/api/users/password', {
        token: u.token,
        body: { currentPassword: PASSWORD },
      });
      expect(empty.json().errors[0]).toMatchObject({ field: 'newPassword', code: 'debes_introducir_contrasenas' });
      const short = await api.request('PUT', '/api/users/password', {
        token: u.token,
        body: { newPassword: '123456789', currentPassword: PASSWORD },
      });
      expect(short.json().errors[0]).toMatchObject({ field: 'newPassword', code: 'tu_contrasena_debe_ser_mas_larga' });
    });

    it('changes the password, returns a fresh session and ends every other one', async () => {
      const u = await user();
      const other = (await login(u.email)).json().token as string;
      const res = await api.request('PUT', '/api/users/password', {
        token: u.token,
        body: { newPassword: 'cambiada-1234', currentPassword: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect((await api.request('GET', '/api/users/self', { token: res.json().token })).statusCode).toBe(200);
      expect((await api.request('GET', '/api/users/self', { token: other })).statusCode).toBe(401);
      expect((await api.request('GET', '/api/users/self', { token: u.token })).statusCode).toBe(401);
      const [row] = await app.database.db.select().from(users).where(eq(users.id, u.id));
      expect(row?.tokenVersion).toBe(1);
    });

    it('an account without a password (Facebook sign-up) may set one without a current password', async () => {
      const u = await user({ passwordHash: null });
      const res = await api.request('PUT', '/api/users/password', {
        token: u.token,
        body: { newPassword: 'primera-clave-1' },
      });
      expect(res.statusCode).toBe(200);
      expect((await login(u.email, 'primera-clave-1')).statusCode).toBe(200);
    });

    it('needs a session (401) and refuses unexpected fields', async () => {
      expect(
        (await api.request('PUT', '/api/users/password', { body: { newPassword: 'x'.repeat(12) } })).statusCode,
      ).toBe(401);
      const u = await user();
      const extra = await api.request('PUT', '/api/users/password', {
        token: u.token,
        body: { newPassword: 'x'.repeat(12), currentPassword: PASSWORD, userId: 1 },
      });
      expect(extra.statusCode).toBe(400);
    });

    it('limits attempts per user (guessing the current password)', async () => {
      const u = await user();
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        codes.push(
          (
            await api.request('PUT', '/api/users/password', {
              token: u.token,
              body: { newPassword: 'x'.repeat(12), currentPassword: `intento-${i}` },
            })
          ).statusCode,
        );
      }
      expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
      expect(codes[10]).toBe(429);
    });
  });

  describe('POST /users/logout', () => {
    let url: string;
    const sockets = createSocketPool();
    beforeAll(async () => {
      url = await listen(app);
    });
    afterEach(() => sockets.closeAll());

    const self = (token: string) => api.request('GET', '/api/users/self', { token });
    const logout = (token: string, body?: unknown) => api.request('POST', '/api/users/logout', { token, body });

    it('ends the session it is sent with: its token answers 401 and its sockets close; other sessions go on', async () => {
      const u = await user();
      const [here, elsewhere] = [(await login(u.email)).json().token as string, (await login(u.email)).json().token];
      const [hereSocket, elsewhereSocket] = [
        await sockets.connect(url, { token: here }),
        await sockets.connect(url, { token: elsewhere }),
      ];
      const closed = disconnection(hereSocket);

      const res = await logout(here);
      expect(res.statusCode, res.body).toBe(204);

      expect(await closed).toBe('io server disconnect');
      const stale = await self(here);
      expect(stale.statusCode).toBe(401);
      expect(stale.json().error).toBe('session_expired');
      expect((await sockets.refusal(url, { token: here })).message).toBe('session_expired');
      expect((await self(elsewhere)).statusCode).toBe(200);
      expect(elsewhereSocket.connected).toBe(true);
      expect((await logout(here)).statusCode).toBe(401);
    });

    it('a token refreshed by a change belongs to the same session, so logging out ends both', async () => {
      const u = await user();
      const first = (await login(u.email)).json().token as string;
      const refreshed = await api.request('PUT', '/api/users/language', { token: first, body: { langCode: 'en' } });
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      const second = refreshed.json().token as string;
      expect(decodeJwt(second).sid).toBe(decodeJwt(first).sid);
      expect((await logout(second)).statusCode).toBe(204);
      expect((await self(first)).statusCode).toBe(401);
      expect((await self(second)).statusCode).toBe(401);
    });

    it('with everywhere, ends every session of the person and closes all their sockets, and only theirs', async () => {
      const u = await user();
      const other = await user();
      const [a, b] = [(await login(u.email)).json().token as string, (await login(u.email)).json().token as string];
      const sockets_ = [await sockets.connect(url, { token: a }), await sockets.connect(url, { token: b })];
      const othersSocket = await sockets.connect(url, { token: other.token });
      const closed = sockets_.map(disconnection);

      const res = await logout(a, { everywhere: true });
      expect(res.statusCode, res.body).toBe(204);

      expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect']);
      for (const token of [a, b, u.token]) expect((await self(token)).statusCode).toBe(401);
      expect((await self(other.token)).statusCode).toBe(200);
      expect(othersSocket.connected).toBe(true);
      // Logging in again opens a new session.
      expect((await self((await login(u.email)).json().token as string)).statusCode).toBe(200);
    });

    it('needs a session, and takes nothing but everywhere', async () => {
      expect((await api.request('POST', '/api/users/logout')).statusCode).toBe(401);
      const u = await user();
      const extra = await logout(u.token, { everywhere: true, userId: 1 });
      expect(extra.statusCode).toBe(400);
      expect((await self(u.token)).statusCode).toBe(200);
    });
  });
});
