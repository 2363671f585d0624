import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChangeStateSchema } from '@vitrina/contract/auth';
import { errorBodySchema } from '@vitrina/contract/errors';
import { selfResponseSchema } from '@vitrina/contract/users';
import { oneTimeTokens } from '../../src/db/schema/one-time-tokens.ts';
import { users } from '../../src/db/schema/users.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createUser, uniqueEmail, type TestUser, type UserFactoryOptions } from '../helpers/factories.ts';
import type { CaughtMail, MailCatcher } from '../helpers/mail-catcher.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const PASSWORD = 'contraseña-segura-1';
const PUBLIC_URL = 'https://vitrina.test';

/** The token of an e-mail change link in a caught message. */
function emailLink(mail: CaughtMail, kind: 'confirmation' | 'undo' | 'authorization'): string {
  const match = new RegExp(`${PUBLIC_URL}/user/email/${kind}#([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${kind} link in the e-mail`);
  return match[1];
}

describe(`accounts: changing the e-mail address (${engineName})`, () => {
  let app: TestAppWithMail;
  let mail: MailCatcher;
  let api: TestClient;
  let passwordHash: string;

  beforeAll(async () => {
    app = await createTestAppWithMail({ PUBLIC_URL });
    mail = app.mail;
    api = createClient(app);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
  });

  const user = (options: UserFactoryOptions = {}) => createUser(app, { passwordHash, ...options });
  const storedEmail = async (id: number) =>
    (await app.database.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;
  const requestChange = (u: TestUser, email: string, password = PASSWORD, lang?: string) =>
    api.request('PUT', '/api/users/email', { token: u.token, body: { email, password }, ...(lang ? { lang } : {}) });
  const lastTo = async (address: string) => {
    await mail.waitFor((m) => m.to === address.toLowerCase());
    return mail.to(address).at(-1)!;
  };
  const fieldCodes = (body: unknown) =>
    errorBodySchema.parse(body).errors.map((e) => [e.field, e.code] as [string, string]);

  /** Asks for a change with the password and answers the two messages it sent. */
  async function startChange(u: TestUser, newEmail: string) {
    const res = await requestChange(u, newEmail);
    expect(res.statusCode, res.body).toBe(200);
    return { notice: await lastTo(u.email), confirmation: await lastTo(newEmail), state: res.json() };
  }

  describe('PUT /api/users (the settings form) no longer changes the address', () => {
    const form = (email?: string) => ({
      nombre: 'Paula',
      apellido: 'Soto',
      ...(email === undefined ? {} : { email }),
      fecha: '1990-03-04',
    });

    it('refuses another address with cambiar_correo_aparte, in the request language, and writes nothing', async () => {
      const u = await user();
      const taken = uniqueEmail('ladron');
      for (const [lang, text] of [
        ['es', 'El correo electrónico se cambia aparte, con tu contraseña, en «Cambiar correo electrónico».'],
        ['en', 'The e-mail address is changed on its own, with your password, in “Change e-mail address”.'],
      ] as const) {
        const res = await api.request('PUT', '/api/users', { token: u.token, body: form(taken), lang });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ error: 'cambiar_correo_aparte', message: text });
        expect(fieldCodes(res.json())).toEqual([['email', 'cambiar_correo_aparte']]);
      }
      expect(await storedEmail(u.id)).toBe(u.email);
      const [row] = await app.database.db.select().from(users).where(eq(users.id, u.id));
      expect(row?.nombre).toBe('Ana');
    });

    it('accepts the current address (any case) or none, and saves the rest', async () => {
      const u = await user();
      expect(
        (await api.request('PUT', '/api/users', { token: u.token, body: form(u.email.toUpperCase()) })).statusCode,
      ).toBe(200);
      expect((await api.request('PUT', '/api/users', { token: u.token, body: form() })).statusCode).toBe(200);
      const [row] = await app.database.db.select().from(users).where(eq(users.id, u.id));
      expect(row).toMatchObject({ email: u.email, nombre: 'Paula' });
    });
  });

  describe('PUT /api/users/email', () => {
    it('needs the current password: missing or wrong is refused and nothing is sent', async () => {
      const u = await user();
      const target = uniqueEmail('nuevo');
      const missing = await api.request('PUT', '/api/users/email', { token: u.token, body: { email: target } });
      expect(missing.statusCode).toBe(400);
      expect(fieldCodes(missing.json())).toEqual([['password', 'contrasena']]);
      const wrong = await requestChange(u, target, 'otra-cosa-larga', 'en');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors[0]).toMatchObject({
        field: 'password',
        code: 'contrasena_actual',
        message: 'The current password is not correct.',
      });
      expect(mail.to(target)).toHaveLength(0);
      expect(mail.to(u.email)).toHaveLength(0);
      expect(emailChangeStateSchema.parse((await api.get('/api/users/email', { token: u.token })).json())).toEqual({
        email: u.email,
        pending: null,
      });
    });

    it('tells the old address with an undo link and the new one with a confirmation link; nothing changes yet', async () => {
      const u = await user({ langCode: 'en' });
      const target = uniqueEmail('nuevo');
      const { notice, confirmation, state } = await startChange(u, target);
      expect(notice.subject).toBe('Vitrina: a change of your e-mail address was asked for');
      expect(notice.text).toContain(target);
      expect(notice.text).toContain('7 days');
      expect(emailLink(notice, 'undo')).toBeTruthy();
      expect(confirmation.subject).toBe('Vitrina: confirm your new e-mail address');
      expect(emailLink(confirmation, 'confirmation')).toBeTruthy();
      expect(emailChangeStateSchema.parse(state)).toMatchObject({
        email: u.email,
        pending: { email: target, awaiting: 'new_address' },
      });
      expect(await storedEmail(u.id)).toBe(u.email);
      // Until confirmed, recovery still goes to the old address.
      expect((await api.post('/api/users/recover/password', { email: target })).json()).toMatchObject({
        error: 'user',
      });
    });

    it('writes the messages in the person’s language (Spanish)', async () => {
      const u = await user({ langCode: 'es' });
      const { notice, confirmation } = await startChange(u, uniqueEmail('nuevo'));
      expect(notice.subject).toBe('Vitrina: se pidió cambiar tu correo');
      expect(notice.text).toContain('7 días');
      expect(confirmation.subject).toBe('Vitrina: confirma tu nuevo correo');
    });

    it('refuses an address already taken (any case), and one’s own', async () => {
      const u = await user();
      const other = await user();
      const taken = await requestChange(u, other.email.toUpperCase());
      expect(taken.statusCode).toBe(409);
      expect(fieldCodes(taken.json())).toEqual([['email', 'correo_existe']]);
      const same = await requestChange(u, u.email);
      expect(same.statusCode).toBe(400);
      expect(fieldCodes(same.json())).toEqual([['email', 'mismo_correo']]);
      const invalid = await requestChange(u, 'malo@');
      expect(fieldCodes(invalid.json())).toEqual([['email', 'correo_electronico_invalido']]);
    });

    it('needs a session', async () => {
      expect((await api.put('/api/users/email', { email: uniqueEmail(), password: PASSWORD })).statusCode).toBe(401);
      expect((await api.get('/api/users/email')).statusCode).toBe(401);
    });
  });

  describe('the links', () => {
    it('confirming makes the new address the account’s: login and recovery then use it', async () => {
      const u = await user();
      const target = uniqueEmail('nuevo');
      const { confirmation } = await startChange(u, target);
      const res = await api.post('/api/users/email/confirmation', { token: emailLink(confirmation, 'confirmation') });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ email: target });
      expect(await storedEmail(u.id)).toBe(target);
      const me = selfResponseSchema.parse((await api.get('/api/users/self', { token: u.token })).json());
      expect(me.user.email).toBe(target);
      expect((await api.post('/api/users/authenticate', { email: target, password: PASSWORD })).statusCode).toBe(200);

      const before = mail.to(target).length;
      expect((await api.post('/api/users/recover/password', { email: target })).statusCode).toBe(200);
      await mail.waitFor(() => mail.to(target).length > before);
      expect(mail.to(target).at(-1)!.text).toContain(`${PUBLIC_URL}/forgot/`);
      expect((await api.post('/api/users/recover/password', { email: u.email })).json()).toMatchObject({
        error: 'user',
      });
      expect((await api.get('/api/users/email', { token: u.token })).json()).toEqual({ email: target, pending: null });
    });

    it('a used link says so; an unknown one is refused', async () => {
      const u = await user();
      const { confirmation } = await startChange(u, uniqueEmail('nuevo'));
      const token = emailLink(confirmation, 'confirmation');
      expect((await api.post('/api/users/email/confirmation', { token })).statusCode).toBe(200);
      const again = await api.post('/api/users/email/confirmation', { token }, { lang: 'en' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        error: 'enlace_usado',
        message: 'This link has already been used; each link works only once.',
      });
      const unknown = await api.post('/api/users/email/confirmation', { token: 'A'.repeat(43) });
      expect(unknown.json().error).toBe('token_invalido');
      const malformed = await api.post('/api/users/email/undo', { token: "x' or 1=1" });
      expect(malformed.json().error).toBe('token_invalido');
    });

    it('an expired confirmation link says so, and changes nothing', async () => {
      const u = await user();
      const target = uniqueEmail('nuevo');
      const { confirmation } = await startChange(u, target);
      await app.database.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(oneTimeTokens.userId, u.id), eq(oneTimeTokens.kind, 'email_change')));
      const res = await api.post('/api/users/email/confirmation', { token: emailLink(confirmation, 'confirmation') });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'enlace_caducado',
        message: 'Este enlace caducó. Vuelve a pedir el cambio desde tu configuración.',
      });
      expect(await storedEmail(u.id)).toBe(u.email);
    });

    it('undo within 7 days restores the old address and ends every session', async () => {
      const u = await user();
      const target = uniqueEmail('ladron');
      const { notice, confirmation } = await startChange(u, target);
      const login = await api.post('/api/users/authenticate', { email: u.email, password: PASSWORD });
      const otherSession = login.json().token as string;
      expect(
        (await api.post('/api/users/email/confirmation', { token: emailLink(confirmation, 'confirmation') }))
          .statusCode,
      ).toBe(200);
      expect(await storedEmail(u.id)).toBe(target);

      // Six days later the undo link still works.
      await app.database.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() + 24 * 3600_000) })
        .where(and(eq(oneTimeTokens.userId, u.id), eq(oneTimeTokens.kind, 'email_undo')));
      const res = await api.post('/api/users/email/undo', { token: emailLink(notice, 'undo') });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ email: u.email });
      expect(await storedEmail(u.id)).toBe(u.email);
      for (const token of [u.token, otherSession]) {
        expect((await api.get('/api/users/self', { token })).statusCode).toBe(401);
      }
      expect((await api.post('/api/users/authenticate', { email: u.email, password: PASSWORD })).statusCode).toBe(200);
      const again = await api.post('/api/users/email/undo', { token: emailLink(notice, 'undo') });
      expect(again.json().error).toBe('enlace_usado');
    });

    it('undo before confirming voids the pending change', async () => {
      const u = await user();
      const { notice, confirmation } = await startChange(u, uniqueEmail('ladron'));
      expect((await api.post('/api/users/email/undo', { token: emailLink(notice, 'undo') })).statusCode).toBe(200);
      const late = await api.post('/api/users/email/confirmation', { token: emailLink(confirmation, 'confirmation') });
      expect(late.json().error).toBe('enlace_usado');
      expect(await storedEmail(u.id)).toBe(u.email);
      expect((await api.get('/api/users/self', { token: u.token })).statusCode).toBe(401);
    });

    it('an undo link after 7 days is refused as expired', async () => {
      const u = await user();
      const { notice } = await startChange(u, uniqueEmail('nuevo'));
      const [row] = await app.database.db
        .select({ createdAt: oneTimeTokens.createdAt, expiresAt: oneTimeTokens.expiresAt })
        .from(oneTimeTokens)
        .where(and(eq(oneTimeTokens.userId, u.id), eq(oneTimeTokens.kind, 'email_undo')));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
      await app.database.db
        .update(oneTimeTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(and(eq(oneTimeTokens.userId, u.id), eq(oneTimeTokens.kind, 'email_undo')));
      const res = await api.post('/api/users/email/undo', { token: emailLink(notice, 'undo') });
      expect(res.json().error).toBe('enlace_caducado');
    });

    it('a confirmation is refused when another account took the address meanwhile', async () => {
      const u = await user();
      const target = uniqueEmail('nuevo');
      const { confirmation } = await startChange(u, target);
      await user({ email: target });
      const res = await api.post('/api/users/email/confirmation', { token: emailLink(confirmation, 'confirmation') });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('correo_existe');
      expect(await storedEmail(u.id)).toBe(u.email);
    });

    it('a new request replaces the pending one; cancelling voids it', async () => {
      const u = await user();
      const first = await startChange(u, uniqueEmail('uno'));
      const second = uniqueEmail('dos');
      await startChange(u, second);
      const stale = await api.post('/api/users/email/confirmation', {
        token: emailLink(first.confirmation, 'confirmation'),
      });
      expect(stale.json().error).toBe('enlace_usado');
      const cancelled = await api.delete('/api/users/email', { token: u.token });
      expect(cancelled.json()).toEqual({ email: u.email, pending: null });
      expect(await storedEmail(u.id)).toBe(u.email);
    });
  });

  describe('an account without a password (Facebook sign-up)', () => {
    it('confirms from its current address first; then the usual links go out', async () => {
      const u = await user({ passwordHash: null });
      const target = uniqueEmail('nuevo');
      const res = await api.request('PUT', '/api/users/email', { token: u.token, body: { email: target } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().pending).toMatchObject({ email: target, awaiting: 'current_address' });
      const ask = await lastTo(u.email);
      expect(ask.subject).toBe('Vitrina: ¿cambiamos tu correo?');
      expect(mail.to(target)).toHaveLength(0);

      const authorized = await api.post('/api/users/email/authorization', { token: emailLink(ask, 'authorization') });
      expect(authorized.statusCode, authorized.body).toBe(200);
      const confirmation = await lastTo(target);
      await mail.waitFor((m) => m.to === u.email && m.text.includes('/user/email/undo#'));
      expect(await storedEmail(u.id)).toBe(u.email);
      expect(
        (await api.post('/api/users/email/confirmation', { token: emailLink(confirmation, 'confirmation') }))
          .statusCode,
      ).toBe(200);
      expect(await storedEmail(u.id)).toBe(target);
    });
  });
});
