import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '@vitrina/contract/messages';
import type { SelfResponse } from '@vitrina/contract/users';
import { users } from '../../src/db/schema/users.ts';
import type { TestUser } from '../helpers/factories.ts';
import {
  bornYearsAgo,
  guardianToken,
  registerMinor,
  verifyAgency,
  type RegisteredMinor,
} from '../helpers/guardians.ts';
import { createClient } from '../helpers/http-client.ts';
import { createAgency, createTalent, publishText } from '../helpers/posts.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

/** Until her guardian consents a minor is seen by nobody; withdrawn, she is hidden again at once. */
describe(`guardians: consent (${engineName})`, () => {
  let app: TestAppWithMail;
  let minor: RegisteredMinor;
  let talent: TestUser;
  let agency: TestUser;
  let postId: number;
  const api = () => createClient(app);

  beforeAll(async () => {
    app = await createTestAppWithMail({ PUBLIC_URL: 'https://vitrina.test' });
    minor = await registerMinor(app, { nombre: 'Lucía', apellido: 'Consentida' });
    postId = (await publishText(app, minor, 'Mi primer retrato')).id;
    talent = await createTalent(app, 'Compañera');
    agency = await createAgency(app, 'Faro');
    await verifyAgency(app, agency);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** What a viewer sees of the minor: her profile, her post, and whether the search finds her. */
  async function sees(viewer: TestUser) {
    const as = api().as(viewer);
    const found = (await as.get('/api/users/search?term=Consentida')).json<{ rows: Array<{ id: number }> }>();
    return {
      profile: (await as.get(`/api/users/${minor.profileUrl}/profile`)).statusCode,
      post: (await as.get(`/api/posts/${postId}`)).statusCode,
      inSearch: found.rows.some((row) => row.id === minor.id),
    };
  }
  const hidden = { profile: 404, post: 404, inSearch: false };
  const seen = { profile: 200, post: 200, inSearch: true };
  const write = (from: TestUser, message = 'Hola, ¿te interesa un casting?') =>
    api().as(from).post('/api/messages', { receiverId: minor.id, message });

  it('shows nobody but herself a minor whose guardian has not consented; she uses her account as usual', async () => {
    expect(await sees(talent)).toEqual(hidden);
    expect(await sees(agency)).toEqual(hidden);
    expect((await write(agency)).statusCode).toBe(404);
    expect((await api().as(minor).get(`/api/users/${minor.profileUrl}/profile`)).statusCode).toBe(200);
    expect((await api().as(minor).get(`/api/posts/${postId}`)).statusCode).toBe(200);
  });

  it('shows her at once when the guardian confirms, and a verified agency’s message lands in her requests', async () => {
    const confirmed = await api().post(`/api/guardian/${minor.guardianToken}/confirm`);
    expect(confirmed.json()).toEqual({
      minorName: 'Lucía Consentida',
      relationship: 'mother',
      status: 'confirmed',
      lang: 'es',
    });
    expect((await api().as(minor).get('/api/users/self')).json<SelfResponse>().user.guardian?.status).toBe('confirmed');
    expect(await sees(talent)).toEqual(seen);
    expect(await sees(agency)).toEqual(seen);
    expect((await write(agency)).statusCode).toBe(200);
    const requests = (await api().as(minor).get('/api/users/contacts/requests')).json<{ rows: Contact[] }>();
    expect(requests.rows.map((row) => [row.id, row.request])).toEqual([[agency.id, 'received']]);
  });

  it('hides her again at once when the guardian withdraws, and tells her why in her language', async () => {
    const withdrawn = await api().post(`/api/guardian/${minor.guardianToken}/withdraw`);
    expect(withdrawn.json().status).toBe('withdrawn');
    expect(await sees(talent)).toEqual(hidden);
    expect(await sees(agency)).toEqual(hidden);
    expect((await write(agency, 'Otra vez')).statusCode).toBe(404);
    const told = await app.mail.waitFor((m) => m.to === minor.email && m.subject.includes('oculto'));
    expect(told.subject).toBe('Vitrina: tu perfil vuelve a estar oculto');
    expect(told.text).toContain('Marta Ramos, tu madre, retiró su permiso');
    // Withdrawing twice changes nothing and tells nobody again.
    await api().post(`/api/guardian/${minor.guardianToken}/withdraw`);
    expect(app.mail.to(minor.email).filter((m) => m.subject === told.subject)).toHaveLength(1);
    // The guardian may consent again from the same link.
    await api().post(`/api/guardian/${minor.guardianToken}/confirm`);
    expect(await sees(talent)).toEqual(seen);
  });

  it('lets a minor name another guardian: consent starts over and the new guardian is asked', async () => {
    const other = 'otro.tutor@example.test';
    const own = await api().as(minor).put('/api/users/guardian', {
      name: 'Yo',
      email: minor.email.toUpperCase(),
      relationship: 'other',
    });
    expect(own.json().errors).toEqual([expect.objectContaining({ field: 'email', code: 'tutor_email_propio' })]);
    const named = await api()
      .as(minor)
      .put('/api/users/guardian', { name: 'Pedro Ramos', email: other, relationship: 'father' });
    expect(named.json()).toEqual({ name: 'Pedro Ramos', email: other, relationship: 'father', status: 'pending' });
    expect(await sees(talent)).toEqual(hidden);
    const request = await app.mail.waitFor((m) => m.to === other);
    expect(request.text).toContain('te indicó como su padre');
    // The first guardian's links are dead; the new one's work, and a resend adds a link without killing it.
    expect((await api().get(`/api/guardian/${minor.guardianToken}`)).statusCode).toBe(404);
    expect((await api().as(minor).post('/api/users/guardian/resend')).statusCode).toBe(204);
    await app.mail.waitFor((m) => m.to === other && m.text !== request.text);
    const [first, second] = app.mail.to(other).map(guardianToken);
    expect(first).not.toBe(second);
    for (const token of [first, second])
      expect((await api().get(`/api/guardian/${token}`)).json().status).toBe('pending');
    // Five tries an hour per account: the refused naming, the naming and the resend above spent three.
    const resends = [];
    for (let i = 0; i < 3; i++) resends.push((await api().as(minor).post('/api/users/guardian/resend')).statusCode);
    expect(resends).toEqual([204, 204, 429]);
  });

  it('has no guardian flow for an adult (404), and keeps a minor’s birth date as it is', async () => {
    expect((await api().as(talent).get('/api/users/self')).json<SelfResponse>().user.guardian).toBeNull();
    const put = await api()
      .as(talent)
      .put('/api/users/guardian', { name: 'X', email: 'x@example.test', relationship: 'mother' });
    expect(put.statusCode).toBe(404);
    expect((await api().as(talent).post('/api/users/guardian/resend')).statusCode).toBe(404);

    const settings = (fecha: string) => ({ nombre: 'Lucía', apellido: 'Consentida', fecha, pais: 'MX' });
    const older = await api()
      .as(minor)
      .put('/api/users', settings(bornYearsAgo(20)), { lang: 'en' });
    expect(older.statusCode).toBe(400);
    expect(older.json().errors).toEqual([
      {
        field: 'fecha',
        code: 'fecha_menor_fija',
        message: 'While you are under 18 you cannot change your date of birth.',
      },
    ]);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, minor.id));
    const same = await api().as(minor).put('/api/users', settings(row!.birthdate!));
    expect(same.statusCode).toBe(200);
  });

  it('hides an adult who gives a minor’s birth date until a guardian she names consents', async () => {
    const adult = await createTalent(app, 'Cambiante');
    const settings = { nombre: 'Cambiante', apellido: 'Prueba', fecha: bornYearsAgo(16), pais: 'MX' };
    expect((await api().as(adult).put('/api/users', settings)).statusCode).toBe(200);
    expect((await api().as(talent).get(`/api/users/${adult.profileUrl}/profile`)).statusCode).toBe(404);
    const self = (await api().as(adult).get('/api/users/self')).json<SelfResponse>();
    expect(self.user.guardian).toBeNull();
    const named = await api()
      .as(adult)
      .put('/api/users/guardian', { name: 'Rosa', email: 'rosa.tutora@example.test', relationship: 'legal_guardian' });
    expect(named.json().status).toBe('pending');
    const token = guardianToken(await app.mail.waitFor((m) => m.to === 'rosa.tutora@example.test'));
    await api().post(`/api/guardian/${token}/confirm`);
    expect((await api().as(talent).get(`/api/users/${adult.profileUrl}/profile`)).statusCode).toBe(200);
  });
});
