import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedCategoryListSchema } from '@vitrina/contract/categories';
import { errorBodySchema } from '@vitrina/contract/errors';
import { selfResponseSchema } from '@vitrina/contract/users';
import { interests } from '../../src/db/schema/interests.ts';
import { userProfiles } from '../../src/db/schema/user-profiles.ts';
import { users } from '../../src/db/schema/users.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createUser, type TestUser, type UserFactoryOptions } from '../helpers/factories.ts';
import type { MailCatcher } from '../helpers/mail-catcher.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const PUBLIC_URL = 'https://vitrina.test';
let seq = 0;
const address = (stem: string) => `${stem}-${Date.now().toString(36)}-${(seq += 1)}@example.test`;

function settingsForm(overrides: Record<string, unknown> = {}) {
  return {
    nombre: 'Paula',
    apellido: 'Soto',
    email: address('paula'),
    fecha: '1990-03-04',
    sexo: 'FE',
    pais: 'AR',
    ciudad: 'Rosario',
    biografia: 'Bailarina y coreógrafa.',
    profile: {
      facebook_url: 'https://facebook.com/paula',
      twitter_url: '',
      instagram_url: 'https://instagram.com/paula',
      spotify_url: '',
      youtube_url: 'https://youtube.com/@paula',
      linkedin_url: '',
      web: 'http://paula.example',
      phone: '+54 341 555 1234',
    },
    ...overrides,
  };
}

describe(`accounts: type, wizard, agency setup, settings, categories (${engineName})`, () => {
  let app: TestAppWithMail;
  let mail: MailCatcher;
  let api: TestClient;

  beforeAll(async () => {
    app = await createTestAppWithMail({ PUBLIC_URL });
    mail = app.mail;
    api = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const user = (options: UserFactoryOptions = {}) => createUser(app, options);
  const self = async (u: TestUser, token = u.token) =>
    selfResponseSchema.parse((await api.request('GET', '/api/users/self', { token })).json());
  const fieldCodes = (body: unknown) =>
    errorBodySchema.parse(body).errors.map((e) => [e.field, e.code] as [string, string]);

  describe('PUT /users/profile (account type)', () => {
    it('sets the type once and answers a token that carries it', async () => {
      const u = await user({ type: null });
      const res = await api.request('PUT', '/api/users/profile', { token: u.token, body: { profile: 'agencia' } });
      expect(res.statusCode).toBe(200);
      expect(decodeJwt(res.json().token).profileType).toBe('agencia');
      const again = await api.request('PUT', '/api/users/profile', {
        token: res.json().token,
        body: { profile: 'talento' },
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe('tipo_definido');
      expect((await self(u, res.json().token)).user.type).toBe('agencia');
    });

    it('refuses other values, and needs a session', async () => {
      const u = await user({ type: null });
      expect(
        (await api.request('PUT', '/api/users/profile', { token: u.token, body: { profile: 'admin' } })).statusCode,
      ).toBe(400);
      expect((await api.request('PUT', '/api/users/profile', { body: { profile: 'talento' } })).statusCode).toBe(401);
    });
  });

  describe('PUT /users/wizard', () => {
    it('saves the biography and e-mails each invitee a link to the profile, escaped', async () => {
      const u = await user({ nombre: '<i>Ana</i>', apellido: 'Prieto' });
      const friends = [address('amiga'), '', address('amigo')];
      const res = await api.request('PUT', '/api/users/wizard', {
        token: u.token,
        body: { biography: '  Canto jazz.  ', shareContats: friends, lang: 'en' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(typeof res.json().token).toBe('string');
      expect((await self(u)).user.biography).toBe('Canto jazz.');
      for (const friend of [friends[0]!, friends[2]!]) {
        const invitation = await mail.waitFor((m) => m.to === friend);
        expect(invitation.subject).toBe('<i>Ana</i> Prieto invites you to see their talent on Vitrina');
        expect(invitation.text).toContain(`${PUBLIC_URL}/profile/${u.profileUrl}`);
        expect(invitation.html).toContain(`href="${PUBLIC_URL}/profile/${u.profileUrl}"`);
        expect(invitation.html).not.toContain('<i>Ana</i>');
        expect(invitation.html).toContain('&lt;i&gt;Ana&lt;/i&gt;');
      }
    });

    it('invites a registered person in their own language', async () => {
      const u = await user();
      const friend = await user({ langCode: 'en' });
      await api.request('PUT', '/api/users/wizard', {
        token: u.token,
        body: { biography: '', shareContats: [friend.email], lang: 'es' },
      });
      const invitation = await mail.waitFor((m) => m.to === friend.email);
      expect(invitation.subject).toContain('invites you');
    });

    it('refuses a bad address (the spec’s alert) and more than four, sending nothing', async () => {
      const u = await user();
      const good = address('bien');
      const bad = await api.request('PUT', '/api/users/wizard', {
        token: u.token,
        body: { biography: 'x', shareContats: [good, 'no-es-correo'] },
      });
      expect(bad.statusCode).toBe(400);
      expect(fieldCodes(bad.json())).toEqual([['shareContats.1', 'verifica_correos']]);
      expect(bad.json().errors[0].message).toBe('Por favor verifica que los correos electrónicos estén correctos.');
      const many = await api.request('PUT', '/api/users/wizard', {
        token: u.token,
        body: { biography: 'x', shareContats: [1, 2, 3, 4, 5].map((i) => address(`n${i}`)) },
      });
      expect(fieldCodes(many.json())).toEqual([['shareContats', 'maximo_invitaciones']]);
      // Invitations are sent before the answer (the wizard awaits them): there is nothing more to wait for.
      expect(mail.to(good)).toHaveLength(0);
      expect((await self(u)).user.biography).toBe('');
    });

    it('is for talents only', async () => {
      const agency = await user({ type: 'agencia' });
      const res = await api.request('PUT', '/api/users/wizard', {
        token: agency.token,
        body: { biography: 'x', shareContats: [] },
      });
      expect(res.statusCode).toBe(403);
    });

    it('limits invitations per recipient (2 a day), per user and per IP', async () => {
      const target = address('victima');
      const senders = await Promise.all([user(), user(), user()]);
      const codes: number[] = [];
      for (const s of senders) {
        codes.push(
          (
            await api.request('PUT', '/api/users/wizard', {
              token: s.token,
              body: { biography: '', shareContats: [target] },
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 429]);

      const busy = await user();
      const perUser: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        perUser.push(
          (
            await api.request('PUT', '/api/users/wizard', {
              token: busy.token,
              body: { biography: `${i}`, shareContats: [] },
            })
          ).statusCode,
        );
      }
      expect(perUser).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });

  describe('PUT /users/agency', () => {
    it('saves the agency data and its scouting categories together', async () => {
      const a = await user({ type: 'agencia' });
      const res = await api.request('PUT', '/api/users/agency', {
        token: a.token,
        body: {
          agency_name: 'Estrella Talentos',
          biography: 'Buscamos modelos y bailarines.',
          contact_email: 'Casting@Estrella.example',
          web: 'https://estrella.example',
          phone: '+52 33 1234 5678',
          categoryIds: [2, 5, 5],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const me = await self(a);
      expect(me.profile).toMatchObject({
        agency_name: 'Estrella Talentos',
        contact_email: 'casting@estrella.example',
        web: 'https://estrella.example',
        phone: '+52 33 1234 5678',
      });
      expect(me.user.biography).toBe('Buscamos modelos y bailarines.');
      const subs = await app.database.db.select().from(interests).where(eq(interests.userId, a.id));
      expect(subs.map((s) => s.categoryId).sort()).toEqual([2, 5]);

      // Saving again replaces the categories; an empty contact e-mail means the account's.
      await api.request('PUT', '/api/users/agency', {
        token: a.token,
        body: { agency_name: 'Estrella', biography: '', contact_email: '', web: '', phone: '', categoryIds: [8] },
      });
      const after = await app.database.db.select().from(interests).where(eq(interests.userId, a.id));
      expect(after.map((s) => s.categoryId)).toEqual([8]);
      expect((await self(a)).profile.contact_email).toBe(a.email);
    });

    it('validates every field and is for agencies only', async () => {
      const a = await user({ type: 'agencia' });
      const res = await api.request('PUT', '/api/users/agency', {
        token: a.token,
        body: { agency_name: ' ', contact_email: 'x@', web: 'javascript:alert(1)', phone: 'abc', categoryIds: [0, 9] },
      });
      expect(fieldCodes(res.json())).toEqual([
        ['agency_name', 'nombre_agencia'],
        ['contact_email', 'correo_electronico_invalido'],
        ['web', 'url_invalida'],
        ['phone', 'telefono'],
        ['categoryIds', 'categoria'],
      ]);
      const talent = await user();
      const forbidden = await api.request('PUT', '/api/users/agency', {
        token: talent.token,
        body: { agency_name: 'X' },
      });
      expect(forbidden.statusCode).toBe(403);
    });
  });

  describe('PUT /users (personal information)', () => {
    it('saves the whole form and answers a token with the new name', async () => {
      const u = await user();
      const form = settingsForm({ email: u.email });
      const res = await api.request('PUT', '/api/users', { token: u.token, body: form });
      expect(res.statusCode, res.body).toBe(200);
      expect(decodeJwt(res.json().token).fullname).toBe('Paula Soto');
      const me = await self(u, res.json().token);
      expect(me.user).toMatchObject({
        nombre: 'Paula',
        apellido: 'Soto',
        email: form.email,
        birthdate: '1990-03-04',
        sex: 'FE',
        country: 'AR',
        ciudad: 'Rosario',
        biography: 'Bailarina y coreógrafa.',
      });
      expect(me.profile).toMatchObject(form.profile);
    });

    it('accepts the spec’s payload, which has no city, and leaves the city as it was', async () => {
      const u = await user();
      const { ciudad: _omitted, ...specPayload } = settingsForm({ nombre: 'Paulina', email: u.email });
      const res = await api.request('PUT', '/api/users', { token: u.token, body: specPayload });
      expect(res.statusCode, res.body).toBe(200);
      const me = await self(u, res.json().token);
      expect(me.user).toMatchObject({ nombre: 'Paulina', ciudad: 'Guadalajara' });
      const emptied = await api.request('PUT', '/api/users', { token: u.token, body: settingsForm({ ciudad: ' ' }) });
      expect(emptied.statusCode).toBe(400);
      expect(emptied.json().errors).toEqual([expect.objectContaining({ field: 'ciudad', code: 'ciudad' })]);
    });

    it('lists one error per failed rule', async () => {
      const u = await user();
      const res = await api.request('PUT', '/api/users', {
        token: u.token,
        body: settingsForm({
          nombre: '',
          email: 'malo@',
          fecha: '',
          ciudad: '',
          pais: 'XX',
          profile: { ...settingsForm().profile, twitter_url: 'ftp://x.example', web: 'paula.example', phone: '12' },
        }),
        lang: 'en',
      });
      expect(res.statusCode).toBe(400);
      expect(fieldCodes(res.json())).toEqual([
        ['nombre', 'nombre_y_apellido'],
        ['email', 'correo_electronico_invalido'],
        ['fecha', 'fecha_nacimiento'],
        ['ciudad', 'ciudad'],
        ['pais', 'pais'],
        ['profile.twitter_url', 'url_invalida'],
        ['profile.web', 'url_invalida'],
        ['profile.phone', 'telefono'],
      ]);
      expect(res.json().errors[0].message).toBe('Enter your first name and surname.');
    });

    it.each([
      [{ email: '' }, 'email', 'correo_electronico'],
      [{ apellido: ' ' }, 'apellido', 'nombre_y_apellido'],
      [{ fecha: `${new Date().getUTCFullYear() - 10}-06-01` }, 'fecha', 'edad_minima'],
    ])('refuses %j', async (overrides, field, code) => {
      const u = await user();
      const res = await api.request('PUT', '/api/users', { token: u.token, body: settingsForm(overrides) });
      expect(fieldCodes(res.json())).toEqual([[field, code]]);
    });

    it('changes no address: another one, taken or not, answers cambiar_correo_aparte and writes nothing', async () => {
      const u = await user();
      const other = await user();
      for (const email of [other.email.toUpperCase(), address('nueva')]) {
        const res = await api.request('PUT', '/api/users', { token: u.token, body: settingsForm({ email }) });
        expect(res.statusCode).toBe(400);
        expect(fieldCodes(res.json())).toEqual([['email', 'cambiar_correo_aparte']]);
      }
      expect((await self(u)).user.email).toBe(u.email);
      const [row] = await app.database.db.select().from(users).where(eq(users.id, u.id));
      expect(row?.nombre).toBe('Ana');
      const [profile] = await app.database.db.select().from(userProfiles).where(eq(userProfiles.userId, u.id));
      expect(profile?.facebookUrl).toBe('');
    });

    it('keeps one’s own address', async () => {
      const u = await user();
      const res = await api.request('PUT', '/api/users', { token: u.token, body: settingsForm({ email: u.email }) });
      expect(res.statusCode).toBe(200);
    });

    it('ignores nothing silently: fields outside the form are refused', async () => {
      const u = await user();
      for (const extra of [
        { type: 'agencia' },
        { isVerified: false },
        { followersCount: 10 },
        { id: 1 },
        { profile_url: 'x' },
      ]) {
        const res = await api.request('PUT', '/api/users', { token: u.token, body: settingsForm(extra) });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors[0].code).toBe('unknown_field');
      }
      const nested = await api.request('PUT', '/api/users', {
        token: u.token,
        body: settingsForm({ profile: { ...settingsForm().profile, notifyMessages: false } }),
      });
      expect(nested.statusCode).toBe(400);
      expect((await self(u)).user.type).toBe('talento');
    });

    it('needs a session', async () => {
      expect((await api.request('PUT', '/api/users', { body: settingsForm() })).statusCode).toBe(401);
    });
  });

  describe('GET /users/email-exists-user', () => {
    it('ignores the caller’s own address and needs a session', async () => {
      const u = await user();
      const other = await user();
      expect((await api.request('GET', `/api/users/email-exists-user/${u.email}`, { token: u.token })).json()).toEqual({
        exists: false,
      });
      expect(
        (await api.request('GET', `/api/users/email-exists-user/${other.email}`, { token: u.token })).json(),
      ).toEqual({
        exists: true,
      });
      expect((await api.request('GET', `/api/users/email-exists-user/${other.email}`)).statusCode).toBe(401);
    });
  });

  describe('PUT /users/language', () => {
    it('keeps the language on the server; the next login carries it', async () => {
      const u = await user();
      const res = await api.request('PUT', '/api/users/language', { token: u.token, body: { langCode: 'en' } });
      expect(decodeJwt(res.json().token).langCode).toBe('en');
      expect((await self(u)).user.langCode).toBe('en');
      expect(
        (await api.request('PUT', '/api/users/language', { token: u.token, body: { langCode: 'de' } })).statusCode,
      ).toBe(400);
    });
  });

  describe('PUT /users/profile_url', () => {
    it('strips characters other than letters, digits, _ and -, and answers a token with the new URL', async () => {
      const u = await user();
      const wanted = `  la.Voz de_Oro-${(seq += 1)}!! `;
      const res = await api.request('PUT', '/api/users/profile_url', { token: u.token, body: { profile_url: wanted } });
      expect(res.statusCode).toBe(200);
      expect(decodeJwt(res.json().token).profile_url).toBe(`laVozde_Oro-${seq}`);
    });

    it('refuses an empty result, a reserved word, and another user’s URL (any case)', async () => {
      const u = await user();
      const other = await user();
      const empty = await api.request('PUT', '/api/users/profile_url', {
        token: u.token,
        body: { profile_url: ' ¡¿!? ' },
      });
      expect(empty.statusCode).toBe(400);
      expect(fieldCodes(empty.json())).toEqual([['profile_url', 'no_puede_estar_vacio_url']]);
      for (const reserved of ['noticias', 'Explorar', 'api', 'admin', 'register', 'conversaciones', 'resize']) {
        const res = await api.request('PUT', '/api/users/profile_url', {
          token: u.token,
          body: { profile_url: reserved },
        });
        expect(res.statusCode, reserved).toBe(409);
        expect(res.json().error).toBe('el_perfil_existe');
      }
      const taken = await api.request('PUT', '/api/users/profile_url', {
        token: u.token,
        body: { profile_url: other.profileUrl.toUpperCase() },
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe('el_perfil_existe');
      const long = await api.request('PUT', '/api/users/profile_url', {
        token: u.token,
        body: { profile_url: 'a'.repeat(51) },
      });
      expect(fieldCodes(long.json())).toEqual([['profile_url', 'too_long']]);
    });

    it('accepts one’s own current URL unchanged', async () => {
      const u = await user();
      const res = await api.request('PUT', '/api/users/profile_url', {
        token: u.token,
        body: { profile_url: u.profileUrl },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('POST /users/notifications', () => {
    it('turns one allow-listed flag off and on', async () => {
      const u = await user();
      const res = await api.request('POST', '/api/users/notifications', {
        token: u.token,
        body: { type: 'photos_videos', status: false },
      });
      expect(res.statusCode).toBe(200);
      expect(typeof res.json().token).toBe('string');
      expect((await self(u)).profile).toMatchObject({
        photos_videos: false,
        followers: true,
        messages: true,
        following: true,
      });
      await api.request('POST', '/api/users/notifications', {
        token: u.token,
        body: { type: 'photos_videos', status: true },
      });
      expect((await self(u)).profile.photos_videos).toBe(true);
    });

    it('refuses any other column name and non-boolean statuses', async () => {
      const u = await user();
      for (const body of [
        { type: 'userId', status: false },
        { type: 'photo_videos', status: false },
        { type: 'messages', status: 'no' },
      ]) {
        expect((await api.request('POST', '/api/users/notifications', { token: u.token, body })).statusCode).toBe(400);
      }
    });
  });

  describe('categories', () => {
    it('lists the eight categories in the asked language', async () => {
      const es = await api.request('GET', '/api/categories/es/full');
      expect(es.statusCode).toBe(200);
      expect(es.json()).toHaveLength(8);
      expect(es.json()[1]).toMatchObject({ id: 2, slug: 'music-and-dance', slugEs: 'musica', name: 'Música y baile' });
      const en = await api.request('GET', '/api/categories/en/full');
      expect(en.json()[7]).toMatchObject({ id: 8, name: 'Cooking' });
      expect((await api.request('GET', '/api/categories/fr/full')).statusCode).toBe(400);
    });

    it('subscribes and unsubscribes idempotently, and lists the flags', async () => {
      const u = await user();
      for (let i = 0; i < 2; i += 1) {
        const res = await api.request('POST', '/api/categories/subscribe', { token: u.token, body: { categoryId: 3 } });
        expect(res.json()).toEqual({ categoryId: 3, subscribed: true });
      }
      await api.request('POST', '/api/categories/subscribe', { token: u.token, body: { categoryId: 7 } });
      const list = subscribedCategoryListSchema.parse(
        (await api.request('GET', '/api/categories/es/full/subscribed', { token: u.token })).json(),
      );
      expect(list.filter((c) => c.subscribed).map((c) => c.id)).toEqual([3, 7]);
      for (let i = 0; i < 2; i += 1) {
        const res = await api.request('POST', '/api/categories/unsubscribe', {
          token: u.token,
          body: { categoryId: 3 },
        });
        expect(res.json()).toEqual({ categoryId: 3, subscribed: false });
      }
      const rows = await app.database.db.select().from(interests).where(eq(interests.userId, u.id));
      expect(rows.map((r) => r.categoryId)).toEqual([7]);
    });

    it('refuses ids outside 1–8 and calls without a session', async () => {
      const u = await user();
      const res = await api.request('POST', '/api/categories/subscribe', { token: u.token, body: { categoryId: 9 } });
      expect(fieldCodes(res.json())).toEqual([['categoryId', 'categoria']]);
      expect((await api.request('POST', '/api/categories/subscribe', { body: { categoryId: 1 } })).statusCode).toBe(
        401,
      );
      expect((await api.request('GET', '/api/categories/es/full/subscribed')).statusCode).toBe(401);
    });
  });
});
