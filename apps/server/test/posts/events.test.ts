import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Post } from '@vitrina/contract/posts';
import type { DomainEvents, EventName } from '../../src/events/domain-events.ts';
import { createEventBus } from '../../src/events/event-bus.ts';
import { createClient, type TestClient } from '../helpers/http-client.ts';
import { createAgency, createTalent, publishText } from '../helpers/posts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { engineName } from '../helpers/test-database.ts';

const NAMES = [
  'post.created',
  'post.shared',
  'post.deleted',
  'post.liked',
  'post.unliked',
  'comment.created',
  'comment.deleted',
  'comment.liked',
  'comment.unliked',
] as const satisfies readonly EventName[];

describe(`posts announce what happened, after the commit (${engineName})`, () => {
  let app: TestApp;
  let http: TestClient;
  const seen: Array<{ name: EventName; payload: DomainEvents[EventName] }> = [];

  // The bus the app is built with: the test listens on it as the app's own listeners do.
  const events = createEventBus({ error: () => undefined });

  beforeAll(async () => {
    app = await createTestApp({}, {}, undefined, { events });
    http = createClient(app);
    for (const name of NAMES) events.subscribe(name, (payload) => void seen.push({ name, payload }));
  });
  afterAll(async () => {
    await app?.close();
  });

  const take = () => seen.splice(0, seen.length);

  it('publishing, sharing, liking, commenting and deleting each announce one event with the ids a listener needs', async () => {
    const author = await createTalent(app);
    const sharer = await createTalent(app);
    const agency = await createAgency(app);

    const post = await publishText(app, author, 'Evento');
    expect(take()).toEqual([{ name: 'post.created', payload: { postId: post.id, authorId: author.id } }]);

    const share = (await http.as(sharer).post('/api/posts/share', { id: post.id })).json() as Post;
    expect(take()).toEqual([
      {
        name: 'post.shared',
        payload: { postId: share.id, authorId: sharer.id, originalId: post.id, originalAuthorId: author.id },
      },
    ]);

    await http.as(agency).post(`/api/reactions/like/post/${post.id}`);
    await http.as(agency).post(`/api/reactions/like/post/${post.id}`, { reacted: false });
    expect(take()).toEqual([
      { name: 'post.liked', payload: { postId: post.id, userId: agency.id, authorId: author.id } },
      { name: 'post.unliked', payload: { postId: post.id, userId: agency.id, authorId: author.id } },
    ]);

    const comment = (
      await http.as(agency).post('/api/comments', { postId: post.id, comment: 'Bravo' })
    ).json() as Comment;
    await http.as(author).post(`/api/reactions/like/comment/${comment.id}`);
    await http.as(author).delete(`/api/comments/${comment.id}`);
    const created = { commentId: comment.id, postId: post.id, authorId: agency.id, postAuthorId: author.id };
    expect(take()).toEqual([
      { name: 'comment.created', payload: created },
      {
        name: 'comment.liked',
        payload: { commentId: comment.id, postId: post.id, userId: author.id, authorId: agency.id },
      },
      { name: 'comment.deleted', payload: created },
    ]);

    await http.as(author).delete(`/api/posts/${post.id}`);
    expect(take()).toEqual([{ name: 'post.deleted', payload: { postId: post.id, authorId: author.id } }]);
  });

  it('announces nothing for what did not happen: a refused post, a repeated like, another’s delete', async () => {
    const author = await createTalent(app);
    const other = await createTalent(app);
    const post = await publishText(app, author, 'Sin ruido');
    take();
    await http.as(author).post('/api/posts', { description: ' ' });
    await http.as(other).post(`/api/reactions/like/post/${post.id}`, { reacted: true });
    await http.as(other).post(`/api/reactions/like/post/${post.id}`, { reacted: true });
    await http.as(other).delete(`/api/posts/${post.id}`);
    await http.as(author).post('/api/posts/share', { id: post.id });
    expect(take().map((e) => e.name)).toEqual(['post.liked']);
  });
});
