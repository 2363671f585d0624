import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '@vitrina/contract/messages';
import type { PersonPage, PopupResponse } from '@vitrina/contract/graph';
import type { Author, Post } from '@vitrina/contract/posts';
import type { MyVerification, PendingVerification } from '@vitrina/contract/verification';
import { FIRST_CONTACTS_PER_DAY } from '@vitrina/contract/messages-limits';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createAgency, createTalent, publishText } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { grantRoleWithFactor } from '../helpers/role-holders.ts';

const application = {
  legalName: 'Estudio Real S.A. de C.V.',
  website: 'https://estudio-real.example.com',
  country: 'mx',
  registrationNumber: 'ERE-850101-AB1',
};

/** Agencies apply, moderators approve or reject; the badge and the higher first-contact limit. */
describe(`verified agencies (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let moderator: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    moderator = await createUser(app, { type: 'talento', email: 'mode-verif@example.test' });
    await grantRoleWithFactor(app, 'mode-verif@example.test', 'moderator');
  });
  afterAll(async () => {
    await app?.close();
  });

  const apply = (agency: TestUser, body: unknown, lang = 'es') =>
    http.as(agency).post('/api/users/me/verification', body, { lang });
  const mine = async (agency: TestUser) =>
    (await http.as(agency).get('/api/users/me/verification')).json() as MyVerification;
  const pending = async () =>
    ((await http.as(moderator).get('/api/moderation/verifications')).json() as { rows: PendingVerification[] }).rows;

  it('checks the application in both languages, and is for agencies only', async () => {
    const agency = await createAgency(app, 'Validada');
    const bad = await apply(
      agency,
      { legalName: 'X', website: 'estudio', country: 'ZZ', registrationNumber: '#' },
      'en',
    );
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json() as { errors: Array<{ field: string; code: string; message: string }> }).errors;
    expect(fields.map((e) => [e.field, e.code])).toEqual([
      ['legalName', 'legal_name'],
      ['website', 'url_invalida'],
      ['country', 'pais'],
      ['registrationNumber', 'registration_number'],
    ]);
    expect(fields[0]!.message).toMatch(/^Enter the legal name/);
    const es = await apply(agency, { ...application, legalName: 'x'.repeat(201) });
    expect(es.json().errors[0].message).toMatch(/^Escribe la razón social/);
    expect((await apply(agency, { ...application, extra: 1 })).statusCode).toBe(400);
    const talent = await createTalent(app, 'Talentosa');
    const refused = await apply(talent, application, 'en');
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'verification_agencies_only']);
    expect(await mine(agency)).toEqual({ verified: false, application: null });
  });

  it('takes one pending application; a rejection tells the agency why, and it may apply again', async () => {
    const agency = await createAgency(app, 'Rechazada');
    const applied = await apply(agency, application);
    expect(applied.statusCode, applied.body).toBe(200);
    expect((applied.json() as MyVerification).application).toMatchObject({ status: 'pending', country: 'MX' });
    const twice = await apply(agency, application);
    expect([twice.statusCode, twice.json().error]).toEqual([409, 'verification_pending']);

    const row = (await pending()).find((r) => r.agency.id === agency.id)!;
    expect(row).toMatchObject({ legalName: application.legalName, registrationNumber: 'ERE-850101-AB1' });
    const noReason = await http.as(moderator).post(`/api/moderation/verifications/${row.id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await http
      .as(moderator)
      .post(`/api/moderation/verifications/${row.id}/reject`, { reason: 'El número no coincide', note: 'SAT' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await mine(agency)).toMatchObject({
      verified: false,
      application: { status: 'rejected', publicReason: 'El número no coincide' },
    });
    const again = await http.as(moderator).post(`/api/moderation/verifications/${row.id}/approve`, {});
    expect(again.json().error).toBe('verification_decided');
    expect((await pending()).map((r) => r.id)).not.toContain(row.id);
    expect((await apply(agency, application)).statusCode).toBe(200);
  });

  it('approving verifies the agency: the badge on cards, comments, the pop-up and messages; 100 new conversations a day', async () => {
    const agency = await createAgency(app, 'Verificada');
    const other = await createAgency(app, 'Sin verificar');
    const talents: TestUser[] = [];
    for (let i = 0; i <= FIRST_CONTACTS_PER_DAY; i += 1) talents.push(await createTalent(app, `Modelo ${i}`));
    const [ana] = talents as [TestUser];
    await apply(agency, application);
    const row = (await pending()).find((r) => r.agency.id === agency.id)!;
    const approved = await http
      .as(moderator)
      .post(`/api/moderation/verifications/${row.id}/approve`, { note: 'Llamamos a la agencia' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await mine(agency)).toMatchObject({ verified: true, application: { status: 'approved' } });
    expect((await apply(agency, application)).json().error).toBe('verification_already_verified');

    for (const who of [agency, other]) {
      expect((await http.as(who).post('/api/users/follow', { id: ana.id })).statusCode).toBe(200);
    }
    const followers = (await http.as(ana).get(`/api/users/${ana.profileUrl}/followers`)).json() as PersonPage;
    const flag = (id: number) => followers.rows.find((p) => p.id === id)?.verified;
    expect([flag(agency.id), flag(other.id)]).toEqual([true, false]);
    const popup = (await http.as(ana).get(`/api/users/${agency.id}/agencia`)).json() as PopupResponse;
    expect(popup.user.verified).toBe(true);
    const post = await publishText(app, ana, 'Mi obra');
    expect((await http.as(agency).post('/api/comments', { comment: 'Nos encanta', postId: post.id })).statusCode).toBe(
      200,
    );
    const comments = (await http.as(ana).get(`/api/comments/post/${post.id}?page=1`)).json() as {
      rows: Array<{ user: Author }>;
    };
    expect(comments.rows.map((c) => c.user.verified)).toEqual([true]);
    expect(((await http.as(agency).get(`/api/posts/${post.id}`)).json() as Post).user.verified).toBe(false);

    // Past the ordinary limit of twenty: a verified agency opens its twenty-first conversation.
    for (const talent of talents) {
      const sent = await http.as(agency).post('/api/messages', { receiverId: talent.id, message: 'Hola' });
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().sender.verified).toBe(true);
    }
    const requests = (await http.as(ana).get('/api/users/contacts/requests?page=1')).json() as { rows: Contact[] };
    expect(requests.rows.find((c) => c.id === agency.id)?.verified).toBe(true);

    const log = (await http.as(moderator).get('/api/moderation/log')).json() as {
      rows: Array<{ action: string; subject: { id: number } | null; note: string }>;
    };
    expect(log.rows.find((r) => r.subject?.id === agency.id)).toMatchObject({
      action: 'verification.approved',
      note: 'Llamamos a la agencia',
    });
  });

  it("lets a verified agency through 'following_and_verified'; an unverified one is refused", async () => {
    const verified = await createAgency(app, 'Pasa');
    await apply(verified, application);
    const row = (await pending()).find((r) => r.agency.id === verified.id)!;
    await http.as(moderator).post(`/api/moderation/verifications/${row.id}/approve`, {});
    const other = await createAgency(app, 'No pasa');
    const talent = await createTalent(app, 'Selectiva');
    const policy = await http.as(talent).post('/api/users/message-policy', { policy: 'following_and_verified' });
    expect(policy.statusCode).toBe(200);
    const send = (from: TestUser) => http.as(from).post('/api/messages', { receiverId: talent.id, message: 'Hola' });
    expect((await send(verified)).statusCode).toBe(200);
    expect((await send(other)).json().error).toBe('message_not_allowed');
    // Straight into the inbox, not the requests.
    const contacts = (await http.as(talent).get('/api/users/contacts')).json() as Contact[];
    expect(contacts.map((c) => c.id)).toContain(verified.id);
  });
});
