import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentPage, PostPage } from '@vitrina/contract/posts';
import { createClient } from '../helpers/http-client.ts';
import { makeImage } from '../helpers/media-files.ts';
import {
  createTalent,
  follow,
  hasTimelines,
  publish,
  publishText,
  settleTimelines,
  uploadForPost,
} from '../helpers/posts.ts';
import { realtimeEnv } from '../helpers/sockets.ts';
import { createStatementLog } from '../helpers/statement-log.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import type { TestUser } from '../helpers/factories.ts';

/** A post's write is one statement and its answer reads nothing it already knows (decision 0015's later note). */
describe(`a new post's statements (${engineName})`, () => {
  let app: TestApp;
  let ana: TestUser;
  let bruno: TestUser;
  const log = createStatementLog();

  beforeAll(async () => {
    // Home timelines in Redis when the tests have one (a quarter of an hour's window), in process on PGlite.
    app = await createTestApp({ ...realtimeEnv(), TIMELINE_ACTIVE_DAYS: '0.01' }, {}, undefined, {
      onQuery: log.onQuery,
    });
    ana = await createTalent(app, 'Ana');
    bruno = await createTalent(app, 'Bruno');
    await follow(app, bruno.id, ana.id);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** Followers' NEW_POST entries are always made due; PostgreSQL without Redis has no home timelines to deliver to. */
  const due = (write: string | undefined) => {
    expect(write).toMatch(/insert into "new_post_notices"/);
    if (hasTimelines(app)) expect(write).toMatch(/insert into "timeline_fanouts"/);
    else expect(write).not.toMatch(/fanouts/);
  };
  /** The entries themselves are written off the request (decision 0008). */
  const entriesOf = (statements: string[]) => statements.filter((s) => /insert into "notifications"/i.test(s));
  const inserts = (statements: string[]) => statements.filter((s) => /insert into "posts"/i.test(s));
  const transactionsOf = (statements: string[]) => statements.filter((s) => /^\s*begin\b/i.test(s));
  const readsBack = (statements: string[]) => statements.filter((s) => /from "post_files"|from "comments"/i.test(s));
  const feedIdsOf = async (user: TestUser) =>
    ((await createClient(app).as(user).get('/api/posts/feed')).json() as PostPage).posts.map((p) => p.id);

  it('text alone: one statement writes the row, both counters and the delivery, with no transaction', async () => {
    let id = 0;
    const statements = await log.during(async () => (id = (await publishText(app, ana, 'Solo texto')).id));
    const [write, ...more] = inserts(statements);
    expect(more).toEqual([]);
    expect(write).toMatch(/update "users" set "posts_count"/);
    expect(write).toMatch(/update "post_stats" set "live_posts"/);
    due(write);
    expect(entriesOf(statements)).toEqual([]);
    if (engineName === 'postgres') expect(transactionsOf(statements)).toEqual([]);
    // The answer's files and first comments are known: a new post has none of either.
    expect(readsBack(statements)).toEqual([]);
    await settleTimelines(app);
    expect(await feedIdsOf(bruno)).toContain(id);
  });

  it('with a hashtag or a photo: the same statement inside a transaction, and the photo answered as written', async () => {
    const tagged = await log.during(() => publishText(app, ana, 'Con #etiqueta'));
    expect(inserts(tagged)).toHaveLength(1);
    due(inserts(tagged)[0]);
    if (engineName === 'postgres') expect(transactionsOf(tagged)).toHaveLength(1);

    const photo = await uploadForPost(app, ana, await makeImage(320, 240), 'foto.jpg', 'image/jpeg');
    let files: Array<{ type: string; width: number | null; description: string }> = [];
    let id = 0;
    const withPhoto = await log.during(async () => {
      const post = await publish(app, ana, { description: '', files: [{ filename: photo, description: 'Mi foto' }] });
      id = post.id;
      files = post.files;
    });
    expect(files.map((f) => [f.type, f.width, f.description])).toEqual([['PHOTO', 320, 'Mi foto']]);
    expect(readsBack(withPhoto)).toEqual([]);
    // Read again by another person, the kept files are the post's.
    const seen = (await createClient(app).as(bruno).get(`/api/posts/${id}`)).json() as { files: typeof files };
    expect(seen.files.map((f) => [f.type, f.width, f.description])).toEqual([['PHOTO', 320, 'Mi foto']]);
    await settleTimelines(app);
    expect(await feedIdsOf(bruno)).toContain(id);
  });

  it("a comment: one statement writes it, moves its post's count and answers it, with no transaction", async () => {
    const post = await publishText(app, ana, 'Para comentar');
    let answer: unknown;
    const statements = await log.during(async () => {
      const res = await createClient(app).as(bruno).post('/api/comments', { comment: ' Qué bien ', postId: post.id });
      expect(res.statusCode, res.body).toBe(200);
      answer = res.json();
    });
    const writes = statements.filter((s) => /insert into "comments"|update "posts" set "comments_count"/i.test(s));
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/update "posts" set "comments_count"/);
    if (engineName === 'postgres') expect(transactionsOf(statements)).toEqual([]);
    // Not read back: the answer is the one the post's comments list.
    expect(readsBack(statements.filter((s) => !writes.includes(s)))).toEqual([]);
    const listed = (await createClient(app).as(bruno).get(`/api/comments/post/${post.id}`)).json() as CommentPage;
    expect(listed.rows).toEqual([answer]);
    expect(answer).toMatchObject({ comment: 'Qué bien', isOwner: true, canDelete: true, likesCount: 0 });
    const read = await createClient(app).as(ana).get(`/api/posts/${post.id}`);
    expect((read.json() as { commentsCount: number }).commentsCount).toBe(1);
  });
});
