import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@vitrina/contract/notifications';
import { queryRows } from '../../src/db/client.ts';
import { createTransactions, type Transactions } from '../../src/db/transaction.ts';
import { createEventBus } from '../../src/events/event-bus.ts';
import {
  createOpportunityNotices,
  type OpportunityNotice,
} from '../../src/modules/notifications/opportunity-notices.ts';
import { createNotificationsPersonalData } from '../../src/modules/notifications/personal-data.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { startFakePushService, type FakeDevice, type FakePushService } from '../helpers/fake-push-service.ts';
import { createClient } from '../helpers/http-client.ts';
import { startMailCatcher, type MailCatcher } from '../helpers/mail-catcher.ts';
import { insertOpportunity, insertTalents } from '../helpers/notice-fixtures.ts';
import { createPostingAgency, opportunityForm, postOpportunity, roleForm } from '../helpers/opportunities.ts';
import { sendQueuedMail } from '../helpers/notification-mail.ts';
import { block } from '../helpers/posts.ts';
import { settled } from '../helpers/rounds.ts';
import { issueToken } from '../helpers/session-tokens.ts';
import { createSocketPool, listen, realtimeEnv } from '../helpers/sockets.ts';
import { createStatementLog } from '../helpers/statement-log.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';

describe(`opportunity notices (${engineName}${testRedisUrl ? ' + redis' : ''})`, () => {
  let app: TestApp;
  let mail: MailCatcher;
  let fake: FakePushService;
  let transactions: Transactions;
  const log = createStatementLog();
  const sockets = createSocketPool();
  // The app's own bus: what a unit of work publishes here reaches the push module.
  const events = createEventBus({ error: () => undefined });
  const told: number[] = [];
  events.subscribe('opportunity.noticed', ({ entries }) => void told.push(entries.length));

  beforeAll(async () => {
    [mail, fake] = await Promise.all([startMailCatcher(), startFakePushService()]);
    const env = { SMTP_URL: mail.url, PUBLIC_URL: 'http://vitrina.test', PUSH_EXTRA_HOSTS: fake.host };
    app = await createTestApp({ ...env, NOTIFICATION_MAIL_INTERVAL: '3600', ...realtimeEnv() }, {}, undefined, {
      events,
      onQuery: log.onQuery,
    });
    transactions = createTransactions(app.database.db, events, { error: () => undefined });
  });
  afterEach(() => sockets.closeAll());
  afterAll(async () => {
    await app?.close();
    await Promise.all([mail?.close(), fake?.close()]);
  });

  // The port as the notifications module fills it, on the app's database and bus (the unread count's socket
  // event is the module's own: its test goes through an agency's edit).
  const port = createOpportunityNotices({ announceUnread: async () => undefined });
  const tell = (list: OpportunityNotice[]) => transactions.run((tx) => port.tell(tx, list));
  const listOf = async (user: TestUser): Promise<Notification[]> => {
    const res = await createClient(app).as(user).get('/api/notifications?page=1');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { rows: Notification[] }).rows;
  };
  const agencyAndTalent = async (langCode: 'es' | 'en' = 'es') => ({
    agency: await createUser(app, { type: 'agencia', nombre: 'Faro', apellido: 'Casting' }),
    talent: await createUser(app, { type: 'talento', nombre: 'Ana', langCode }),
  });
  async function withDevice(user: TestUser): Promise<FakeDevice> {
    const device = fake.newDevice();
    const session = await issueToken(app, user.id);
    const res = await createClient(app).as(session).post('/api/push/subscriptions', device.subscription);
    expect(res.statusCode, res.body).toBe(201);
    return device;
  }
  const pushesTo = async (device: FakeDevice) => {
    await settled(app, 'push');
    return fake.received.filter((push) => push.deviceId === device.id).map((push) => push.payload);
  };
  const rowsOf = async (user: TestUser) =>
    queryRows<{ id: number; is_read: boolean }>(
      app.database.db,
      sql`select id, is_read from notifications where recipient_id = ${user.id}`,
    );

  it('lists each kind with the opportunity, its role and its terms, the agency as its actor', async () => {
    const { agency, talent } = await agencyAndTalent();
    const gala = await insertOpportunity(app, agency.id, 'Gala de invierno', ['Bailarina', 'Cantante']);
    const [dancer, singer] = gala.roleIds as [number, number];
    const base = { recipientId: talent.id, actorId: agency.id, opportunityId: gala.id };
    await tell([
      { ...base, type: 'OPPORTUNITY_CHANGED' },
      { ...base, type: 'OPPORTUNITY_ENDED', closeReason: 'cancelled' },
      { ...base, type: 'APPLICATION_UPDATE', roleId: dancer, update: 'cast' },
      { ...base, type: 'APPLICATION_UPDATE', roleId: dancer, update: 'self_tape' },
      { ...base, type: 'OPPORTUNITY_INVITE', roleId: singer },
      { ...base, type: 'OPPORTUNITIES_FIT', roleId: singer, matchCount: 3 },
      { ...base, type: 'SELF_TAPE_DUE', roleId: dancer },
    ]);
    const rows = await listOf(talent);
    const byKind = (type: string, update?: string) =>
      rows.find((row) => row.type === type && (update === undefined || row.update === update));
    expect(rows).toHaveLength(7);
    for (const row of rows) {
      expect(row.actor.id).toBe(agency.id);
      expect(row.opportunity).toEqual({ id: gala.id, title: 'Gala de invierno' });
    }
    expect(byKind('OPPORTUNITY_ENDED')).toMatchObject({ closeReason: 'cancelled' });
    expect(byKind('OPPORTUNITY_ENDED')?.role).toBeUndefined();
    expect(byKind('APPLICATION_UPDATE', 'cast')?.role).toEqual({ id: dancer, name: 'Bailarina' });
    expect(byKind('APPLICATION_UPDATE', 'self_tape')?.role).toEqual({ id: dancer, name: 'Bailarina' });
    expect(byKind('OPPORTUNITY_INVITE')?.role).toEqual({ id: singer, name: 'Cantante' });
    expect(byKind('OPPORTUNITIES_FIT')).toMatchObject({ matchCount: 3 });
    expect(byKind('SELF_TAPE_DUE')?.role).toEqual({ id: dancer, name: 'Bailarina' });

    // Her data export keeps what each was about.
    const exported = await createNotificationsPersonalData(app.database.db).collect(talent.id);
    expect(exported.data).toContainEqual(
      expect.objectContaining({ type: 'OPPORTUNITY_ENDED', opportunityId: gala.id, closeReason: 'cancelled' }),
    );
  });

  it('lands a repeat on the same entry, unread again; fits of one day add up', async () => {
    const { agency, talent } = await agencyAndTalent();
    const gala = await insertOpportunity(app, agency.id, 'Gala');
    const change = { type: 'OPPORTUNITY_CHANGED', recipientId: talent.id, actorId: agency.id, opportunityId: gala.id };
    await tell([change as OpportunityNotice]);
    const read = await createClient(app)
      .as(talent)
      .post('/api/notifications/update_read', { notificationIds: [], all: true, kind: 'notifications' });
    expect(read.statusCode, read.body).toBe(200);
    expect(await rowsOf(talent)).toEqual([expect.objectContaining({ is_read: true })]);
    await tell([change as OpportunityNotice]);
    expect(await rowsOf(talent)).toEqual([expect.objectContaining({ is_read: false })]);

    const fit = { ...change, type: 'OPPORTUNITIES_FIT', matchCount: 2 } as OpportunityNotice;
    await tell([fit]);
    await tell([{ ...fit, matchCount: 1 }]);
    const fits = (await listOf(talent)).filter((row) => row.type === 'OPPORTUNITIES_FIT');
    expect(fits).toEqual([expect.objectContaining({ matchCount: 3 })]);
  });

  it('leaves nothing after a rolled-back transaction, and pushes only after the commit', async () => {
    const { agency, talent } = await agencyAndTalent('en');
    const phone = await withDevice(talent);
    const gala = await insertOpportunity(app, agency.id, 'Summer ad');
    const ended: OpportunityNotice = {
      type: 'OPPORTUNITY_ENDED',
      recipientId: talent.id,
      actorId: agency.id,
      opportunityId: gala.id,
      closeReason: 'deadline',
    };
    const before = told.length;
    await expect(
      transactions.run(async (tx) => {
        await port.tell(tx, [ended]);
        throw new Error('the round failed');
      }),
    ).rejects.toThrow('the round failed');
    expect(await rowsOf(talent)).toEqual([]);
    expect(await pushesTo(phone)).toEqual([]);
    expect(told.length).toBe(before);

    await transactions.run(async (tx) => {
      await port.tell(tx, [ended]);
      // Inside the transaction nothing has gone out yet.
      expect(told.length).toBe(before);
    });
    expect(await pushesTo(phone)).toEqual([
      {
        title: 'Vitrina',
        body: 'Your application to “Summer ad” ended: not selected, because the deadline passed.',
        url: `/oportunidades/${gala.id}`,
        tag: `OPPORTUNITY_ENDED:${gala.id}:`,
      },
    ]);
  });

  it('e-mails the away applicant why it ended, in her language, linking the opportunity', async () => {
    const { agency, talent } = await agencyAndTalent('es');
    const luke = await createUser(app, { type: 'talento', nombre: 'Luke', langCode: 'en' });
    const gala = await insertOpportunity(app, agency.id, 'Gala de invierno');
    const ended = { type: 'OPPORTUNITY_ENDED', actorId: agency.id, opportunityId: gala.id, closeReason: 'removed' };
    await tell([talent, luke].map((person) => ({ ...ended, recipientId: person.id }) as OpportunityNotice));
    await sendQueuedMail(app);
    const spanish = await mail.waitFor((m) => m.to === talent.email);
    expect(spanish.text).toContain(
      'Tu postulación a «Gala de invierno» terminó: no seleccionado, porque moderación la retiró.',
    );
    expect(spanish.text).toContain(`http://vitrina.test/oportunidades/${gala.id}`);
    const english = await mail.waitFor((m) => m.to === luke.email);
    expect(english.text).toContain(
      'Your application to “Gala de invierno” ended: not selected, because moderation removed it.',
    );
  });

  it('tells the socket of an online recipient her new unread count', async () => {
    const agency = await createPostingAgency(app, { verified: true, nombre: 'Faro' });
    const talent = await createUser(app, { type: 'talento', nombre: 'Ana' });
    const gala = await postOpportunity(app, agency, { title: 'Gala' });
    const roleId = gala.roles[0]!.id;
    await app.database.db.execute(sql`insert into applications (opportunity_id, role_id, talent_id, state)
      values (${gala.id}, ${roleId}, ${talent.id}, 'sent')`);
    const socket = await sockets.connect(await listen(app), { token: talent.token });
    const counted = new Promise((resolve) => socket.once('notifications-unread', resolve));
    const form = opportunityForm({
      title: 'Gala de otoño',
      deadline: gala.deadline,
      roles: [roleForm({ id: roleId })],
    });
    const edited = await createClient(app).as(agency).put(`/api/opportunities/${gala.id}`, form);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await counted).toEqual({ unread: 1 });
  });

  it('tells nobody across a block, and no invitation to whom turned messages off', async () => {
    const { agency, talent } = await agencyAndTalent();
    const quiet = await createUser(app, { type: 'talento', nombre: 'Eva' });
    const gala = await insertOpportunity(app, agency.id, 'Gala');
    await block(app, talent.id, agency.id);
    const off = await createClient(app).as(quiet).post('/api/users/notifications', { type: 'messages', status: false });
    expect(off.statusCode).toBe(200);
    const notice = { actorId: agency.id, opportunityId: gala.id, roleId: gala.roleIds[0] };
    await tell([
      { ...notice, type: 'OPPORTUNITY_ENDED', recipientId: talent.id, closeReason: 'closed' },
      { ...notice, type: 'OPPORTUNITY_INVITE', recipientId: quiet.id },
    ]);
    expect(await rowsOf(talent)).toEqual([]);
    expect(await rowsOf(quiet)).toEqual([]);
    // What the flag governs is only the invitation.
    await tell([{ ...notice, type: 'OPPORTUNITY_CHANGED', recipientId: quiet.id }]);
    expect(await rowsOf(quiet)).toHaveLength(1);
  });

  it('tells 5,000 applicants in one call with a bounded number of statements, and lists them in one', async () => {
    const agency = await createUser(app, { type: 'agencia', nombre: 'Gran', apellido: 'Casting' });
    const gala = await insertOpportunity(app, agency.id, 'Gran casting');
    const applicants = await insertTalents(app, 5_000, `many-${agency.id}`);
    const notices = applicants.map((recipientId): OpportunityNotice => ({
      type: 'OPPORTUNITY_ENDED',
      recipientId,
      actorId: agency.id,
      opportunityId: gala.id,
      closeReason: 'deadline',
    }));
    const statements = await log.during(() => tell(notices));
    const writes = statements.filter((statement) => /insert into "notifications"/i.test(statement));
    expect(writes).toHaveLength(3);
    expect(statements.length).toBeLessThanOrEqual(8);
    const [count] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from notifications where opportunity_id = ${gala.id}`,
    );
    expect(Number(count?.n)).toBe(5_000);
    await settled(app, 'push');

    const someone = { id: applicants[0]!, token: await issueToken(app, applicants[0]!) } as TestUser;
    const reads = await log.during(() => listOf(someone));
    expect(reads.filter((statement) => /from "notifications"/i.test(statement)).length).toBeLessThanOrEqual(2);
  });
});
