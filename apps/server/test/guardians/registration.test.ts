import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelfResponse } from '@vitrina/contract/users';
import { guardianLinks, guardians } from '../../src/db/schema/guardians.ts';
import { users } from '../../src/db/schema/users.ts';
import { createUser, registrationForm, uniqueEmail } from '../helpers/factories.ts';
import { bornYearsAgo, guardianToken, registerMinor } from '../helpers/guardians.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const PUBLIC_URL = 'https://vitrina.test';

/** A minor names her guardian when she registers; the guardian is asked in her language. */
describe(`guardians: registration (${engineName})`, () => {
  let app: TestAppWithMail;
  const api = () => createClient(app);

  beforeAll(async () => {
    app = await createTestAppWithMail({ PUBLIC_URL });
  });
  afterAll(async () => {
    await app?.close();
  });

  const fieldsOf = (body: { errors: Array<{ field: string; code: string }> }) =>
    body.errors.filter((e) => e.field.startsWith('guardian')).map((e) => `${e.field}:${e.code}`);

  it('refuses a 15-year-old without a guardian, field by field, and her own address as the guardian’s', async () => {
    const form = registrationForm({ birthdate: bornYearsAgo(15) });
    const missing = await api().post('/api/users', form, { lang: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing.json())).toEqual([
      'guardian.name:tutor_requerido',
      'guardian.email:tutor_email',
      'guardian.relationship:tutor_relacion',
    ]);
    expect(missing.json().errors[0].message).toBe(
      'As you are under 18, enter the name of your mother, father or legal guardian.',
    );
    const own = await api().post('/api/users', {
      ...form,
      guardian: { name: 'Marta', email: String(form.email).toUpperCase(), relationship: 'aunt' },
    });
    expect(fieldsOf(own.json())).toEqual(['guardian.email:tutor_email_propio', 'guardian.relationship:tutor_relacion']);
    const [row] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.email, String(form.email)));
    expect(row).toBeUndefined();
  });

  it('ignores an adult’s guardian: nothing stored, nobody e-mailed', async () => {
    const guardianEmail = uniqueEmail('nadie');
    const form = registrationForm({ guardian: { name: 'X', email: guardianEmail, relationship: 'mother' } });
    const res = await api().post('/api/users', form);
    expect(res.statusCode).toBe(201);
    await app.mail.waitFor((m) => m.to === form.email);
    expect(await app.database.db.select().from(guardians).where(eq(guardians.userId, res.json().id))).toEqual([]);
    expect(app.mail.to(guardianEmail)).toEqual([]);
  });

  it('asks the guardian in the minor’s language, with the page, withdraw and close links', async () => {
    const spanish = await registerMinor(app, { nombre: 'Lucía', apellido: 'Ramos' });
    expect(spanish.request.subject).toBe('Vitrina: Lucía Ramos necesita tu permiso');
    expect(spanish.request.text).toContain('Hola, Marta Ramos');
    expect(spanish.request.text).toContain('te indicó como su madre');
    const english = await registerMinor(app, { lang: 'en', nombre: 'Sam', apellido: 'Lee' });
    expect(english.request.subject).toBe('Vitrina: Sam Lee needs your consent');
    expect(english.request.text).toContain('named you as their mother');
    for (const { request } of [spanish, english]) {
      const token = guardianToken(request);
      for (const link of [`/tutor/${token}`, `/tutor/${token}?accion=retirar`, `/tutor/${token}?accion=cerrar`]) {
        expect(request.text).toContain(`${PUBLIC_URL}${link}`);
        expect(request.html).toContain(`href="${PUBLIC_URL}${link}"`);
      }
    }
    // Only the token's hash is kept.
    const stored = await app.database.db.execute(sql`select l.token_hash from ${guardianLinks} l
      join ${guardians} g on g.id = l.guardian_id where g.user_id = ${spanish.id}`);
    const hashes = (stored as unknown as { rows: Array<{ token_hash: string }> }).rows.map((r) => r.token_hash);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(hashes[0]).not.toContain(spanish.guardianToken);
  });

  it('shows the minor her guardian, pending; an adult none; the guardian’s page what it is about', async () => {
    const minor = await registerMinor(app, { lang: 'en', nombre: 'Ana', apellido: 'Ruiz' });
    const self = (await api().as(minor).get('/api/users/self')).json<SelfResponse>();
    expect(self.user.guardian).toEqual({
      name: 'Marta Ramos',
      email: minor.guardianEmail,
      relationship: 'mother',
      status: 'pending',
    });
    const [row] = await app.database.db.select().from(users).where(eq(users.id, minor.id));
    expect(row?.guardianConsentAt).toBeNull();

    const page = await api().get(`/api/guardian/${minor.guardianToken}`);
    expect(page.json()).toEqual({ minorName: 'Ana Ruiz', relationship: 'mother', status: 'pending', lang: 'en' });
    const unknown = `${minor.guardianToken.slice(0, -4)}AAAA`;
    expect((await api().get(`/api/guardian/${unknown}`)).statusCode).toBe(404);
    expect((await api().get('/api/guardian/short')).statusCode).toBe(404);
    expect((await api().post(`/api/guardian/${unknown}/confirm`)).statusCode).toBe(404);

    const adult = await createUser(app);
    expect((await api().as(adult).get('/api/users/self')).json<SelfResponse>().user.guardian).toBeNull();
  });
});
