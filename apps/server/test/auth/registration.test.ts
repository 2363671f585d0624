import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@vitrina/contract/errors';
import { selfResponseSchema } from '@vitrina/contract/users';
import { oneTimeTokens } from '../../src/db/schema/one-time-tokens.ts';
import { users } from '../../src/db/schema/users.ts';
import { freshIp } from '../helpers/client-ip.ts';
import { registrationForm, uniqueEmail } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { linkToken, type MailCatcher } from '../helpers/mail-catcher.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const PUBLIC_URL = 'https://vitrina.test';

describe(`accounts: registration, confirmation, resend, e-mail checks (${engineName})`, () => {
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

  async function register(overrides: Record<string, unknown> = {}) {
    const form = registrationForm(overrides);
    const res = await api.post('/api/users', form);
    expect(res.statusCode, res.body).toBe(201);
    const confirmation = await mail.waitFor((m) => m.to === String(form.email).toLowerCase());
    return { form, id: res.json().id as number, confirmation };
  }

  it('registers an unconfirmed account, answers only its id, and e-mails a confirmation link', async () => {
    const form = registrationForm();
    const res = await api.post('/api/users', form);
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json())).toEqual(['id']);
    expect(res.body).not.toMatch(/token/i);

    const [row] = await app.database.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row).toMatchObject({
      email: form.email,
      nombre: 'Lucía',
      apellido: 'Hernández',
      birthdate: '2000-05-17',
      sex: 'FE',
      country: 'MX',
      ciudad: 'Guadalajara',
      isVerified: false,
      type: null,
      langCode: 'es',
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row?.profileUrl).toMatch(/^lucia-hernandez/);

    const message = await mail.waitFor((m) => m.to === form.email);
    expect(message.subject).toBe('Vitrina: confirma tu cuenta');
    expect(message.text).toContain(`${PUBLIC_URL}/register/confirmation#`);
    expect(message.html).toContain(`href="${PUBLIC_URL}/register/confirmation#`);
    expect(message.text).toContain('Lucía Hernández');
    // Only a hash of the link's token is stored.
    const token = linkToken(message, 'confirmation');
    const stored = await app.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, res.json().id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toContain(token);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('writes the confirmation e-mail in the chosen language (English)', async () => {
    const { confirmation } = await register({ langCode: 'en', nombre: 'Sam', apellido: 'Lee' });
    expect(confirmation.subject).toBe('Vitrina: confirm your account');
    expect(confirmation.text).toContain('Hi, Sam Lee!');
  });

  it('escapes HTML in the names it puts into the e-mail', async () => {
    const { confirmation } = await register({ nombre: '<b>Eve</b>', apellido: '"><script>x()</script>' });
    expect(confirmation.html).not.toContain('<script>');
    expect(confirmation.html).not.toContain('<b>Eve</b>');
    expect(confirmation.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
  });

  it('lists one error per failed rule, with the spec’s codes, in the request language', async () => {
    const res = await api.post(
      '/api/users',
      { nombre: '', apellido: '', email: 'no-es-correo', password: '', birthdate: '', ciudad: ' ', country: 'XX' },
      { lang: 'en' },
    );
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.error).toBe('validation');
    expect(body.errors.map((e) => [e.field, e.code])).toEqual([
      ['nombre', 'nombre_y_apellido'],
      ['email', 'correo_electronico_invalido'],
      ['password', 'contrasena'],
      ['birthdate', 'fecha_nacimiento'],
      ['ciudad', 'ciudad'],
      ['country', 'pais'],
      ['terms', 'terminos'],
    ]);
    expect(body.errors[0]?.message).toBe('Enter your first name and surname.');
  });

  it.each([
    [{ apellido: '' }, 'apellido', 'nombre_y_apellido'],
    [{ email: '' }, 'email', 'correo_electronico'],
    [{ email: 'ana@localhost' }, 'email', 'correo_electronico_invalido'],
    [{ password: 'corta-9ch' }, 'password', 'tu_contrasena_debe_ser_mas_larga'],
    [{ birthdate: '2000-02-30' }, 'birthdate', 'fecha_nacimiento'],
    [{ birthdate: '2999-01-01' }, 'birthdate', 'fecha_nacimiento'],
    [{ birthdate: `${new Date().getUTCFullYear() - 13}-01-01` }, 'birthdate', 'edad_minima'],
    [{ ciudad: '' }, 'ciudad', 'ciudad'],
    [{ country: 'MEX' }, 'country', 'pais'],
    [{ country: 'mx' }, 'country', 'pais'],
    [{ country: 'ZZ' }, 'country', 'pais'],
    [{ terms: false }, 'terms', 'terminos'],
    [{ sex: 'XX' }, 'sex', 'invalid'],
    [{ langCode: 'fr' }, 'langCode', 'invalid'],
  ])('refuses %j with %s:%s', async (overrides, field, code) => {
    const res = await api.post('/api/users', registrationForm(overrides));
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.errors.map((e) => [e.field, e.code])).toEqual([[field, code]]);
  });

  it('accepts a 14-year-old who names a guardian, and uses the defaults (sex MA, country MX, Spanish)', async () => {
    const today = new Date();
    const birthdate = `${today.getUTCFullYear() - 14}-01-01`;
    const guardian = { name: 'Marta Hernández', email: uniqueEmail('tutor'), relationship: 'mother' };
    const form = registrationForm({ birthdate, guardian });
    delete (form as Partial<typeof form>).sex;
    delete (form as Partial<typeof form>).country;
    delete (form as Partial<typeof form>).langCode;
    const res = await api.post('/api/users', form);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row).toMatchObject({ sex: 'MA', country: 'MX', langCode: 'es' });
  });

  it.each([
    ['type', 'agencia'],
    ['isVerified', true],
    ['followersCount', 999],
    ['id', 1],
    ['profileImage', 'https://evil.example/x.jpg'],
    ['facebookId', '123'],
  ])('refuses the unexpected field %s and creates nothing', async (field, value) => {
    const form = registrationForm({ [field]: value });
    const res = await api.post('/api/users', form);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, code: 'unknown_field' }));
    const rows = await app.database.db
      .select()
      .from(users)
      .where(eq(users.email, String(form.email)));
    expect(rows).toHaveLength(0);
  });

  it('answers correo_existe (409) for an address already registered, in any case', async () => {
    const { form } = await register();
    const res = await api.post('/api/users', registrationForm({ email: String(form.email).toUpperCase() }));
    expect(res.statusCode).toBe(409);
    const body = errorBodySchema.parse(res.json());
    expect(body.error).toBe('correo_existe');
    expect(body.errors).toEqual([expect.objectContaining({ field: 'email', code: 'correo_existe' })]);
  });

  it('gives two people with the same name different profile URLs', async () => {
    const a = await register({ nombre: 'Mismo', apellido: 'Nombre' });
    const b = await register({ nombre: 'Mismo', apellido: 'Nombre' });
    const rows = await app.database.db.select({ id: users.id, url: users.profileUrl }).from(users);
    const urlA = rows.find((r) => r.id === a.id)?.url;
    const urlB = rows.find((r) => r.id === b.id)?.url;
    expect(urlA).toBe('mismo-nombre');
    expect(urlB).toMatch(/^mismo-nombre-[0-9a-f]{6}$/);
  });

  it('an unconfirmed account cannot log in (credentials)', async () => {
    const { form } = await register();
    const res = await api.post('/api/users/authenticate', { email: form.email, password: form.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('credentials');
  });

  it('confirms from the e-mailed link: a session that works, then the link is spent', async () => {
    const { form, confirmation } = await register();
    const token = linkToken(confirmation, 'confirmation');
    const res = await api.get(`/api/users/confirmation/${token}`);
    expect(res.statusCode).toBe(200);
    const session = res.json().token as string;
    const self = await api.get('/api/users/self', { token: session });
    expect(self.statusCode).toBe(200);
    const parsed = selfResponseSchema.parse(self.json());
    expect(parsed.user.email).toBe(form.email);
    expect(parsed.user.type).toBeNull();

    const again = await api.get(`/api/users/confirmation/${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('token_invalido');

    const login = await api.post('/api/users/authenticate', { email: form.email, password: form.password });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired confirmation link', async () => {
    const { id, confirmation } = await register();
    await app.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, id));
    const res = await api.get(`/api/users/confirmation/${linkToken(confirmation, 'confirmation')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('token_invalido');
    const [row] = await app.database.db.select().from(users).where(eq(users.id, id));
    expect(row?.isVerified).toBe(false);
  });

  it('refuses made-up confirmation tokens', async () => {
    for (const token of ['abc', 'A'.repeat(43), '%27--']) {
      const res = await api.get(`/api/users/confirmation/${token}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('token_invalido');
    }
    // A NUL is refused before any route reads it, as everywhere.
    const nul = await api.get('/api/users/confirmation/%00%27--');
    expect([nul.statusCode, nul.json().error]).toEqual([400, 'validation']);
  });

  it('resend answers 204 with no body (never a token) and sends a new working link', async () => {
    const { form, id } = await register();
    const before = mail.to(String(form.email)).length;
    const res = await api.post('/api/users/resend-validation', { id, lang: 'en' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const second = await mail.waitFor((m) => m.to === form.email && mail.to(String(form.email)).length > before);
    const latest = mail.to(String(form.email)).at(-1) ?? second;
    expect(latest.subject).toBe('Vitrina: confirm your account');
    const confirm = await api.get(`/api/users/confirmation/${linkToken(latest, 'confirmation')}`);
    expect(confirm.statusCode).toBe(200);
  });

  it('resend says the same for an unknown id and for a confirmed account, and sends nothing', async () => {
    const { form, id, confirmation } = await register();
    await api.get(`/api/users/confirmation/${linkToken(confirmation, 'confirmation')}`);
    const count = mail.to(String(form.email)).length;
    const confirmed = await api.post('/api/users/resend-validation', { id, lang: 'es' });
    const unknown = await api.post('/api/users/resend-validation', { id: 987654321, lang: 'es' });
    expect([confirmed.statusCode, confirmed.body]).toEqual([204, '']);
    expect([unknown.statusCode, unknown.body]).toEqual([204, '']);
    // A resend that does send, made after them, has arrived: theirs would have been on their way before it.
    const pending = await register();
    const pendingEmail = String(pending.form.email).toLowerCase();
    expect((await api.post('/api/users/resend-validation', { id: pending.id, lang: 'es' })).statusCode).toBe(204);
    await mail.waitFor((m) => m.to === pendingEmail && mail.to(pendingEmail).length === 2);
    expect(mail.to(String(form.email))).toHaveLength(count);
  });

  it('resend refuses unexpected fields and malformed ids', async () => {
    expect((await api.post('/api/users/resend-validation', { id: 'abc' })).statusCode).toBe(400);
    expect((await api.post('/api/users/resend-validation', { id: 1, token: 'x' })).statusCode).toBe(400);
  });

  it('GET /users/email-exists tells whether an address is registered (case-insensitively)', async () => {
    const { form } = await register();
    const yes = await api.get(`/api/users/email-exists/${encodeURIComponent(String(form.email).toUpperCase())}`);
    expect(yes.json()).toEqual({ exists: true });
    const no = await api.get(`/api/users/email-exists/${encodeURIComponent(uniqueEmail('libre'))}`);
    expect(no.json()).toEqual({ exists: false });
    const junk = await api.get('/api/users/email-exists/not-an-address');
    expect(junk.json()).toEqual({ exists: false });
  });

  describe('abuse limits (on in these tests)', () => {
    it('registration: per IP', async () => {
      const ip = freshIp();
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1)
        codes.push((await api.post('/api/users', registrationForm({ terms: false }), { ip })).statusCode);
      expect(codes.slice(0, 10).every((c) => c === 400)).toBe(true);
      expect(codes[10]).toBe(429);
    });

    it('registration: per address, whatever the IP', async () => {
      const email = uniqueEmail('objetivo');
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1)
        codes.push((await api.post('/api/users', registrationForm({ email, terms: false }))).statusCode);
      expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
      const last = await api.post('/api/users', registrationForm({ email, terms: false }), { lang: 'en' });
      expect(last.statusCode).toBe(429);
      const body = errorBodySchema.parse(last.json());
      expect(body.error).toBe('too_many_requests');
      expect(body.message).toBe('Too many attempts. Wait a moment and try again.');
      expect(last.headers['retry-after']).toBeDefined();
    });

    it('resend: per account (3 an hour), silently the same answer before that', async () => {
      const { id } = await register();
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) codes.push((await api.post('/api/users/resend-validation', { id })).statusCode);
      expect(codes).toEqual([204, 204, 204, 429]);
    });

    it('resend: per IP', async () => {
      const ip = freshIp();
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        codes.push((await api.post('/api/users/resend-validation', { id: 900000 + i }, { ip })).statusCode);
      }
      expect(codes.at(-1)).toBe(429);
      expect(codes.slice(0, 10).every((c) => c === 204)).toBe(true);
    });

    it('e-mail exists: per address and per IP', async () => {
      const email = encodeURIComponent(uniqueEmail('sondeo'));
      const perAddress: number[] = [];
      for (let i = 0; i < 21; i += 1) perAddress.push((await api.get(`/api/users/email-exists/${email}`)).statusCode);
      expect(perAddress.at(-1)).toBe(429);
      expect(perAddress.slice(0, 20).every((c) => c === 200)).toBe(true);

      const ip = freshIp();
      const perIp: number[] = [];
      for (let i = 0; i < 61; i += 1) {
        perIp.push(
          (await api.get(`/api/users/email-exists/${encodeURIComponent(uniqueEmail('ip'))}`, { ip })).statusCode,
        );
      }
      expect(perIp.at(-1)).toBe(429);
      expect(perIp.slice(0, 60).every((c) => c === 200)).toBe(true);
    });
  });
});
