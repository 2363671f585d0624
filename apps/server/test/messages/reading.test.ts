import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_PREVIEW_LENGTH } from '@vitrina/contract/constants';
import type { Contact, Message, MessageEntry, ThreadPage } from '@vitrina/contract/messages';
import {
  CONTACTS_PAGE_SIZE,
  MAX_READ_IDS,
  MESSAGE_ENTRIES_LIMIT,
  MESSAGES_PAGE_SIZE,
} from '@vitrina/contract/messages-limits';
import type { SelfResponse } from '@vitrina/contract/users';
import { queryRows } from '../../src/db/client.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { createStatementLog } from '../helpers/statement-log.ts';
import { acquaint } from '../helpers/acquaint.ts';
import { block, createAgency, createTalent } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

describe(`reading conversations (${engineName})`, () => {
  let app: TestApp;

  const log = createStatementLog();

  beforeAll(async () => {
    app = await createTestApp({}, {}, undefined, { onQuery: log.onQuery });
  });
  afterAll(async () => {
    await app?.close();
  });

  const as = (user: TestUser) => createClient(app).as(user);
  async function send(from: TestUser, to: TestUser, message: string): Promise<Message> {
    const res = await as(from).post('/api/messages', { message, receiverId: to.id });
    if (res.statusCode !== 200) throw new Error(`POST /api/messages answered ${res.statusCode}: ${res.body}`);
    return res.json() as Message;
  }
  async function contacts(user: TestUser, query = ''): Promise<Contact[]> {
    const res = await as(user).get(`/api/users/contacts${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Contact[];
  }
  async function thread(user: TestUser, other: { profileUrl: string }, query = ''): Promise<ThreadPage> {
    const res = await as(user).get(`/api/messages/${other.profileUrl}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ThreadPage;
  }
  async function entries(user: TestUser): Promise<MessageEntry[]> {
    const res = await as(user).get('/api/notifications/messages');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MessageEntry[];
  }
  async function unread(user: TestUser): Promise<number> {
    const res = await as(user).get('/api/users/self');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as SelfResponse).user.unreadedMessagesCount;
  }
  const readFlags = async (ids: number[]) => {
    const rows = await queryRows<{ id: number; read: boolean }>(
      app.database.db,
      sql`select id, read_at is not null as read from messages where id in ${sql.raw(`(${ids.join(',')})`)} order by id`,
    );
    return Object.fromEntries(rows.map((r) => [Number(r.id), r.read]));
  };

  describe('the contact list', () => {
    it('lists my conversations, the most recent first, with the preview and my unread count of each', async () => {
      const ana = await createTalent(app, 'Ana');
      const bruno = await createTalent(app, 'Bruno');
      const carla = await createAgency(app, 'Carla');
      const dario = await createTalent(app, 'Dario');
      await acquaint(app, ana, bruno, carla, dario);
      await send(bruno, ana, 'hola Ana');
      await send(bruno, ana, 'segundo mensaje');
      await send(ana, carla, 'Hola agencia');
      const long = `Línea uno\ncon 🎶 ${'palabra '.repeat(15)}fin`;
      const last = await send(dario, ana, long);

      const list = await contacts(ana);
      expect(list.map((c) => c.fullname.split(' ')[0])).toEqual(['Dario', 'Carla', 'Bruno']);
      const [toDario, toCarla, toBruno] = list;
      expect(toDario).toMatchObject({
        id: dario.id,
        profile_url: dario.profileUrl,
        type: 'talento',
        lastContact: last.createdAt,
        lastMessageId: last.id,
        lastMessageMine: false,
        unreadCount: 1,
      });
      expect(toDario?.preview.endsWith('…')).toBe(true);
      expect([...(toDario?.preview.slice(0, -1) ?? '')].length).toBe(MESSAGE_PREVIEW_LENGTH);
      expect(toDario?.preview.startsWith('Línea uno con 🎶 palabra')).toBe(true);
      expect(toCarla).toMatchObject({
        type: 'agencia',
        preview: 'Hola agencia',
        lastMessageMine: true,
        unreadCount: 0,
      });
      expect(toBruno).toMatchObject({ preview: 'segundo mensaje', lastMessageMine: false, unreadCount: 2 });

      const before = await queryRows<{ id: number }>(
        app.database.db,
        sql`select id from conversations where ${ana.id} in (user_low_id, user_high_id) order by id`,
      );
      await send(ana, bruno, 'ya te contesto');
      expect((await contacts(ana)).map((c) => c.id)).toEqual([bruno.id, dario.id, carla.id]);
      const after = await queryRows<{ id: number }>(
        app.database.db,
        sql`select id from conversations where ${ana.id} in (user_low_id, user_high_id) order by id`,
      );
      expect(after).toEqual(before);
      expect(await contacts(bruno)).toMatchObject([
        { id: ana.id, preview: 'ya te contesto', lastMessageMine: false, unreadCount: 1 },
      ]);
    });

    it('pages by the last message, on whichever side of a pair I am', async () => {
      const older = await Promise.all(Array.from({ length: 16 }, (_, i) => createTalent(app, `Antes${i}`)));
      const ana = await createTalent(app, 'Ana');
      const newer = await Promise.all(Array.from({ length: 16 }, (_, i) => createTalent(app, `Despues${i}`)));
      const people = older.flatMap((person, i) => [person, newer[i] as TestUser]);
      await Promise.all(people.map((person) => acquaint(app, ana, person)));
      for (const person of people) await send(person, ana, `soy ${person.id}`);

      const first = await contacts(ana);
      expect(first).toHaveLength(CONTACTS_PAGE_SIZE);
      const second = await contacts(ana, `?before=${first.at(-1)?.lastMessageId}`);
      expect(second).toHaveLength(people.length - CONTACTS_PAGE_SIZE);
      expect([...first, ...second].map((c) => c.id)).toEqual(people.map((p) => p.id).reverse());
      expect(await contacts(ana, `?before=${second.at(-1)?.lastMessageId}`)).toEqual([]);
      expect((await as(ana).get('/api/users/contacts?before=abc')).statusCode).toBe(400);
    });

    it('answers the person behind a conversation link, before and after the first message', async () => {
      const ana = await createTalent(app, 'Ana');
      const bruno = await createTalent(app, 'Bruno');
      await acquaint(app, ana, bruno);
      const empty = await as(ana).get(`/api/users/contact/${bruno.profileUrl}`);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({
        id: bruno.id,
        fullname: expect.stringContaining('Bruno'),
        profile_url: bruno.profileUrl,
        profileImage: 'default-profile.jpg',
        type: 'talento',
        verified: false,
        lastContact: null,
        lastMessageId: null,
        preview: '',
        lastMessageMine: false,
        unreadCount: 0,
        request: 'none',
      });
      const sent = await send(bruno, ana, 'hola');
      const res = await as(ana).get(`/api/users/contact/${bruno.profileUrl}`);
      expect(res.json()).toMatchObject({ lastMessageId: sent.id, preview: 'hola', unreadCount: 1 });

      const pending = await createUser(app, { isVerified: false });
      for (const profileUrl of ['nadie-con-este-nombre', ana.profileUrl, pending.profileUrl]) {
        const missing = await as(ana).get(`/api/users/contact/${profileUrl}`);
        expect(missing.statusCode, profileUrl).toBe(404);
        expect(missing.json().error).toBe('not_found');
      }
    });
  });

  describe('a thread', () => {
    it('pages from the newest, each page oldest to newest, and holds only the two people', async () => {
      const ana = await createTalent(app, 'Ana');
      const bruno = await createTalent(app, 'Bruno');
      const carla = await createTalent(app, 'Carla');
      await acquaint(app, ana, bruno, carla);
      const sent: Message[] = [];
      const total = 2 * MESSAGES_PAGE_SIZE + 5;
      for (let i = 0; i < total; i += 1) {
        sent.push(await send(i % 2 ? bruno : ana, i % 2 ? ana : bruno, `mensaje ${i + 1}`));
        if (i % 10 === 0) await send(carla, ana, `Carla ${i}`);
      }

      const first = await thread(ana, bruno);
      expect(first.hasMore).toBe(true);
      expect(first.rows.map((m) => m.id)).toEqual(sent.slice(-MESSAGES_PAGE_SIZE).map((m) => m.id));
      const second = await thread(ana, bruno, `?before=${first.rows[0]?.id}`);
      expect(second.hasMore).toBe(true);
      const third = await thread(ana, bruno, `?before=${second.rows[0]?.id}`);
      expect(third.hasMore).toBe(false);
      expect(third.rows).toHaveLength(5);
      const all = [...third.rows, ...second.rows, ...first.rows];
      expect(all).toEqual(sent);
      expect(new Set(all.flatMap((m) => [m.sender.id, m.receiverId]))).toEqual(new Set([ana.id, bruno.id]));

      // Bruno reads the same conversation; Carla reading hers with Ana sees none of it.
      expect((await thread(bruno, ana)).rows.map((m) => m.id)).toEqual(first.rows.map((m) => m.id));
      const carlas = await thread(carla, ana);
      expect(carlas.rows.every((m) => m.sender.id === carla.id && m.receiverId === ana.id)).toBe(true);
      expect((await thread(carla, bruno)).rows).toEqual([]);
    });

    it('answers no rows before the first message, 404 for nobody, myself or the unconfirmed, 400 for a bad cursor', async () => {
      const ana = await createTalent(app, 'Ana');
      const bruno = await createTalent(app, 'Bruno');
      await acquaint(app, ana, bruno);
      expect(await thread(ana, bruno)).toEqual({ rows: [], hasMore: false });
      const pending = await createUser(app, { isVerified: false });
      for (const profileUrl of ['no-existe-nadie', ana.profileUrl, pending.profileUrl]) {
        expect((await as(ana).get(`/api/messages/${profileUrl}`)).statusCode, profileUrl).toBe(404);
      }
      expect((await as(ana).get(`/api/messages/${bruno.profileUrl}?before=-3`)).statusCode).toBe(400);
      expect((await createClient(app).get(`/api/messages/${bruno.profileUrl}`)).statusCode).toBe(401);
    });

    it('reading it marks what I received read, not what I sent', async () => {
      const ana = await createTalent(app, 'Ana');
      const bruno = await createTalent(app, 'Bruno');
      const carla = await createTalent(app, 'Carla');
      await acquaint(app, ana, bruno, carla);
      const received = [await send(bruno, ana, 'uno'), await send(bruno, ana, 'dos'), await send(bruno, ana, 'tres')];
      const mine = await send(ana, bruno, 'respuesta');
      const fromCarla = await send(carla, ana, 'hola de Carla');
      expect(await unread(ana)).toBe(4);
      expect(await unread(bruno)).toBe(1);

      // Who the link names (read with the visibility rule), the conversation, its page, the marking and both
      // cards are one statement: each round trip waits its turn under load.
      const statements = await log.during(() => thread(ana, bruno));
      expect(statements).toHaveLength(1);
      expect(statements[0]).toMatch(
        /"users"\."profile_url" = \$[^]*= any\(array[^]*update "messages"[^]*json_build_object/,
      );
      expect(await readFlags([...received, mine, fromCarla].map((m) => m.id))).toEqual({
        [received[0]!.id]: true,
        [received[1]!.id]: true,
        [received[2]!.id]: true,
        [mine.id]: false,
        [fromCarla.id]: false,
      });
      expect(await unread(ana)).toBe(1);
      expect(await unread(bruno)).toBe(1);
      expect((await contacts(ana)).map((c) => [c.id, c.unreadCount])).toEqual([
        [carla.id, 1],
        [bruno.id, 0],
      ]);
    });
  });

  describe("the header's messages", () => {
    it('lists the latest messages I received, newest first, with their sender and preview', async () => {
      const ana = await createTalent(app, 'Ana');
      const bruno = await createTalent(app, 'Bruno');
      const agency = await createAgency(app, 'Agencia');
      await acquaint(app, ana, bruno, agency);
      const received: Message[] = [];
      for (let i = 0; i < MESSAGE_ENTRIES_LIMIT + 2; i += 1) {
        received.push(await send(i % 3 ? bruno : agency, ana, `${i} ${'x'.repeat(i * 10)}`));
      }
      await send(ana, bruno, 'lo que yo envío no aparece');

      const list = await entries(ana);
      const expected = received.slice(-MESSAGE_ENTRIES_LIMIT).reverse();
      expect(list.map((e) => e.id)).toEqual(expected.map((m) => m.id));
      expect(list[0]).toEqual({
        id: expected[0]?.id,
        is_read: false,
        createdAt: expected[0]?.createdAt,
        actor: expected[0]?.sender,
        message: `${expected[0]?.message.slice(0, MESSAGE_PREVIEW_LENGTH)}…`,
      });
      expect(list.at(-1)?.message).toBe(received[2]?.message);
      expect(list.map((e) => e.actor.type)).toContain('agencia');
    });

    it('update_read marks only my own entries read and answers my unread count', async () => {
      const ana = await createTalent(app, 'Ana');
      const bruno = await createTalent(app, 'Bruno');
      const carla = await createTalent(app, 'Carla');
      await acquaint(app, ana, bruno, carla);
      const toAna = [await send(bruno, ana, 'a'), await send(bruno, ana, 'b'), await send(carla, ana, 'c')];
      const anaToBruno = await send(ana, bruno, 'mío');
      const carlaToBruno = await send(carla, bruno, 'de otra persona');

      const res = await as(ana).post('/api/notifications/update_read', {
        notificationIds: [toAna[0]!.id, toAna[1]!.id, anaToBruno.id, carlaToBruno.id, 987_654_321],
        kind: 'messages',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ unread: 1 });
      expect(await readFlags([...toAna, anaToBruno, carlaToBruno].map((m) => m.id))).toEqual({
        [toAna[0]!.id]: true,
        [toAna[1]!.id]: true,
        [toAna[2]!.id]: false,
        [anaToBruno.id]: false,
        [carlaToBruno.id]: false,
      });
      expect((await entries(ana)).map((e) => [e.id, e.is_read])).toEqual([
        [toAna[2]!.id, false],
        [toAna[1]!.id, true],
        [toAna[0]!.id, true],
      ]);
      expect(await unread(ana)).toBe(1);
      expect(await unread(bruno)).toBe(2);

      // Again: nothing changes, the answer holds.
      const again = await as(ana).post('/api/notifications/update_read', {
        notificationIds: [toAna[0]!.id],
        kind: 'messages',
      });
      expect(again.json()).toEqual({ unread: 1 });

      // Without `kind` (the spec's call, which the original sent for message entries too) the ids name
      // entries of either kind: a message entry's id marks that message read.
      const spec = await as(ana).post('/api/notifications/update_read', { notificationIds: [toAna[2]!.id] });
      expect(spec.statusCode, spec.body).toBe(200);
      expect(await readFlags([toAna[2]!.id])).toEqual({ [toAna[2]!.id]: true });
      expect(await unread(ana)).toBe(0);
      expect((await entries(ana)).map((e) => e.is_read)).toEqual([true, true, true]);

      const refusals = [
        { notificationIds: [toAna[2]!.id], kind: 'everything' },
        { notificationIds: 'todas', kind: 'messages' },
        { notificationIds: Array.from({ length: MAX_READ_IDS + 1 }, (_, i) => i + 1), kind: 'messages' },
        { notificationIds: [0], kind: 'messages' },
      ];
      for (const body of refusals) {
        const refused = await as(ana).post('/api/notifications/update_read', body);
        expect(refused.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      }
      expect(await unread(bruno)).toBe(2);
    });
  });

  it('a block hides the conversation, its messages and its unread count from both people', async () => {
    const ana = await createTalent(app, 'Ana');
    const bruno = await createTalent(app, 'Bruno');
    const carla = await createTalent(app, 'Carla');
    await acquaint(app, ana, bruno, carla);
    await send(bruno, ana, 'hola Ana');
    await send(ana, bruno, 'hola Bruno');
    await send(carla, ana, 'hola de Carla');
    expect(await unread(ana)).toBe(2);
    await block(app, ana.id, bruno.id);

    for (const [me, other] of [
      [ana, bruno],
      [bruno, ana],
    ] as const) {
      expect((await contacts(me)).map((c) => c.id)).not.toContain(other.id);
      expect((await entries(me)).map((e) => e.actor.id)).not.toContain(other.id);
      expect((await as(me).get(`/api/users/contact/${other.profileUrl}`)).statusCode).toBe(404);
      expect((await as(me).get(`/api/messages/${other.profileUrl}`)).statusCode).toBe(404);
    }
    expect((await contacts(ana)).map((c) => c.id)).toEqual([carla.id]);
    expect(await unread(ana)).toBe(1);
    expect(await unread(bruno)).toBe(0);

    // "Mark all as read" for messages: every one of mine, named or not.
    const all = await as(ana).post('/api/notifications/update_read', {
      notificationIds: [],
      kind: 'messages',
      all: true,
    });
    expect(all.json()).toEqual({ unread: 0 });
    expect(await unread(ana)).toBe(0);
  });
});
