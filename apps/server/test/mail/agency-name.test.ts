import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProfiles } from '../../src/db/schema/user-profiles.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createNotificationRecipients } from '../../src/modules/accounts/notification-preferences.ts';
import { createUser, uniqueEmail, type TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const PASSWORD = 'contraseña-segura-1';

/**
 * An agency is the agency to the people it writes to and who write to it: the e-mails it gets (links,
 * notices, the digest) greet it by its agency name, never by the first and last name of whoever signed up.
 */
describe(`e-mails to an agency greet it by its agency name (${engineName})`, () => {
  let app: TestAppWithMail;
  let passwordHash: string;

  beforeAll(async () => {
    app = await createTestAppWithMail({ PUBLIC_URL: 'https://vitrina.test' });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
  });

  const api = () => createClient(app);

  async function createAgency(agencyName: string, lang: 'es' | 'en' = 'es'): Promise<TestUser> {
    const agency = await createUser(app, {
      type: 'agencia',
      nombre: 'Marta',
      apellido: 'Ruiz Soto',
      passwordHash,
      langCode: lang,
    });
    await app.database.db.update(userProfiles).set({ agencyName }).where(eq(userProfiles.userId, agency.id));
    return agency;
  }

  const lastTo = async (address: string) => {
    await app.mail.waitFor((m) => m.to === address.toLowerCase());
    return app.mail.to(address).at(-1)!;
  };

  it('the recovery link', async () => {
    const agency = await createAgency('Estudio Norte');
    expect((await api().post('/api/users/recover/password', { email: agency.email })).statusCode).toBe(200);
    const sent = await lastTo(agency.email);
    expect(sent.text).toContain('Hola, Estudio Norte');
    expect(sent.text).not.toContain('Marta');
  });

  it('both e-mails of an address change', async () => {
    const agency = await createAgency('Talentos del Sur', 'en');
    const target = uniqueEmail('agencia');
    const res = await api().request('PUT', '/api/users/email', {
      token: agency.token,
      body: { email: target, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    for (const sent of [await lastTo(agency.email), await lastTo(target)]) {
      expect(sent.text).toContain('Hi, Talentos del Sur');
      expect(sent.text).not.toContain('Marta');
    }
  });

  it('the cancellation notice', async () => {
    const agency = await createAgency('Casa Foto');
    expect((await api().as(agency).post('/api/users/cancel', { password: PASSWORD })).statusCode).toBe(200);
    const sent = await lastTo(agency.email);
    expect(sent.subject).toBe('Vitrina: cancelaste tu cuenta');
    expect(sent.text).toContain('Hola, Casa Foto');
    expect(sent.text).not.toContain('Marta');
  });

  it('the digest of what happened while away: its recipient is the agency', async () => {
    const agency = await createAgency('Agencia Luz');
    const talent = await createUser(app, { type: 'talento', nombre: 'Luis' });
    const recipients = await createNotificationRecipients(app.database.db).findMailRecipients([agency.id, talent.id]);
    expect(recipients.get(agency.id)?.fullname).toBe('Agencia Luz');
    expect(recipients.get(talent.id)?.fullname).toMatch(/^Luis Prueba /);
  });

  it('an agency without a name yet is greeted by its person name', async () => {
    const agency = await createAgency('');
    expect((await api().post('/api/users/recover/password', { email: agency.email })).statusCode).toBe(200);
    expect((await lastTo(agency.email)).text).toContain('Hola, Marta Ruiz Soto');
  });
});
