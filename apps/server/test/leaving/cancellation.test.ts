import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@vitrina/contract/notifications';
import { queryRows } from '../../src/db/client.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { createUser } from '../helpers/factories.ts';
import { createClient } from '../helpers/http-client.ts';
import { counters, hiddenEverywhere, hiddenPersonScene, sightings } from '../helpers/hidden-person.ts';
import { createSocketPool, disconnection, listen, realtimeEnv } from '../helpers/sockets.ts';
import { createTestAppWithMail, type TestAppWithMail } from '../helpers/test-app.ts';
import { engineName, testRedisUrl } from '../helpers/test-database.ts';

const PASSWORD = 'una-clave-segura-123';

describe(`cancelling and restoring an account (${engineName}${testRedisUrl ? ' + redis' : ''})`, () => {
  let app: TestAppWithMail;
  let url: string;
  const sockets = createSocketPool();
  const http = () => createClient(app);
  let passwordHash: string;

  beforeAll(async () => {
    app = await createTestAppWithMail({ ...realtimeEnv(), PUBLIC_URL: 'http://vitrina.test' });
    url = await listen(app);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    sockets.closeAll();
    await app?.close();
  });

  it('hides the person everywhere at once, corrects every counter, ends their sessions; restoring brings it all back', async () => {
    const { leaver, friend, viewer, theirPost, friendPost } = await hiddenPersonScene(app, passwordHash);
    const as = http().as(leaver);
    // The leaver also comments, shares and writes.
    const comment = (await as.post('/api/comments', { comment: 'Preciosa', postId: friendPost.id })).json() as {
      id: number;
    };
    expect((await as.post(`/api/reactions/like/comment/${comment.id}`)).statusCode).toBe(200);
    expect((await as.post('/api/posts/share', { id: friendPost.id, description: 'Mirad' })).statusCode).toBe(200);
    expect((await as.post('/api/messages', { receiverId: viewer.id, message: 'Hola' })).statusCode).toBe(200);
    expect((await as.post('/api/messages', { receiverId: friend.id, message: 'Hola amiga' })).statusCode).toBe(200);

    const people = [leaver.id, friend.id, viewer.id];
    const posts = [theirPost.id, friendPost.id];
    const before = await counters(app, people, posts);
    const seenBefore = await sightings(app, viewer, leaver, theirPost, friendPost, friend);
    expect(seenBefore).toMatchObject({
      profile: 200,
      card: 200,
      inFriendsFollowing: true,
      friendsFollowingCount: 1,
      inFeatured: true,
      post: 200,
      inFeed: true,
      inComments: true,
      inSearch: true,
      inContacts: true,
      thread: 200,
    });
    // The friend was followed, liked and commented on by the leaver: notifications from them.
    const fromLeaver = async () =>
      ((await http().as(friend).get('/api/notifications')).json() as NotificationPage).rows.filter((n) =>
        n.actors.some((a) => a.id === leaver.id),
      ).length;
    expect(await fromLeaver()).toBe(3);
    expect(seenBefore.friendPostCounts).toEqual([1, 1, 1]);
    const socket = await sockets.connect(url, { token: leaver.token });
    const closed = disconnection(socket);

    // Wrong or missing password: nothing happens.
    expect((await as.post('/api/users/cancel', { password: 'otra' })).json().errors).toEqual([
      expect.objectContaining({ field: 'password', code: 'contrasena_actual' }),
    ]);
    expect((await as.post('/api/users/cancel', {})).statusCode).toBe(400);
    expect((await http().as(viewer).get(`/api/users/${leaver.profileUrl}/profile`)).statusCode).toBe(200);

    const cancelled = await as.post('/api/users/cancel', { password: PASSWORD });
    expect(cancelled.statusCode).toBe(200);
    const { deletionDate } = cancelled.json() as { deletionDate: string };
    const weeks = (Date.parse(deletionDate) - Date.now()) / (7 * 86_400_000);
    expect(weeks).toBeGreaterThan(3.99);
    expect(weeks).toBeLessThan(4.01);

    // Sessions end: requests and sockets.
    expect((await as.get('/api/users/self')).statusCode).toBe(401);
    expect(await closed).toBeTruthy();
    // Gone from every surface, for someone who followed them and had their message.
    const seenDuring = await sightings(app, viewer, leaver, theirPost, friendPost, friend);
    expect(seenDuring).toEqual(hiddenEverywhere);
    expect(await fromLeaver()).toBe(0);
    const during = await counters(app, people, posts);
    // Friend: one follower (the leaver) and one followed (the leaver) fewer; viewer follows one fewer.
    expect(during.people).toEqual([
      [leaver.id, before.people[0]![1], before.people[0]![2]],
      [friend.id, before.people[1]![1]! - 1, before.people[1]![2]! - 1],
      [viewer.id, before.people[2]![1], before.people[2]![2]! - 1],
    ]);
    expect(during.posts.find((p) => p[0] === friendPost.id)).toEqual([friendPost.id, 0, 0, 0]);
    // Their post and their share left the global feed's count.
    expect(during.live).toBe(before.live - 2);

    // The e-mail, in their language, with the date and how to restore.
    const mail = await app.mail.waitFor((m) => m.to === leaver.email && m.subject.includes('cancelled'));
    expect(mail.text).toContain('Restore my account');
    expect(mail.text).toContain('http://vitrina.test/login');

    // Logging in tells the account is cancelled (only with the right password); restore brings it back.
    const login = (password: string) =>
      http().post('/api/users/authenticate', { email: leaver.email, password }, { lang: 'en' });
    expect((await login('otra')).json().error).toBe('password');
    const refused = await login(PASSWORD);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'account_cancelled' });
    expect((await http().post('/api/users/restore', { email: leaver.email, password: 'otra' })).json().error).toBe(
      'password',
    );
    const restored = await http().post('/api/users/restore', { email: leaver.email, password: PASSWORD });
    expect(restored.statusCode).toBe(200);
    const { token } = restored.json() as { token: string };
    expect((await http().as(token).get('/api/users/self')).statusCode).toBe(200);
    expect(await counters(app, people, posts)).toEqual(before);
    expect(await fromLeaver()).toBe(3);
    // Following again and reporting again answer as repeats do (the viewer's follow and report stand).
    expect(await sightings(app, viewer, leaver, theirPost, friendPost, friend)).toEqual({
      ...seenBefore,
      follow: 200,
      report: 409,
    });
    expect((await login(PASSWORD)).statusCode).toBe(200);
  });

  it('asks an account without a password to choose one first; needs a session', async () => {
    const facebookOnly = await createUser(app, { type: 'talento', passwordHash: null });
    const answer = await http().as(facebookOnly).post('/api/users/cancel', { password: 'x' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error).toBe('password_required');
    expect((await http().post('/api/users/cancel', { password: 'x' })).statusCode).toBe(401);
  });

  it('two cancellations at once (a double click): one cancels and e-mails, the other changes nothing', async () => {
    const leaver = await createUser(app, { type: 'talento', passwordHash, langCode: 'en' });
    const as = http().as(leaver);
    const answers = await Promise.all([
      as.post('/api/users/cancel', { password: PASSWORD }),
      as.post('/api/users/cancel', { password: PASSWORD }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ error: 'already_cancelled' });
    const [row] = await queryRows<{ cancelled: boolean }>(
      app.database.db,
      sql`select cancelled_at is not null as cancelled from users where id = ${leaver.id}`,
    );
    expect(row?.cancelled).toBe(true);
    // Each answer came after its e-mail was handed to the mail server: there is nothing more to wait for.
    expect(app.mail.to(leaver.email).filter((m) => m.subject.includes('cancelled'))).toHaveLength(1);
  });
});
