import { unzipSync, strFromU8 } from 'fflate';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataExportState } from '@vitrina/contract/data-export';
import { queryRows } from '../../src/db/client.ts';
import { createUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { captureLogs } from '../helpers/log-capture.ts';
import { makeImage, makePdf } from '../helpers/media-files.ts';
import { block, createTalent, publish, publishText, uploadForPost } from '../helpers/posts.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { runRound } from '../helpers/rounds.ts';

describe(`download my data (${engineName})`, () => {
  let app: TestAppWithMail;
  let logs: string[] = [];
  const http = () => createClient(app);

  beforeAll(async () => {
    // Request logs on, to show that no key to anyone's data reaches them.
    app = await createTestAppWithMail({ PUBLIC_URL: 'http://vitrina.test', LOG_LEVEL: 'info' });
    logs = captureLogs(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('holds every kind of item the person gave or made, and nobody else’s private data', async () => {
    const me = await createUser(app, { type: 'talento', nombre: 'Exportadora', langCode: 'en' });
    const friend = await createUser(app, { type: 'talento', nombre: 'Amiga', email: 'amiga-privada@example.test' });
    const other = await createTalent(app, 'Otro');
    await app.database.db.execute(sql`update users set birthdate = '1980-01-02' where id = ${friend.id}`);
    const as = http().as(me);
    await as.post('/api/categories/subscribe', { categoryId: 3 });
    const photo = await uploadForPost(app, me, await makeImage(640, 480), 'cuadro.jpg', 'image/jpeg');
    const document = await uploadForPost(app, me, makePdf(), 'dossier.pdf', 'application/pdf');
    const withFiles = await publish(app, me, {
      title: '',
      categoryId: 1,
      description: 'Mi serie',
      files: [{ filename: photo }],
    });
    const withDocument = await publish(app, me, {
      title: '',
      categoryId: 1,
      description: 'Dossier',
      files: [{ filename: document }],
    });
    const friendPost = await publishText(app, friend, 'De mi amiga');
    await as.post('/api/users/follow', { id: friend.id });
    await http().as(friend).post('/api/users/follow', { id: me.id });
    await as.post(`/api/reactions/like/post/${friendPost.id}`);
    const comment = (await as.post('/api/comments', { comment: 'Precioso', postId: friendPost.id })).json() as {
      id: number;
    };
    await http().as(friend).post(`/api/reactions/like/comment/${comment.id}`);
    await as.post(`/api/reactions/like/comment/${comment.id}`);
    await as.post('/api/messages', { receiverId: friend.id, message: 'Hola amiga' });
    await http().as(friend).post('/api/messages', { receiverId: me.id, message: 'Hola a ti' });
    await http().as(friend).post(`/api/reactions/like/post/${withFiles.id}`);
    await as.post('/api/users/report', { userId: other.id, description: 'Spam' });
    await block(app, me.id, other.id);
    expect((await as.put(`/api/posts/${withDocument.id}/pin`, {})).statusCode).toBe(200);
    const sheet = [
      { key: 'languages', value: ['es', 'en'] },
      { key: 'height', value: 171, visibility: 'searchable' },
    ];
    expect((await as.put('/api/users/me/attributes', { attributes: sheet })).statusCode).toBe(200);
    const availability = [{ kind: 'castings', audience: 'agencies', days: 60 }];
    expect((await as.put('/api/users/me/availability', { availability })).statusCode).toBe(200);

    expect((await as.get('/api/users/export')).json()).toEqual({ export: null });
    const asked = await as.post('/api/users/export');
    expect(asked.statusCode).toBe(202);
    expect((asked.json() as DataExportState).export).toMatchObject({ status: 'pending', downloadUrl: null });
    // Once a day.
    const again = await as.post('/api/users/export');
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toBe('export_too_soon');

    await runRound(app, 'data-export');
    const { export: ready } = (await as.get('/api/users/export')).json() as DataExportState;
    expect(ready).toMatchObject({ status: 'ready' });
    expect(ready!.downloadUrl).toBe('/api/users/export/archive');
    // The e-mail sends the person to the settings page, where they download it logged in; it holds no key.
    const [stored] = await queryRows<{ token: string }>(
      app.database.db,
      sql`select token from data_exports where user_id = ${me.id}`,
    );
    const mail = await app.mail.waitFor((m) => m.to === me.email && m.subject.includes('data'));
    expect(mail.text).toContain('http://vitrina.test/user/settings#mis-datos');
    expect(mail.text).toContain('logged in');
    expect(mail.raw).not.toContain(stored!.token);

    // Only its owner, logged in, downloads it: without a session 401, another person 404 (they have none).
    expect((await http().get(ready!.downloadUrl!)).statusCode).toBe(401);
    const someoneElse = await http().as(friend).get(ready!.downloadUrl!);
    expect([someoneElse.statusCode, someoneElse.json().error]).toEqual([404, 'not_found']);
    expect((await http().get(`/api/users/export/${stored!.token}`)).statusCode).toBe(404);
    const download = await as.get(ready!.downloadUrl!);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[`vitrina/${name}.json`]!)) as Record<string, unknown>;
    expect(json('account')).toMatchObject({ id: me.id, email: me.email, nombre: 'Exportadora', langCode: 'en' });
    expect(json('account')).not.toHaveProperty('passwordHash');
    expect(JSON.parse(strFromU8(files['vitrina/categories.json']!))).toEqual([expect.objectContaining({ id: 3 })]);
    const posts = json('posts') as {
      posts: Array<{ id: number; files: Array<{ name: string }> }>;
      comments: unknown[];
      likes: { posts: unknown[]; comments: unknown[] };
      portfolio: number[];
    };
    expect(posts.portfolio).toEqual([withDocument.id]);
    expect(posts.posts.map((p) => p.id)).toEqual([withFiles.id, withDocument.id]);
    expect(posts.posts.map((p) => p.files.length)).toEqual([1, 1]);
    expect(posts.comments).toEqual([expect.objectContaining({ id: comment.id, text: 'Precioso' })]);
    expect(posts.likes.posts).toEqual([expect.objectContaining({ postId: friendPost.id })]);
    expect(posts.likes.comments).toEqual([expect.objectContaining({ commentId: comment.id })]);
    const connections = json('connections') as Record<string, Array<{ userId: number }>>;
    expect(connections.following!.map((f) => f.userId)).toEqual([friend.id]);
    expect(connections.followers!.map((f) => f.userId)).toEqual([friend.id]);
    expect(connections.blocked!.map((f) => f.userId)).toEqual([other.id]);
    expect(connections.reportsFiled).toEqual([expect.objectContaining({ userId: other.id, description: 'Spam' })]);
    const messages = JSON.parse(strFromU8(files['vitrina/messages.json']!)) as Array<{
      direction: string;
      text: string;
    }>;
    expect(messages.map((m) => [m.direction, m.text])).toEqual([
      ['sent', 'Hola amiga'],
      ['received', 'Hola a ti'],
    ]);
    const notifications = JSON.parse(strFromU8(files['vitrina/notifications.json']!)) as Array<{ type: string }>;
    expect(notifications.map((n) => n.type).sort()).toEqual(['FOLLOWER', 'LIKE_COMMENT', 'LIKE_POST']);
    // The whole talent sheet, searchable-only fields included: they are the person's own.
    expect(json('talent-sheet')).toEqual({
      attributes: [
        { key: 'height', value: '171', visibility: 'searchable' },
        { key: 'languages', value: 'en', visibility: 'everyone' },
        { key: 'languages', value: 'es', visibility: 'everyone' },
      ],
      availability: [expect.objectContaining({ kind: 'castings', audience: 'agencies', days: 60 })],
    });
    // Photos and documents, as stored.
    for (const file of posts.posts.flatMap((p) => p.files))
      expect(files[`vitrina/files/${file.name}`]?.length).toBeGreaterThan(100);
    // Other people appear by their public card only.
    const people = JSON.parse(strFromU8(files['vitrina/people.json']!)) as Array<Record<string, unknown>>;
    expect(people.map((p) => p.id).sort()).toEqual([friend.id, other.id].sort());
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    expect(everything).not.toContain('amiga-privada@example.test');
    expect(everything).not.toContain('1980-01-02');
    for (const person of people) expect(Object.keys(person).sort()).toEqual(['fullname', 'id', 'profile_url', 'type']);

    expect((await http().get('/api/users/export')).statusCode).toBe(401);

    // The request logs hold no session and no archive's name.
    const output = logs.join('');
    expect(output).toContain('/api/users/export/archive');
    for (const secret of [stored!.token, me.token, friend.token]) expect(output).not.toContain(secret);
  });

  it('gives an agency its shortlists with their private notes, and a talent on them learns nothing', async () => {
    const agency = await createUser(app, { type: 'agencia', nombre: 'Agencia Exportadora' });
    const [first, second] = [await createTalent(app, 'Primera'), await createTalent(app, 'Segunda')];
    const as = http().as(agency);
    const list = (await as.post('/api/shortlists', { name: 'Casting de otoño' })).json() as { id: number };
    for (const talent of [first, second]) await as.put(`/api/shortlists/${list.id}/entries/${talent.id}`);
    await as.put(`/api/shortlists/${list.id}/entries/${second.id}/note`, { note: 'Pedir reel', tags: ['voz'] });
    await as.post('/api/shortlists', { name: 'Vacía' });

    const archive = async (person: { id: number }, client: ReturnType<ReturnType<typeof http>['as']>) => {
      expect((await client.post('/api/users/export')).statusCode).toBe(202);
      await runRound(app, 'data-export');
      const download = await client.get('/api/users/export/archive');
      expect(download.statusCode, `export of ${person.id}`).toBe(200);
      return unzipSync(new Uint8Array(download.rawPayload));
    };
    const files = await archive(agency, as);
    const lists = JSON.parse(strFromU8(files['vitrina/shortlists.json']!)) as Array<{
      name: string;
      entries: Array<{ userId: number; note: string; tags: string[] }>;
    }>;
    expect(lists.map((l) => l.name).sort()).toEqual(['Casting de otoño', 'Vacía']);
    const autumn = lists.find((l) => l.name === 'Casting de otoño')!;
    expect(autumn.entries.map((e) => [e.userId, e.note, e.tags])).toEqual([
      [first.id, '', []],
      [second.id, 'Pedir reel', ['voz']],
    ]);
    const people = JSON.parse(strFromU8(files['vitrina/people.json']!)) as Array<{ id: number }>;
    expect(people.map((p) => p.id).sort()).toEqual([first.id, second.id].sort());
    // The talent's own archive holds no trace of the agency's list or note.
    const theirFiles = await archive(second, http().as(second));
    expect(JSON.parse(strFromU8(theirFiles['vitrina/shortlists.json']!))).toEqual([]);
    const theirs = Object.values(theirFiles)
      .map((bytes) => Buffer.from(bytes).toString('utf8'))
      .join('\n');
    expect(theirs).not.toContain('Pedir reel');
    expect(theirs).not.toContain('Casting de otoño');
  });

  it('keeps every kind of token out of the request logs', async () => {
    const me = await createUser(app, { type: 'talento' });
    const secrets = {
      confirmation: 'Qk9OdGVzdC1jb25maXJtYXRpb24tdG9rZW4tMTIzNDU2Nzg',
      recovery: 'Qk9OdGVzdC1yZWNvdmVyeS10b2tlbi0xMjM0NTY3ODkwYWJj',
      socket: me.token,
      access: 'YWNjZXNzLXRva2VuLWluLWEtcXVlcnktc3RyaW5nLTAxMjM0',
      oldExportLink: 'c0ffee'.repeat(8),
    };
    // An export link of an old e-mail (the address no longer exists, but whoever follows it is logged).
    await http().get(`/api/users/export/${secrets.oldExportLink}`);
    await http().get(`/api/users/confirmation/${secrets.confirmation}`);
    await http().get(`/api/users/recover/${secrets.recovery}`);
    await http().get(`/socket.io/?EIO=4&transport=polling&token=${encodeURIComponent(secrets.socket)}`);
    await http().get(`/api/users/self?access_token=${secrets.access}`, { token: me.token });
    const output = logs.join('');
    expect(output).toContain('/api/users/confirmation/[redacted]');
    expect(output).toContain('token=[redacted]');
    for (const secret of Object.values(secrets)) expect(output).not.toContain(secret);
  });
});
