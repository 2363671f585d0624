import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, CommentPage, Post } from '@vitrina/contract/posts';
import { EMBEDDED_COMMENTS, MAX_COMMENT_LENGTH } from '@vitrina/contract/post-limits';
import { queryRows } from '../../src/db/client.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { block, createAgency, createTalent, publishText } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';
import type { TestUser } from '../helpers/factories.ts';

describe(`comments (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  let owner: TestUser;
  let commenter: TestUser;
  let agency: TestUser;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
    owner = await createTalent(app, 'Dueña');
    commenter = await createTalent(app, 'Comentarista');
    agency = await createAgency(app, 'Agencia');
  });
  afterAll(async () => {
    await app?.close();
  });

  const comment = async (user: TestUser, postId: number, text: string) => {
    const res = await http.as(user).post('/api/comments', { postId, comment: text });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Comment;
  };

  it('talents and agencies comment; a post embeds its first three, oldest first, and counts them all', async () => {
    const post = await publishText(app, owner, 'Comentad');
    const first = await comment(agency, post.id, '  Nos encanta  ');
    expect(first).toMatchObject({
      comment: 'Nos encanta',
      postId: post.id,
      isOwner: true,
      canDelete: true,
      likesCount: 0,
      reacted: false,
      user: { id: agency.id, type: 'agencia' },
    });
    for (let i = 0; i < 4; i += 1) await comment(commenter, post.id, `comentario ${i}`);
    const seen = (await http.as(owner).get(`/api/posts/${post.id}`)).json() as Post;
    expect(seen.commentsCount).toBe(5);
    expect(seen.commentsItems.map((c) => c.comment)).toEqual(['Nos encanta', 'comentario 0', 'comentario 1']);
    expect(seen.commentsItems).toHaveLength(EMBEDDED_COMMENTS);
    // The post's owner may delete others' comments on it, but not edit them.
    expect(seen.commentsItems.every((c) => c.canDelete && !c.isOwner)).toBe(true);
  });

  it('pages a post’s comments oldest first, twelve a page', async () => {
    const post = await publishText(app, owner, 'Muchos comentarios');
    for (let i = 0; i < 14; i += 1) await comment(commenter, post.id, `n${i}`);
    const one = (await http.as(owner).get(`/api/comments/post/${post.id}?page=1`)).json() as CommentPage;
    const two = (await http.as(owner).get(`/api/comments/post/${post.id}?page=2`)).json() as CommentPage;
    expect(one.count).toBe(14);
    expect([...one.rows, ...two.rows].map((c) => c.comment)).toEqual(Array.from({ length: 14 }, (_, i) => `n${i}`));
    expect((await http.as(owner).get('/api/comments/post/987654321')).statusCode).toBe(404);
  });

  it('refuses empty, overlong and orphan comments', async () => {
    const post = await publishText(app, owner, 'Reglas');
    const empty = await http.as(commenter).post('/api/comments', { postId: post.id, comment: '   ' }, { lang: 'en' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'comment_empty', message: 'Write a comment.' });
    const long = await http
      .as(commenter)
      .post('/api/comments', { postId: post.id, comment: 'x'.repeat(MAX_COMMENT_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ field: 'comment', code: 'comment_too_long' });
    expect((await http.as(commenter).post('/api/comments', { postId: 987654321, comment: 'hola' })).statusCode).toBe(
      404,
    );
    expect((await http.post('/api/comments', { postId: post.id, comment: 'hola' })).statusCode).toBe(401);
  });

  it('the author edits; the author or the post’s owner deletes, and the count follows', async () => {
    const post = await publishText(app, owner, 'Editar');
    const mine = await comment(commenter, post.id, 'original');
    const other = await comment(agency, post.id, 'de la agencia');

    expect((await http.as(owner).put('/api/comments/change-comment', { id: mine.id, comment: 'no' })).statusCode).toBe(
      403,
    );
    const edited = await http.as(commenter).put('/api/comments/change-comment', { id: mine.id, comment: 'cambiado' });
    expect(edited.json()).toMatchObject({ comment: 'cambiado', editedAt: expect.any(String) });
    expect(
      (await http.as(commenter).put('/api/comments/change-comment', { id: mine.id, comment: ' ' })).statusCode,
    ).toBe(400);
    expect(
      (await http.as(commenter).put('/api/comments/change-comment', { id: 987654321, comment: 'x' })).statusCode,
    ).toBe(404);

    // Neither a third person nor the other commenter may delete it.
    expect((await http.as(agency).delete(`/api/comments/${mine.id}`)).statusCode).toBe(403);
    const byAuthor = await http.as(commenter).delete(`/api/comments/${mine.id}`);
    expect(byAuthor.json()).toEqual({ postId: post.id, commentsCount: 1 });
    const byOwner = await http.as(owner).delete(`/api/comments/${other.id}`);
    expect(byOwner.json()).toEqual({ postId: post.id, commentsCount: 0 });
    expect((await http.as(owner).delete(`/api/comments/${other.id}`)).statusCode).toBe(404);
  });

  it('comments of a deleted post are gone with it', async () => {
    const post = await publishText(app, owner, 'Se borra');
    const c = await comment(commenter, post.id, 'quedará huérfano');
    await http.as(owner).delete(`/api/posts/${post.id}`);
    expect((await http.as(commenter).put('/api/comments/change-comment', { id: c.id, comment: 'x' })).statusCode).toBe(
      404,
    );
    expect((await http.as(commenter).post('/api/comments', { postId: post.id, comment: 'x' })).statusCode).toBe(404);
    expect((await http.as(commenter).post(`/api/reactions/like/post/${post.id}`)).statusCode).toBe(404);
  });

  it('a person in a block never appears as a commenter to the other, and cannot like their comments', async () => {
    const post = await publishText(app, owner, 'Con bloqueo');
    const troll = await createTalent(app, 'Troll');
    const friend = await createTalent(app, 'Amiga');
    const trollComment = await comment(troll, post.id, 'del troll');
    const friendComment = await comment(friend, post.id, 'de la amiga');
    await block(app, friend.id, troll.id);

    const asFriend = (await http.as(friend).get(`/api/posts/${post.id}`)).json() as Post;
    expect(asFriend.commentsItems.map((c) => c.id)).toEqual([friendComment.id]);
    const listed = (await http.as(friend).get(`/api/comments/post/${post.id}`)).json() as CommentPage;
    expect(listed.rows.map((c) => c.id)).toEqual([friendComment.id]);
    const asTroll = (await http.as(troll).get(`/api/posts/${post.id}`)).json() as Post;
    expect(asTroll.commentsItems.map((c) => c.id)).toEqual([trollComment.id]);
    // Neither may like or delete the other's comment; the owner still sees both.
    expect((await http.as(troll).post(`/api/reactions/like/comment/${friendComment.id}`)).statusCode).toBe(404);
    expect((await http.as(friend).post(`/api/reactions/like/comment/${trollComment.id}`)).statusCode).toBe(404);
    const asOwner = (await http.as(owner).get(`/api/posts/${post.id}`)).json() as Post;
    expect(asOwner.commentsItems.map((c) => c.id)).toEqual([trollComment.id, friendComment.id]);
    // Nor a comment on a post whose author blocked them, though its writer did not.
    const third = await createTalent(app, 'Tercera');
    const like = `/api/reactions/like/comment/${(await comment(third, post.id, 'de la tercera')).id}`;
    await block(app, owner.id, troll.id);
    expect((await http.as(troll).post(like)).statusCode).toBe(404);
    expect((await http.as(friend).post(like)).json()).toEqual({ reacted: true, likesCount: 1 });
  });
});

describe(`likes (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;

  beforeAll(async () => {
    app = await createTestApp();
    http = createClient(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  const stored = async (postId: number) => {
    const [row] = await queryRows<{ counter: number; rows: number }>(
      app.database.db,
      sql`select p.likes_count as counter, (select count(*)::int from post_reactions r where r.post_id = p.id) as rows from posts p where p.id = ${postId}`,
    );
    return { counter: Number(row?.counter), rows: Number(row?.rows) };
  };

  it('toggles without a body and sets the wished state with one', async () => {
    const author = await createTalent(app);
    const fan = await createAgency(app);
    const post = await publishText(app, author, 'Fuego');
    const like = `/api/reactions/like/post/${post.id}`;
    expect((await http.as(fan).post(like)).json()).toEqual({ reacted: true, likesCount: 1 });
    expect((await http.as(fan).post(like)).json()).toEqual({ reacted: false, likesCount: 0 });
    expect((await http.as(fan).post(like, { reacted: true })).json()).toEqual({ reacted: true, likesCount: 1 });
    expect((await http.as(fan).post(like, { reacted: true })).json()).toEqual({ reacted: true, likesCount: 1 });
    expect((await http.as(fan).get(`/api/posts/${post.id}`)).json()).toMatchObject({ reacted: true, likesCount: 1 });
    expect((await http.as(author).get(`/api/posts/${post.id}`)).json()).toMatchObject({
      reacted: false,
      likesCount: 1,
    });
    expect((await http.as(fan).post(like, { reacted: 'yes' })).statusCode).toBe(400);
    expect((await http.as(fan).post('/api/reactions/like/post/987654321')).statusCode).toBe(404);
    expect((await http.post(like)).statusCode).toBe(401);
  });

  it('20 concurrent likes by one person count once; by 20 people, 20', async () => {
    const author = await createTalent(app);
    const post = await publishText(app, author, 'Concurrencia');
    const like = `/api/reactions/like/post/${post.id}`;
    const one = await createTalent(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => http.as(one).post(like, { reacted: true })));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(await stored(post.id)).toEqual({ counter: 1, rows: 1 });

    const people = await Promise.all(Array.from({ length: 19 }, () => createTalent(app)));
    await Promise.all(people.map((person) => http.as(person).post(like, { reacted: true })));
    expect(await stored(post.id)).toEqual({ counter: 20, rows: 20 });

    // Toggles racing each other never leave the counter apart from the rows.
    await Promise.all(people.flatMap((person) => [http.as(person).post(like), http.as(person).post(like)]));
    const after = await stored(post.id);
    expect(after.counter).toBe(after.rows);
  });

  it('likes a comment, and its like leaves with it', async () => {
    const author = await createTalent(app);
    const fan = await createTalent(app);
    const post = await publishText(app, author, 'Comentario con fuego');
    const c = (await http.as(author).post('/api/comments', { postId: post.id, comment: 'gracias' })).json() as Comment;
    expect((await http.as(fan).post(`/api/reactions/like/comment/${c.id}`)).json()).toEqual({
      reacted: true,
      likesCount: 1,
    });
    const seen = (await http.as(fan).get(`/api/posts/${post.id}`)).json() as Post;
    expect(seen.commentsItems[0]).toMatchObject({ reacted: true, likesCount: 1 });
    await http.as(author).delete(`/api/comments/${c.id}`);
    expect((await http.as(fan).post(`/api/reactions/like/comment/${c.id}`)).statusCode).toBe(404);
  });
});
