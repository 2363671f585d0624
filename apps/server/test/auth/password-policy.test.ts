import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@vitrina/contract/errors';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createUser, registrationForm } from '../helpers/factories.ts';
import { linkToken, type MailCatcher } from '../helpers/mail-catcher.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const PASSWORD = 'contraseña-segura-1';
const COMMON = {
  es: 'Esa contraseña es de las más usadas y se adivina enseguida. Elige otra.',
  en: 'That password is one of the most used and is guessed at once. Choose another one.',
};
const PREDICTABLE = {
  es: 'Tu contraseña se adivina enseguida: evita repeticiones, secuencias como «1234» y la palabra «vitrina».',
  en: 'Your password is guessed at once: avoid repeated characters, sequences such as “1234567890” or “abcdefghij” and the word “vitrina”.',
};
/** Guessed without any list: one repeated character, a sequence either way, mostly repeated, the product's name. */
const PREDICTABLE_PASSWORDS = [
  '1111111111',
  '1234567890',
  'abcdefghij',
  '0987654321',
  'aaaaaaaaaa',
  'aaaaabbbbb',
  'vitrina123',
];
const PERSONAL = {
  es: 'Tu contraseña no puede contener tu nombre, tus apellidos ni tu correo electrónico.',
  en: 'Your password cannot contain your first name, surname or e-mail address.',
};

/**
 * Every place a password is set refuses the most common ones, the person's own name or address, and what a
 * guesser tries without a list (repeated characters, sequences, the product's name).
 */
describe(`accounts: weak passwords are refused wherever one is set (${engineName})`, () => {
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

  const problem = (body: unknown) => {
    const parsed = errorBodySchema.parse(body);
    return parsed.errors.map((e) => ({ field: e.field, code: e.code, message: e.message }));
  };

  describe('registration', () => {
    it.each(['es', 'en'] as const)('refuses password123 and qwertyuiop as common (%s)', async (lang) => {
      for (const password of ['password123', 'qwertyuiop']) {
        const form = registrationForm({ password, langCode: lang });
        const res = await api.post('/api/users', form, { lang });
        expect(res.statusCode, res.body).toBe(400);
        expect(problem(res.json())).toEqual([{ field: 'password', code: 'contrasena_comun', message: COMMON[lang] }]);
        expect((await api.get(`/api/users/email-exists/${encodeURIComponent(form.email)}`)).json()).toEqual({
          exists: false,
        });
      }
    });

    it.each(['es', 'en'] as const)('refuses a password holding the name, surname or address (%s)', async (lang) => {
      for (const password of ['lucia-2000-gdl', 'HERNANDEZ-es-mi-clave', 'vitrina-mariposa-9']) {
        const res = await api.post(
          '/api/users',
          registrationForm({ password, email: `mariposa.${Date.now()}@example.test` }),
          { lang },
        );
        expect(res.statusCode, password).toBe(400);
        expect(problem(res.json()), password).toEqual([
          { field: 'password', code: 'contrasena_personal', message: PERSONAL[lang] },
        ]);
      }
    });

    it.each(['es', 'en'] as const)('refuses repeated characters, sequences and “vitrina” (%s)', async (lang) => {
      for (const password of PREDICTABLE_PASSWORDS) {
        const form = registrationForm({ password, langCode: lang });
        const res = await api.post('/api/users', form, { lang });
        expect(res.statusCode, password).toBe(400);
        expect(problem(res.json()), password).toEqual([
          { field: 'password', code: 'contrasena_predecible', message: PREDICTABLE[lang] },
        ]);
        expect((await api.get(`/api/users/email-exists/${encodeURIComponent(form.email)}`)).json()).toEqual({
          exists: false,
        });
      }
    });
  });

  describe('PUT /users/password', () => {
    it('a change refuses repeated characters, sequences and “vitrina”, and keeps the old password', async () => {
      const u = await createUser(app, { passwordHash });
      for (const newPassword of PREDICTABLE_PASSWORDS) {
        const res = await api.request('PUT', '/api/users/password', {
          token: u.token,
          body: { newPassword, currentPassword: PASSWORD },
          lang: 'en',
        });
        expect(res.statusCode, newPassword).toBe(400);
        expect(problem(res.json()), newPassword).toEqual([
          { field: 'newPassword', code: 'contrasena_predecible', message: PREDICTABLE.en },
        ]);
      }
      const login = await api.post('/api/users/authenticate', { email: u.email, password: PASSWORD });
      expect(login.statusCode).toBe(200);
    });

    it('a reset (recovery session) refuses a repeated character', async () => {
      const u = await createUser(app, { passwordHash });
      const before = mail.to(u.email).length;
      expect((await api.post('/api/users/recover/password', { email: u.email })).statusCode).toBe(200);
      await mail.waitFor(() => mail.to(u.email).length > before);
      const session = await api.get(`/api/users/recover/${linkToken(mail.to(u.email).at(-1)!, 'recovery')}`);
      const res = await api.request('PUT', '/api/users/password', {
        token: session.json().token,
        body: { newPassword: '1111111111' },
      });
      expect(res.statusCode).toBe(400);
      expect(problem(res.json())).toEqual([
        { field: 'newPassword', code: 'contrasena_predecible', message: PREDICTABLE.es },
      ]);
    });

    it('a change refuses a common password and one with the person’s name', async () => {
      const u = await createUser(app, { passwordHash, nombre: 'Valentina' });
      const common = await api.request('PUT', '/api/users/password', {
        token: u.token,
        body: { newPassword: 'password123', currentPassword: PASSWORD },
        lang: 'en',
      });
      expect(common.statusCode).toBe(400);
      expect(problem(common.json())).toEqual([{ field: 'newPassword', code: 'contrasena_comun', message: COMMON.en }]);
      const personal = await api.request('PUT', '/api/users/password', {
        token: u.token,
        body: { newPassword: 'soy-valentina-99', currentPassword: PASSWORD },
      });
      expect(problem(personal.json())).toEqual([
        { field: 'newPassword', code: 'contrasena_personal', message: PERSONAL.es },
      ]);
      expect((await api.get('/api/users/self', { token: u.token })).statusCode).toBe(200);
    });

    it('a reset (recovery session) refuses a common password', async () => {
      const u = await createUser(app, { passwordHash });
      const before = mail.to(u.email).length;
      expect((await api.post('/api/users/recover/password', { email: u.email })).statusCode).toBe(200);
      await mail.waitFor(() => mail.to(u.email).length > before);
      const session = await api.get(`/api/users/recover/${linkToken(mail.to(u.email).at(-1)!, 'recovery')}`);
      const res = await api.request('PUT', '/api/users/password', {
        token: session.json().token,
        body: { newPassword: 'qwertyuiop' },
      });
      expect(res.statusCode).toBe(400);
      expect(problem(res.json())).toEqual([{ field: 'newPassword', code: 'contrasena_comun', message: COMMON.es }]);
    });

    it('a Facebook account setting its first password is held to the same rules', async () => {
      const u = await createUser(app, { passwordHash: null });
      const res = await api.request('PUT', '/api/users/password', {
        token: u.token,
        body: { newPassword: 'Password123' },
        lang: 'en',
      });
      expect(problem(res.json())).toEqual([{ field: 'newPassword', code: 'contrasena_comun', message: COMMON.en }]);
      const ok = await api.request('PUT', '/api/users/password', {
        token: u.token,
        body: { newPassword: 'lámpara-de-mimbre-azul' },
      });
      expect(ok.statusCode).toBe(200);
    });
  });
});
