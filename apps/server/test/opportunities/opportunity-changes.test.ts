import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@vitrina/contract/notifications';
import type { Opportunity, OpportunityInput } from '@vitrina/contract/opportunities';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { startMailCatcher, type MailCatcher } from '../helpers/mail-catcher.ts';
import { sendQueuedMail } from '../helpers/notification-mail.ts';
import {
  createPostingAgency,
  deadlineIn,
  opportunityForm,
  postOpportunity,
  roleForm,
} from '../helpers/opportunities.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

describe(`an open opportunity's applicants are told what changed (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let mail: MailCatcher;
  let agency: TestUser;

  const edit = (o: Opportunity, overrides: Partial<OpportunityInput>) =>
    http.as(agency).put(`/api/opportunities/${o.id}`, {
      ...opportunityForm({ title: o.title, deadline: o.deadline, roles: [roleForm({ id: o.roles[0]!.id })] }),
      ...overrides,
    });
  const changedOf = async (talent: TestUser) => {
    const rows = (await http.as(talent).get('/api/notifications?page=1')).json().rows as Notification[];
    return rows.filter((row) => row.type === 'OPPORTUNITY_CHANGED');
  };
  async function applied(o: Opportunity, nombre: string, langCode: 'es' | 'en' = 'es') {
    const talent = await createUser(app, { type: 'talento', nombre, langCode });
    await app.database.db.execute(sql`insert into applications (opportunity_id, role_id, talent_id, state, submitted_at)
      values (${o.id}, ${o.roles[0]!.id}, ${talent.id}, 'sent', now())`);
    return talent;
  }

  beforeAll(async () => {
    mail = await startMailCatcher();
    app = await createTestApp({
      SMTP_URL: mail.url,
      PUBLIC_URL: 'http://vitrina.test',
      NOTIFICATION_MAIL_INTERVAL: '3600',
    });
    http = createClient(app);
    agency = await createPostingAgency(app, { verified: true, nombre: 'Faro' });
  });
  afterAll(async () => {
    await app?.close();
    await mail?.close();
  });

  it('names the changes; while unread a later edit adds to them, once read it starts anew', async () => {
    const gala = await postOpportunity(app, agency, { title: 'Gala' });
    const ana = await applied(gala, 'Ana');
    expect((await edit(gala, {})).statusCode).toBe(200);
    expect(await changedOf(ana)).toEqual([]);
    const [pay, deadline] = [{ kind: 'paid' as const, min: 300, max: 900, currency: 'EUR' as const }, deadlineIn(30)];
    const res = await edit(gala, { deadline, pay });
    expect(res.statusCode, res.body).toBe(200);
    expect(await changedOf(ana)).toEqual([expect.objectContaining({ changes: ['deadline', 'pay'], is_read: false })]);
    await edit(gala, { deadline, pay, city: 'Sevilla' });
    expect((await changedOf(ana))[0]!.changes).toEqual(['deadline', 'pay', 'place']);
    await http
      .as(ana)
      .post('/api/notifications/update_read', { notificationIds: [], all: true, kind: 'notifications' });
    await edit(gala, {
      deadline,
      pay,
      city: 'Sevilla',
      roles: [roleForm({ id: gala.roles[0]!.id, people: 3 })],
    });
    expect(await changedOf(ana)).toEqual([expect.objectContaining({ changes: ['roles'], is_read: false })]);
  });

  it('e-mails the away applicant what changed, in her language', async () => {
    const gala = await postOpportunity(app, agency, { title: 'Gala de invierno' });
    const ana = await applied(gala, 'Ana', 'es');
    const luke = await applied(gala, 'Luke', 'en');
    await edit(gala, { description: 'Otra cosa.', workStarts: '2027-01-10', workEnds: '2027-01-12' });
    await sendQueuedMail(app);
    const spanish = await mail.waitFor((m) => m.to === ana.email);
    expect(spanish.text).toMatch(
      /Faro [^\n]* cambió las fechas de trabajo y la descripción de «Gala de invierno», a la que te postulaste\./,
    );
    const english = await mail.waitFor((m) => m.to === luke.email);
    expect(english.text).toMatch(
      /Faro [^\n]* changed the work dates and the description of “Gala de invierno”, which you applied to\./,
    );
  });
});
