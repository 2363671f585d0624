import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDetail } from '@vitrina/contract/moderation';
import type { NotificationPage } from '@vitrina/contract/notifications';
import type { Post, PostPage } from '@vitrina/contract/posts';
import type { CreateReportResponse, NoticeList } from '@vitrina/contract/reports';
import { acquaint } from '../helpers/acquaint.ts';
import { createUser, type TestUser } from '../helpers/factories.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createTalent, follow, publishText } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import { grantRoleWithFactor } from '../helpers/role-holders.ts';

/** Removal, warning, notices, the reporters told, the audit log. */
describe(`actions on a case (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let moderator: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    moderator = await createUser(app, { type: 'talento', nombre: 'Moderadora', email: 'mode-a@example.test' });
    await grantRoleWithFactor(app, 'mode-a@example.test', 'moderator');
  });
  afterAll(async () => {
    await app?.close();
  });

  const reportOn = async (as: TestUser, target: { kind: string; id: number }, category = 'spam') => {
    const res = await http.as(as).post('/api/reports', { target, category });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as CreateReportResponse).report.caseId;
  };
  const act = (caseId: number, action: string, body: Record<string, unknown>, lang = 'es') =>
    http.as(moderator).post(`/api/moderation/cases/${caseId}/${action}`, body, { lang });
  const counters = async (userId: number, postId: number) => {
    const result = await app.database.db.execute(
      sql`select (select posts_count from users where id = ${userId}) as posts,
        (select comments_count from posts where id = ${postId}) as comments,
        (select shares_count from posts where id = ${postId}) as shares,
        (select live_posts::int from post_stats where id = 1) as live`,
    );
    return (result as unknown as { rows: { posts: number; comments: number; shares: number; live: number }[] })
      .rows[0]!;
  };
  const notices = async (as: TestUser) => ((await http.as(as).get('/api/notices')).json() as NoticeList).rows;

  it('removes a post from every list and moves its counters as a deletion would; the author is told why', async () => {
    const [author, reader, sharer] = [
      await createTalent(app, 'Estafa'),
      await createTalent(app, 'Víctima'),
      await createTalent(app, 'Compartidora'),
    ];
    await follow(app, reader.id, author.id);
    const original = await publishText(app, author, 'Original');
    const post = await publishText(app, author, 'Paga por el casting');
    const share = await http.as(sharer).post('/api/posts/share', { id: post.id, description: '' });
    expect(share.statusCode, share.body).toBe(200);
    const shareOfOriginal = await http.as(sharer).post('/api/posts/share', { id: original.id, description: 'mira' });
    const sharedPost = shareOfOriginal.json() as Post;
    const before = await counters(author.id, original.id);
    const sharerBefore = await counters(sharer.id, original.id);

    const caseId = await reportOn(reader, { kind: 'post', id: post.id }, 'scam');
    const sharedCase = await reportOn(reader, { kind: 'post', id: sharedPost.id }, 'spam');
    const missing = await act(caseId, 'remove', { note: 'n', reason: '   ' }, 'en');
    expect([missing.statusCode, missing.json().error]).toEqual([400, 'moderation_reason_required']);
    const removed = await act(caseId, 'remove', {
      note: 'Estafa clara',
      reason: 'Pedir dinero por un casting es una estafa.',
    });
    expect(removed.json()).toEqual({ outcome: 'removed', closed: 1 });
    expect((await act(sharedCase, 'remove', { note: '', reason: 'Spam' })).statusCode).toBe(200);

    const after = await counters(author.id, original.id);
    expect(after.posts).toBe(before.posts - 1);
    expect(after.live).toBe(before.live - 2);
    expect(after.shares).toBe(before.shares - 1);
    expect((await counters(sharer.id, original.id)).posts).toBe(sharerBefore.posts - 1);
    expect((await http.as(reader).get(`/api/posts/${post.id}`)).statusCode).toBe(404);
    const feed = (await http.as(reader).get('/api/posts/feed')).json() as PostPage;
    expect(feed.posts.map((p) => p.id)).not.toContain(post.id);
    const timeline = (await http.as(reader).get(`/api/posts/user/${author.profileUrl}`)).json() as PostPage;
    expect(timeline.posts.map((p) => p.id)).toEqual([original.id]);

    const [notice] = await notices(author);
    expect(notice).toMatchObject({
      kind: 'removal',
      reason: 'Pedir dinero por un casting es una estafa.',
      content: { kind: 'post', text: 'Paga por el casting' },
    });
    // The case view keeps the copy and shows the action.
    const view = (await http.as(moderator).get(`/api/moderation/cases/${caseId}`)).json() as CaseDetail;
    expect(view.reports[0]!.copies[0]!.text).toBe('Paga por el casting');
    expect(view.actions.map((a) => [a.action, a.note, a.actor?.id])).toEqual([
      ['content.removed', 'Estafa clara', moderator.id],
    ]);
    expect((await act(caseId, 'warn', { note: '', reason: 'x' })).json().error).toBe('moderation_case_closed');
  });

  it('removes a comment and a message: hidden from lists, counts right, the reporter told in a notification', async () => {
    const [author, rude] = [await createTalent(app, 'Postea'), await createTalent(app, 'Grosero')];
    const post = await publishText(app, author, 'Mi foto');
    const created = await http.as(rude).post('/api/comments', { postId: post.id, comment: 'Feo' });
    const comment = created.json() as { id: number };
    await http.as(author).post('/api/comments', { postId: post.id, comment: 'Gracias' });
    expect((await counters(author.id, post.id)).comments).toBe(2);
    const commentCase = await reportOn(author, { kind: 'comment', id: comment.id }, 'harassment');
    expect((await act(commentCase, 'remove', { note: '', reason: 'Insultos' })).statusCode).toBe(200);
    expect((await counters(author.id, post.id)).comments).toBe(1);
    const page = (await http.as(author).get(`/api/comments/post/${post.id}`)).json() as {
      rows: { id: number }[];
      count: number;
    };
    expect([page.rows.map((r) => r.id).includes(comment.id), page.count]).toEqual([false, 1]);
    const shown = (await http.as(author).get(`/api/posts/${post.id}`)).json() as Post;
    expect(shown.commentsItems.map((c) => c.id)).not.toContain(comment.id);

    await acquaint(app, author, rude);
    const first = (await http.as(rude).post('/api/messages', { message: 'Primero', receiverId: author.id })).json() as {
      id: number;
    };
    const last = (await http.as(rude).post('/api/messages', { message: 'Amenaza', receiverId: author.id })).json() as {
      id: number;
    };
    const messageCase = await reportOn(author, { kind: 'message', id: last.id }, 'harassment');
    expect((await http.as(author).get('/api/users/self')).json().user.unreadedMessagesCount).toBe(2);
    expect((await act(messageCase, 'remove', { note: '', reason: 'Amenazas' })).statusCode).toBe(200);
    // The removed message no longer counts as unread (reading the thread below marks the rest read).
    expect((await http.as(author).get('/api/users/self')).json().user.unreadedMessagesCount).toBe(1);
    for (const [who, other] of [
      [author, rude],
      [rude, author],
    ] as const) {
      const thread = (await http.as(who).get(`/api/messages/${other.profileUrl}`)).json() as { rows: { id: number }[] };
      expect(thread.rows.map((m) => m.id)).toEqual([first.id]);
    }
    const contacts = (await http.as(author).get('/api/users/contacts')).json() as { id: number; preview: string }[];
    expect(contacts.find((c) => c.id === rude.id)?.preview).toBe('Primero');

    // The reporter reads the outcome; the only person named is themselves, never the moderator.
    const mine = (await http.as(author).get('/api/notifications')).json() as NotificationPage;
    const resolved = mine.rows.filter((n) => n.type === 'REPORT_RESOLVED');
    expect(resolved.map((n) => [n.outcome, n.actor.id])).toEqual([
      ['removed', author.id],
      ['removed', author.id],
    ]);
    expect(JSON.stringify(resolved)).not.toContain(`"id":${moderator.id},`);
    expect(JSON.stringify(resolved)).not.toContain('Moderadora');
  });

  it('warns: a notice the person acknowledges once, recorded in the append-only log', async () => {
    const [person, reporter] = [await createTalent(app, 'Avisada'), await createTalent(app, 'Testigo')];
    const caseId = await reportOn(reporter, { kind: 'profile', id: person.id }, 'impersonation');
    expect((await act(caseId, 'remove', { note: '', reason: 'x' })).json().error).toBe('moderation_not_removable');
    const tooLong = await act(caseId, 'warn', { note: '', reason: 'x'.repeat(2001) });
    expect([tooLong.statusCode, tooLong.json().errors?.[0]?.code]).toEqual([400, 'moderation_reason_too_long']);
    expect(
      (await act(caseId, 'warn', { note: 'Primera vez', reason: 'No uses el nombre de otra persona.' })).json(),
    ).toEqual({
      outcome: 'warned',
      closed: 1,
    });
    const [notice] = await notices(person);
    expect(notice).toMatchObject({ kind: 'warning', reason: 'No uses el nombre de otra persona.', content: null });
    expect(await notices(reporter)).toEqual([]);
    // Only its person acknowledges it, once.
    expect((await http.as(reporter).post(`/api/notices/${notice!.id}/acknowledge`)).statusCode).toBe(404);
    const ack = await http.as(person).post(`/api/notices/${notice!.id}/acknowledge`);
    expect(ack.json()).toEqual({ acknowledged: true });
    expect(await notices(person)).toEqual([]);
    const again = await http.as(person).post(`/api/notices/${notice!.id}/acknowledge`, undefined, { lang: 'en' });
    expect([again.statusCode, again.json().error]).toEqual([404, 'notice_unknown']);

    const log = (await http.as(moderator).get('/api/moderation/log')).json() as {
      rows: {
        action: string;
        actor: { id: number } | null;
        subject: { id: number } | null;
        detail: { caseId?: number };
      }[];
    };
    expect(log.rows.slice(0, 2).map((r) => [r.action, r.actor?.id, r.subject?.id, r.detail.caseId])).toEqual([
      ['notice.acknowledged', person.id, person.id, caseId],
      ['user.warned', moderator.id, person.id, caseId],
    ]);
    const refused = await app.database.db.execute(sql`delete from moderation_log where action = 'user.warned'`).then(
      () => 'deleted',
      (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
    );
    expect(refused).toMatch(/append-only/);
    const reporterSees = (await http.as(reporter).get('/api/notifications')).json() as NotificationPage;
    expect(reporterSees.rows.find((n) => n.type === 'REPORT_RESOLVED')?.outcome).toBe('warned');
  });

  it('suspends the case’s person: hidden, logged out, the case closed as suspended, the reporter told', async () => {
    const [scammer, reporter] = [await createTalent(app, 'Falsa Agencia'), await createTalent(app, 'Denunciante')];
    const post = await publishText(app, scammer, 'Paga 100 € por tu casting');
    const caseId = await reportOn(reporter, { kind: 'post', id: post.id }, 'scam');
    const bad = await act(caseId, 'suspend', { days: 0, reason: 'Estafa', note: '' }, 'en');
    expect(bad.statusCode).toBe(400);
    const done = await act(caseId, 'suspend', { days: 30, reason: 'Pedir dinero es una estafa.', note: 'Dos casos' });
    expect(done.json()).toEqual({ outcome: 'suspended', closed: 1 });
    expect((await act(caseId, 'suspend', { days: 30, reason: 'Otra vez', note: '' })).statusCode).toBe(409);

    expect((await http.as(scammer).get('/api/users/self')).statusCode).toBe(401);
    expect((await http.as(reporter).get(`/api/users/${scammer.profileUrl}`)).statusCode).toBe(404);
    const detail = (await http.as(moderator).get(`/api/moderation/cases/${caseId}`)).json() as CaseDetail;
    expect([detail.status, detail.outcome]).toEqual(['closed', 'suspended']);
    // One entry, the suspension itself, tied to the case.
    expect(detail.actions.map((entry) => [entry.action, entry.note])).toEqual([['account.suspended', 'Dos casos']]);
    const told = (await http.as(reporter).get('/api/notifications')).json() as NotificationPage;
    expect(told.rows.find((n) => n.type === 'REPORT_RESOLVED')?.outcome).toBe('suspended');
  });

  it('never suspends oneself from a case', async () => {
    const post = await publishText(app, moderator, 'Mía');
    const reporter = await createTalent(app, 'Quejosa');
    const caseId = await reportOn(reporter, { kind: 'post', id: post.id });
    const res = await act(caseId, 'suspend', { days: null, reason: 'x', note: '' }, 'en');
    expect([res.statusCode, res.json().error]).toEqual([400, 'suspension_self']);
    expect((await http.as(moderator).get(`/api/moderation/cases/${caseId}`)).json().status).toBe('open');
  });

  it('keeps notices behind a session', async () => {
    expect((await http.get('/api/notices')).statusCode).toBe(401);
    expect((await http.post('/api/notices/1/acknowledge')).statusCode).toBe(401);
  });
});
