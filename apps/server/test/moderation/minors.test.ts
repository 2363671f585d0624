import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact } from '@vitrina/contract/messages';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { createAgency, createTalent, publishText } from '../helpers/posts.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { grantRoleWithFactor } from '../helpers/role-holders.ts';

/** A birth date `years` years and a few days ago, as the database stores it. */
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 3);
  return date.toISOString().slice(0, 10);
}

/** A minor's age never shows; agencies reach minors only as verified, through requests. */
describe(`minors (${engineName})`, () => {
  let app: TestAppWithMail;
  let minor: TestUser;
  let minorBirthdate: string;
  let verified: TestUser;
  let unverified: TestUser;
  const http = () => createClient(app);

  beforeAll(async () => {
    app = await createTestAppWithMail({ PUBLIC_URL: 'http://vitrina.test' });
    minor = await createTalent(app, 'Menor');
    minorBirthdate = bornYearsAgo(15);
    await app.database.db.execute(sql`update users set birthdate = ${minorBirthdate} where id = ${minor.id}`);
    verified = await createAgency(app, 'Verificada');
    unverified = await createAgency(app, 'Cualquiera');
    await app.database.db.execute(sql`update users set agency_verified_at = now() where id = ${verified.id}`);
  });
  afterAll(async () => {
    await app?.close();
  });

  const send = (from: TestUser, to: TestUser, lang = 'es') =>
    http().as(from).post('/api/messages', { receiverId: to.id, message: 'Hola, ¿te interesa un casting?' }, { lang });

  it('never shows a minor’s birth date or age to anyone, on any surface; an adult’s only to herself', async () => {
    const adult = await createTalent(app, 'Adulta');
    await publishText(app, minor, 'Mi primera obra');
    const year = minorBirthdate.slice(0, 4);
    const surfaces = (person: TestUser) => [
      `/api/users/${person.profileUrl}/profile`,
      `/api/users/${person.id}/talento`,
      `/api/users/search?term=Menor`,
      `/api/users/recientes?page=1`,
      `/api/posts/user/${person.profileUrl}?page=1`,
    ];
    for (const viewer of [verified, unverified, adult, minor]) {
      for (const url of surfaces(minor)) {
        const res = await http().as(viewer).get(url);
        expect(res.statusCode, url).toBeLessThan(500);
        expect(res.body, `${url} as ${viewer.id}`).not.toContain(minorBirthdate);
        expect(res.body).not.toMatch(/"(age|edad)"/);
      }
    }
    const found = (await http().as(adult).get('/api/users/search?term=Menor')).json() as {
      rows: Array<{ id: number }>;
    };
    expect(found.rows.map((r) => r.id)).toContain(minor.id);
    const profile = (await http().as(verified).get(`/api/users/${minor.profileUrl}/profile`)).json();
    expect(profile.user.birthdate).toBeNull();
    expect(JSON.stringify(profile)).not.toContain(`${year}-`);
    // An adult's own profile carries her birth date (the check above can fail); nobody else's answer does.
    const adultProfile = (viewer: TestUser) => http().as(viewer).get(`/api/users/${adult.profileUrl}/profile`);
    expect((await adultProfile(adult)).json().user.birthdate).toBe('1995-04-12');
    for (const viewer of [verified, unverified, minor]) {
      expect((await adultProfile(viewer)).json().user.birthdate, `as ${viewer.id}`).toBeNull();
    }
  });

  it('answers an unverified agency as if the minor did not exist, whatever her setting', async () => {
    const nobody = { ...minor, id: minor.id + 1_000_000 };
    for (const lang of ['es', 'en'] as const) {
      const refused = await send(unverified, minor, lang);
      const missing = await send(unverified, nobody, lang);
      expect([refused.statusCode, refused.json()]).toEqual([missing.statusCode, missing.json()]);
      expect(refused.statusCode).toBe(404);
    }
    // A talent may still write to the minor (a request, by the minor's setting).
    expect((await send(await createTalent(app, 'Compañera'), minor)).statusCode).toBe(200);
  });

  it('puts a verified agency’s first messages to a minor in requests, even under “only people I follow”', async () => {
    expect((await http().as(minor).post('/api/users/message-policy', { policy: 'following' })).statusCode).toBe(200);
    expect((await send(verified, minor)).statusCode).toBe(200);
    expect((await send(verified, minor)).statusCode).toBe(200);
    expect((await send(verified, minor)).json().error).toBe('message_request_limit');
    const requests = (await http().as(minor).get('/api/users/contacts/requests?page=1')).json() as { rows: Contact[] };
    expect(requests.rows.map((c) => c.id)).toContain(verified.id);
    const inbox = (await http().as(minor).get('/api/users/contacts')).json() as Contact[];
    expect(inbox.map((c) => c.id)).not.toContain(verified.id);
    // An adult under the same setting refuses the same agency.
    const adult = await createTalent(app, 'Mayor');
    await http().as(adult).post('/api/users/message-policy', { policy: 'following' });
    expect((await send(verified, adult)).json().error).toBe('message_not_allowed');
  });

  it('does not let a minor switch requests off for verified agencies; an adult may', async () => {
    const refused = await http()
      .as(minor)
      .post('/api/users/message-policy', { policy: 'following_and_verified' }, { lang: 'en' });
    expect([refused.statusCode, refused.json().error]).toEqual([400, 'message_policy_minor']);
    expect(refused.json().message).toMatch(/always arrive as requests/);
    const adult = await createTalent(app, 'Adulto');
    const allowed = await http().as(adult).post('/api/users/message-policy', { policy: 'following_and_verified' });
    expect(allowed.statusCode).toBe(200);
  });

  it('e-mails every admin, in their language, when a report about a minor’s safety is made', async () => {
    const esAdmin = await createUser(app, { email: 'admin-es@example.test', nombre: 'Ada', langCode: 'es' });
    const enAdmin = await createUser(app, { email: 'admin-en@example.test', nombre: 'Bea', langCode: 'en' });
    await createUser(app, { email: 'mode-minor@example.test' });
    await grantRoleWithFactor(app, esAdmin.email, 'admin');
    await grantRoleWithFactor(app, enAdmin.email, 'admin');
    await grantRoleWithFactor(app, 'mode-minor@example.test', 'moderator');

    const worried = await createTalent(app, 'Preocupada');
    const spam = await http()
      .as(worried)
      .post('/api/reports', { target: { kind: 'profile', id: unverified.id }, category: 'spam' });
    expect(spam.statusCode).toBe(201);
    const res = await http()
      .as(worried)
      .post('/api/reports', { target: { kind: 'profile', id: verified.id }, category: 'minor_safety' });
    expect(res.statusCode).toBe(201);
    const id: number = res.json().report.id;
    const es = await app.mail.waitFor((m) => m.to === esAdmin.email);
    const en = await app.mail.waitFor((m) => m.to === enAdmin.email);
    expect(es.subject).toBe(`Vitrina: denuncia sobre la seguridad de un menor (n.º ${id})`);
    expect(en.subject).toBe(`Vitrina: report about a minor's safety (no. ${id})`);
    // One e-mail per admin: the spam report before it told nobody.
    expect(app.mail.to(esAdmin.email)).toHaveLength(1);
    expect(en.text).toContain('http://vitrina.test/moderacion');
    expect(app.mail.to('mode-minor@example.test')).toEqual([]);
  });
});
