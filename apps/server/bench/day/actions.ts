import { performance } from 'node:perf_hooks';
import { categoryMenuSlugs } from '@vitrina/contract/discovery-limits';
import type { MediaFile, UploadUrlResponse } from '@vitrina/contract/media';
import type { Post, PostPage, UserMediaResponse } from '@vitrina/contract/posts';
import { PAST_FIRST_PAGE, TWO_PHOTOS, WRITING_SECONDS, type ActionKind } from './behaviour.ts';
import type { FanoutProbe } from './fanout-probe.ts';
import type { Http } from './http.ts';
import type { Ledger } from './ledger.ts';
import type { Live } from './live.ts';
import type { Person, PostRef } from './people.ts';

type Feed = 'followed' | 'global';

/** A person of the crowd while it runs: their session, whom they may write to, where their feeds are. */
export interface Actor extends Person {
  token: string;
  /** People of the crowd this person may message: they follow this person, or a conversation is open. */
  partners: number[];
  /** People of the crowd who follow this person (a new post of theirs is probed in these feeds). */
  followers: number[];
  /** The next page of each feed (its cursor), after the last page read. */
  cursors: Record<Feed, { page: number; before: number } | null>;
  /** Posts of the last feed page the person has not liked and did not write: what they like or comment on. */
  seen: PostRef[];
}

export interface World {
  http: Http;
  live: Live;
  probe: FanoutProbe;
  /** The writes the app acknowledged, checked against the database at the end. */
  ledger: Ledger;
  people: Map<number, Actor>;
  /** Talents with photos (profile views). */
  profiles: readonly string[];
  /** Posts to like or comment on before a feed was read. */
  posts: readonly PostRef[];
  photos: readonly Buffer[];
}

/** Three-filter faceted searches (the discovery benchmark's cases), and plain explore lists and name searches. */
const FACETED = [
  '/api/scouting/search?category=5&height=165-185&eye_colour=green,brown',
  '/api/scouting/search?languages=en&travel=world&available=castings,contracts',
  '/api/scouting/search?category=2&instruments=guitar&country=MX&order=newest',
];
const TERMS = ['ma', 'garci', 'josé', 'ana', 'lu', 'car', 'sofi'];
const COUNTRIES = ['MX', 'AR', 'CO', 'ES', 'CL', 'PE'];
const WORDS = ['Qué buena', 'Me encanta', 'Increíble trabajo', 'Gran sesión', 'Felicidades', 'Bravo'];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const text = () => `${pick(WORDS)} ${Math.floor(Math.random() * 1e6)}`;

/** Something to like or comment on: a post of the person's last feed page, else one of the sample. */
function target(world: World, actor: Actor): PostRef | null {
  const seen = actor.seen.pop();
  if (seen) return seen;
  for (let tries = 0; tries < 5; tries += 1) {
    const post = pick(world.posts);
    if (post && post.authorId !== actor.id) return post;
  }
  return null;
}

async function readFeed(world: World, actor: Actor, feed: Feed): Promise<void> {
  const kind = feed === 'followed' ? 'feed-followed' : 'feed-global';
  const cursor = actor.cursors[feed];
  const next = cursor && Math.random() < PAST_FIRST_PAGE ? cursor : null;
  const page = next?.page ?? 1;
  const query = `page=${page}${next ? `&before=${next.before}` : ''}${feed === 'global' ? '&filter=agencia' : ''}`;
  const answer = await world.http.call<PostPage>(kind, next ? 'a later page' : 'page 1', {
    path: `/api/posts/feed?${query}`,
    token: actor.token,
  });
  if (!answer.data) return;
  const posts = answer.data.posts;
  const last = posts.at(-1);
  actor.cursors[feed] = last && page < answer.data.limit ? { page: page + 1, before: last.id } : null;
  actor.seen = posts.filter((p) => !p.reacted && !p.isOwner).map((p) => ({ id: p.id, authorId: p.user.id }));
}

/** A profile page (the profile, its first posts, the view reported), then one of its photos opened. */
async function viewProfile(world: World, actor: Actor): Promise<void> {
  let url = pick(world.profiles);
  if (url === actor.profileUrl) url = pick(world.profiles);
  const { http } = world;
  const token = actor.token;
  const name = encodeURIComponent(url);
  const profile = await http.call('profile', 'profile', { path: `/api/users/${name}/profile`, token });
  if (!profile.ok) return;
  await http.call('profile', 'posts page 1', { path: `/api/posts/user/${name}?page=1`, token });
  const view = { kind: 'profile', profile_url: url, source: 'feed' };
  await http.call('profile', 'view reported', { method: 'POST', path: '/api/insights/views', token, json: view });
  const photos = await http.call<UserMediaResponse>('photo', 'photos tab', {
    path: `/api/posts/user/${name}/PHOTO/type?limit=12`,
    token,
  });
  const photo = photos.data?.rows.length ? pick(photos.data.rows) : null;
  if (!photo) return;
  await http.call('photo', 'its post', { path: `/api/posts/${photo.post.id}`, token });
  await http.call('photo', 'the file', { path: photo.url, read: 'drain' });
  const photoView = { kind: 'photo', postId: photo.post.id, source: 'direct' };
  await http.call('photo', 'view reported', { method: 'POST', path: '/api/insights/views', token, json: photoView });
}

async function explore(world: World, actor: Actor): Promise<void> {
  const lists = [
    () => ['featured list', '/api/users/destacados?page=1'],
    () => ['recent list', '/api/users/recientes?page=1'],
    () => ['category list', `/api/categories/users/${pick(categoryMenuSlugs)}?country=${pick(COUNTRIES)}&page=1`],
    () => ['name search', `/api/users/search?term=${encodeURIComponent(pick(TERMS))}`],
  ];
  const [step, path] = pick(lists)();
  await world.http.call('explore', step!, { path: path!, token: actor.token });
}

async function like(world: World, actor: Actor): Promise<void> {
  const post = target(world, actor);
  if (!post) return;
  const refused = world.live.expectNotification(post.authorId, 'LIKE_POST', post.id);
  const liked = await world.http.call('like', 'like', {
    method: 'POST',
    path: `/api/reactions/like/post/${post.id}`,
    token: actor.token,
    json: { reacted: true },
  });
  if (liked.ok) world.ledger.like(post.id, actor.id);
  else refused();
}

async function comment(world: World, actor: Actor): Promise<void> {
  const post = target(world, actor);
  if (!post) return;
  const refused = world.live.expectNotification(post.authorId, 'COMMENT', post.id);
  const body = { comment: text(), postId: post.id };
  const answer = await world.http.call<{ id: number }>('comment', 'comment', {
    method: 'POST',
    path: '/api/comments',
    token: actor.token,
    json: body,
  });
  if (answer.data) world.ledger.comment(answer.data.id);
  else refused();
}

/** One photo through the real route: an upload URL, the bytes, the check and processing; answers its upload id. */
async function upload(world: World, actor: Actor): Promise<string | null> {
  const { http } = world;
  const token = actor.token;
  const ticket = await http.call<UploadUrlResponse>('post', 'upload url', {
    method: 'POST',
    path: '/api/posts/aws-url',
    token,
    json: { filename: `IMG_${Math.floor(Math.random() * 9000) + 1000}.jpg`, type: 'image/jpeg', ext: 'jpg' },
  });
  if (!ticket.data) return null;
  const put = await http.call('post', 'upload bytes', {
    method: 'PUT',
    path: ticket.data.url,
    body: pick(world.photos),
    contentType: 'image/jpeg',
    read: 'drain',
  });
  if (!put.ok) return null;
  const done = await http.call<MediaFile>('post', 'upload complete', {
    method: 'POST',
    path: '/api/media/complete',
    token,
    json: { filename: ticket.data.filename },
  });
  return done.ok ? ticket.data.filename : null;
}

async function publish(world: World, actor: Actor): Promise<void> {
  const files: Array<{ filename: string; description: string }> = [];
  if (Math.random() < TWO_PHOTOS) {
    const writing = WRITING_SECONDS.least + Math.random() * (WRITING_SECONDS.most - WRITING_SECONDS.least);
    const [uploads] = await Promise.all([
      Promise.all([upload(world, actor), upload(world, actor)]),
      new Promise((resolve) => setTimeout(resolve, writing * 1000)),
    ]);
    if (uploads.some((u) => u === null)) return;
    for (const filename of uploads) files.push({ filename: filename!, description: '' });
  }
  const post = await world.http.call<Post>('post', 'create', {
    method: 'POST',
    path: '/api/posts',
    token: actor.token,
    json: { description: `${text()} #vitrina`, files },
  });
  if (!post.data) return;
  world.ledger.post(post.data.id);
  const followers = actor.followers.flatMap((id) => world.people.get(id)?.token ?? []);
  world.probe.posted(post.data.id, performance.now(), followers);
}

/** Runs one action of a person; the requests record their own latency and failures. */
export function act(world: World, actor: Actor, kind: ActionKind): Promise<void> {
  const { http, live } = world;
  const token = actor.token;
  switch (kind) {
    case 'feed-followed':
      return readFeed(world, actor, 'followed');
    case 'feed-global':
      return readFeed(world, actor, 'global');
    case 'profile':
      return viewProfile(world, actor);
    case 'explore':
      return explore(world, actor);
    case 'search-faceted':
      return http.call('search-faceted', 'scouting search', { path: pick(FACETED), token }).then(() => undefined);
    case 'like':
      return like(world, actor);
    case 'comment':
      return comment(world, actor);
    case 'post':
      return publish(world, actor);
    case 'message':
      if (actor.partners.length > 0) live.send(actor.id, pick(actor.partners));
      return Promise.resolve();
    case 'notifications':
      return http.call('notifications', 'page 1', { path: '/api/notifications?page=1', token }).then(() => undefined);
    case 'insights':
      return http.call('insights', 'dashboard', { path: '/api/insights?days=30', token }).then(() => undefined);
  }
}

/** The receiver of a live message reads the conversation, which marks it read. */
export function readConversation(world: World, receiverId: number, senderProfileUrl: string): void {
  const receiver = world.people.get(receiverId);
  if (!receiver) return;
  const path = `/api/messages/${encodeURIComponent(senderProfileUrl)}`;
  void world.http.call('message-read', 'conversation', { path, token: receiver.token });
}
