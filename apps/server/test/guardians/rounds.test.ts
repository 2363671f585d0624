import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SelfResponse } from '@vitrina/contract/users';
import { users } from '../../src/db/schema/users.ts';
import type { TestUser } from '../helpers/factories.ts';
import { bornYearsAgo, registerMinor, verifyAgency } from '../helpers/guardians.ts';
import { createClient } from '../helpers/http-client.ts';
import { createAgency, createTalent } from '../helpers/posts.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { runAllSummaries, runRound } from '../helpers/rounds.ts';

/** The guardian's weekly summary, the end of the role at 18, and the close link. */
describe(`guardians: summaries, adulthood, closing (${engineName})`, () => {
  let app: TestAppWithMail;
  let talent: TestUser;
  const api = () => createClient(app);

  beforeAll(async () => {
    app = await createTestAppWithMail({ PUBLIC_URL: 'https://vitrina.test' });
    talent = await createTalent(app, 'Compañera');
  });
  afterAll(async () => {
    await app?.close();
  });

  async function confirmedMinor(options: Parameters<typeof registerMinor>[1]) {
    const minor = await registerMinor(app, options);
    expect((await api().post(`/api/guardian/${minor.guardianToken}/confirm`)).statusCode).toBe(200);
    return minor;
  }
  async function namedAgency(name: string) {
    const agency = await createAgency(app, name);
    await verifyAgency(app, agency);
    await app.database.db.execute(sql`update user_profiles set agency_name = ${name} where user_id = ${agency.id}`);
    return agency;
  }
  const write = async (from: TestUser, to: TestUser, message: string) =>
    expect((await api().as(from).post('/api/messages', { receiverId: to.id, message })).statusCode).toBe(200);

  it('tells the guardian of agencies’ first messages and requests, never their text, and nothing twice', async () => {
    const minor = await confirmedMinor({ nombre: 'Lucía', apellido: 'Resumen' });
    const faro = await namedAgency('Faro Talent');
    const sol = await namedAgency('Sol Models');
    await write(faro, minor, 'Texto secreto uno');
    await write(faro, minor, 'Texto secreto dos');
    // She wrote to Sol first: its reply is a verified agency's first message, not a request.
    await write(minor, sol, 'Hola, me gustaría trabajar con ustedes');
    await write(sol, minor, 'Respuesta privada');
    await write(talent, minor, 'Hola de una compañera');
    // The guardian opens the page again and confirms twice: the week's window stays.
    expect((await api().post(`/api/guardian/${minor.guardianToken}/confirm`)).json().status).toBe('confirmed');

    expect(await runAllSummaries(app)).toBeGreaterThanOrEqual(1);
    const summary = await app.mail.waitFor((m) => m.to === minor.guardianEmail && m.subject.includes('esta semana'));
    expect(summary.subject).toBe('Vitrina: 2 agencias escribieron a Lucía Resumen esta semana');
    expect(summary.text).toMatch(/Faro Talent, agencia verificada: solicitud de mensaje, \d+ de \w+ de \d{4}/);
    expect(summary.text).toMatch(/Sol Models, agencia verificada: primer mensaje, \d+ de \w+ de \d{4}/);
    expect(summary.text.match(/Faro Talent/g)).toHaveLength(1);
    for (const secret of ['secreto', 'Respuesta privada', 'compañera', 'Compañera', 'me gustaría'])
      expect(summary.text + summary.html).not.toContain(secret);
    expect(summary.text).toMatch(/https:\/\/vitrina\.test\/tutor\/[A-Za-z0-9_-]{43}\?accion=retirar/);
    expect(summary.text).toMatch(/https:\/\/vitrina\.test\/tutor\/[A-Za-z0-9_-]{43}\?accion=cerrar/);

    // Nothing new since: neither a forced round nor a due one sends another.
    const before = app.mail.to(minor.guardianEmail).length;
    expect(await runAllSummaries(app)).toBe(0);
    expect(await runRound(app, 'guardian-summaries')).toBe(0);
    expect(app.mail.to(minor.guardianEmail)).toHaveLength(before);
  });

  it('ends the guardian’s role at 18: the links die, both are told in her language, she stays visible', async () => {
    const minor = await confirmedMinor({ lang: 'en', nombre: 'Sam', apellido: 'Grown' });
    await app.database.db
      .update(users)
      .set({ birthdate: bornYearsAgo(18, 1) })
      .where(eq(users.id, minor.id));
    expect(await runRound(app, 'guardian-adulthood')).toBe(1);

    expect((await api().get(`/api/guardian/${minor.guardianToken}`)).statusCode).toBe(404);
    expect((await api().post(`/api/guardian/${minor.guardianToken}/withdraw`)).statusCode).toBe(404);
    const guardian = await app.mail.waitFor((m) => m.to === minor.guardianEmail && m.subject.includes('18'));
    expect(guardian.subject).toBe('Vitrina: Sam Grown is now 18');
    expect(guardian.text).not.toContain('/tutor/');
    const person = await app.mail.waitFor((m) => m.to === minor.email && m.subject.includes('18'));
    expect(person.subject).toBe('Vitrina: you are 18 now');
    expect(person.text).toContain('Marta Ramos, your mother');

    expect((await api().as(talent).get(`/api/users/${minor.profileUrl}/profile`)).statusCode).toBe(200);
    expect((await api().as(minor).get('/api/users/self')).json<SelfResponse>().user.guardian).toBeNull();
    expect(await runRound(app, 'guardian-adulthood')).toBe(0);
  });

  it('closes the account from the close link, as a cancellation does, and tells her who did', async () => {
    const minor = await confirmedMinor({ nombre: 'Lola', apellido: 'Cerrada' });
    const closed = await api().post(`/api/guardian/${minor.guardianToken}/close`);
    expect(closed.json()).toMatchObject({ status: 'withdrawn', minorName: 'Lola Cerrada' });

    const [row] = await app.database.db.select().from(users).where(eq(users.id, minor.id));
    expect(row?.cancelledAt).toBeInstanceOf(Date);
    expect(row?.deleteAfter).toBeInstanceOf(Date);
    expect(row?.guardianConsentAt).toBeNull();
    expect((await api().as(talent).get(`/api/users/${minor.profileUrl}/profile`)).statusCode).toBe(404);
    // Her sessions ended; logging in tells her the account is cancelled (and may restore it).
    expect((await api().as(minor).get('/api/users/self')).statusCode).toBe(401);
    const login = await api().post('/api/users/authenticate', { email: minor.email, password: 'una-clave-larga' });
    expect(login.json().error).toBe('account_cancelled');
    const told = await app.mail.waitFor((m) => m.to === minor.email && m.subject.includes('cerró'));
    expect(told.subject).toBe('Vitrina: tu madre cerró tu cuenta');
    // A second click closes nothing more.
    expect((await api().post(`/api/guardian/${minor.guardianToken}/close`)).statusCode).toBe(200);
    expect(app.mail.to(minor.email).filter((m) => m.subject === told.subject)).toHaveLength(1);
  });
});
