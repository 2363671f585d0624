import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact, ThreadPage } from '@vitrina/contract/messages';
import { queryRows } from '../../src/db/client.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { makeImage } from '../helpers/media-files.ts';
import { uploadUserImage } from '../helpers/media-flow.ts';
import { createTalent, publishText } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { runRound } from '../helpers/rounds.ts';
import type { DeletedAccount } from '../../src/modules/leaving/account-deletion.ts';

const PASSWORD = 'una-clave-segura-123';

describe(`deleting cancelled accounts after the grace period (${engineName})`, () => {
  let app: TestApp;
  const http = () => createClient(app);

  beforeAll(async () => {
    // An hour's grace period, which the tests end themselves (graceOver) rather than wait for; a test app
    // starts no job, the test runs its rounds.
    app = await createTestApp({ ACCOUNT_DELETION_GRACE: '3600', ACCOUNT_DELETION_INTERVAL: '3600' });
  });
  afterAll(async () => {
    await app?.close();
  });

  const count = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: number }>(app.database.db, query))[0]?.n ?? 0);
  /** The grace period of a person's cancellation, if one is running, ends now (as the clock would end it). */
  const graceOver = (userId: number) =>
    app.database.db.execute(
      sql`update users set delete_after = now() - interval '1 second' where id = ${userId} and delete_after is not null`,
    );

  it('removes the rows and stored files for good; the other party keeps the conversation with a deleted account', async () => {
    const leaver = await createUser(app, { type: 'talento', passwordHash: await hashPassword(PASSWORD) });
    const friend = await createTalent(app, 'Amiga');
    const friendPost = await publishText(app, friend, 'De mi amiga');
    await publishText(app, leaver, 'Mía');
    const as = http().as(leaver);
    await http().as(friend).post('/api/users/follow', { id: leaver.id });
    await as.post(`/api/reactions/like/post/${friendPost.id}`);
    await as.post('/api/comments', { comment: 'Hola', postId: friendPost.id });
    await as.post('/api/messages', { receiverId: friend.id, message: 'Te escribo' });
    await http().as(friend).post('/api/messages', { receiverId: leaver.id, message: 'Y yo a ti' });
    // A profile picture in storage.
    const { res: saved } = await uploadUserImage(app, leaver, 'profile', await makeImage(400, 400));
    expect(saved.statusCode).toBe(200);
    const [file] = await queryRows<{ key: string }>(
      app.database.db,
      sql`select key from media_objects where owner_id = ${leaver.id} and status = 'ready'`,
    );
    const stored = path.join(app.dataDir, 'media', file!.key);
    expect(existsSync(stored)).toBe(true);

    // A copy of their data, still stored.
    expect((await as.post('/api/users/export')).statusCode).toBe(202);
    await runRound(app, 'data-export');
    const [archive] = await queryRows<{ token: string }>(
      app.database.db,
      sql`select token from data_exports where user_id = ${leaver.id} and status = 'ready'`,
    );
    const archiveFile = path.join(app.dataDir, 'media', 'exports', `${archive!.token}.zip`);
    expect(existsSync(archiveFile)).toBe(true);

    expect((await as.post('/api/users/cancel', { password: PASSWORD })).statusCode).toBe(200);
    // Not due yet: nothing goes.
    expect(await runRound<DeletedAccount[]>(app, 'account-deletion')).toEqual([]);
    await graceOver(leaver.id);
    const deleted = await runRound<DeletedAccount[]>(app, 'account-deletion');
    expect(deleted).toEqual([expect.objectContaining({ id: leaver.id, conversationsKept: 1, filesRemoved: 1 })]);
    expect(await runRound<DeletedAccount[]>(app, 'account-deletion')).toEqual([]);

    for (const table of ['posts', 'comments', 'follows', 'post_reactions', 'media_objects', 'user_profiles']) {
      const column = {
        posts: 'author_id',
        comments: 'author_id',
        follows: 'followed_id',
        post_reactions: 'user_id',
        media_objects: 'owner_id',
        user_profiles: 'user_id',
      }[table]!;
      expect(
        await count(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${leaver.id}`,
        ),
      ).toBe(0);
    }
    expect(await count(sql`select count(*)::int as n from users where id = ${leaver.id}`)).toBe(0);
    expect(existsSync(stored)).toBe(false);
    expect(existsSync(archiveFile)).toBe(false);
    // The counters the cancellation corrected stay right.
    const post = (await http().as(friend).get(`/api/posts/${friendPost.id}`)).json() as {
      likesCount: number;
      commentsCount: number;
    };
    expect([post.likesCount, post.commentsCount]).toEqual([0, 0]);

    // The friend keeps the conversation, with a neutral deleted account, and can read it but not write.
    const contacts = (await http().as(friend).get('/api/users/contacts')).json() as Contact[];
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ deleted: true, fullname: '', type: null, preview: 'Y yo a ti' });
    const thread = await http().as(friend).get(`/api/messages/${contacts[0]!.profile_url}`);
    expect(thread.statusCode).toBe(200);
    expect((thread.json() as ThreadPage).rows.map((m) => m.message)).toEqual(['Te escribo', 'Y yo a ti']);
    const write = await http().as(friend).post('/api/messages', { receiverId: contacts[0]!.id, message: '¿Hola?' });
    expect(write.statusCode).toBe(404);
    // The address is free again, and the old one logs nobody in.
    const login = await http().post('/api/users/authenticate', { email: leaver.email, password: PASSWORD });
    expect(login.json().error).toBe('credentials');
    expect(
      (await http().get(`/api/users/${contacts[0]!.profile_url}/profile`, { token: friend.token })).statusCode,
    ).toBe(404);
  });

  it('leaves a restored account alone', async () => {
    const stayer = await createUser(app, { type: 'talento', passwordHash: await hashPassword(PASSWORD) });
    expect((await http().as(stayer).post('/api/users/cancel', { password: PASSWORD })).statusCode).toBe(200);
    expect((await http().post('/api/users/restore', { email: stayer.email, password: PASSWORD })).statusCode).toBe(200);
    // Whatever date the cancellation had set is past now: a restored account has none left.
    await graceOver(stayer.id);
    expect(await runRound<DeletedAccount[]>(app, 'account-deletion')).toEqual([]);
    expect(await count(sql`select count(*)::int as n from users where id = ${stayer.id}`)).toBe(1);
  });
});
