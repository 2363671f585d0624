import type { Portfolio } from '@vitrina/contract/pins';
import { PUBLIC_PAGE_PHOTOS, PUBLIC_PAGE_POSTS } from '@vitrina/contract/public-profiles';
import type { MediaType, Post, UserMediaItem, UserMediaResponse } from '@vitrina/contract/posts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { Viewer } from '../../sessions/session-plugin.ts';
import { visibleTo, type Visibility } from '../graph/visibility.ts';
import { listPostVideos } from '../media/video/post-videos.ts';
import type { PostRecord } from '../posts/post-rows.ts';
import { pageCount } from '../posts/post-rules.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { createFeedRepository } from './feed.repository.ts';
import type { HomeTimeline } from './home-timeline.ts';
import { createKeptLists, type KeptPages } from './kept-pages.ts';
import type { PageRequest, PostScope } from './list-scopes.ts';
import { pageBody } from './post-json.ts';
import type { PostReader } from './post-reader.ts';
import { toUserMediaItem } from './posts.mapper.ts';
import { createProfileMediaRepository } from './profile-media.repository.ts';

export interface FeedServiceDeps {
  db: Db;
  lists: Db;
  reader: PostReader;
  directory: Pick<UserDirectory, 'findVisibleByProfileUrl'>;
  /** Stored home timelines (decision 0005); null: the followed feed is read from the database only. */
  homeTimeline: HomeTimeline | null;
  /** Pages kept per reader: the global feed's and profile timelines'. */
  keptPages: KeptPages;
}

/** A visitor without an account: no id is 0, so only the rule for everyone (cancelled accounts) applies. */
const NOBODY = 0;

/** The lists: the feed, a profile's timeline, media tabs and portfolio, and the public page's work. */
export function createFeedService(deps: FeedServiceDeps) {
  const { db, lists, reader, directory, homeTimeline, keptPages } = deps;
  const repository = createFeedRepository(db, lists);
  const media = createProfileMediaRepository(db);
  const keptLists = createKeptLists(lists, repository, keptPages);

  // A page's rows carry the list's count; an empty page (past the end) counts alone. Checked post by post.
  async function answer(seen: Visibility, scope: PostScope, records: PostRecord[]): Promise<Buffer> {
    const total =
      records[0]?.total ??
      (await (scope.kind === 'network' ? repository.countNetworkPosts(seen) : repository.countVisible(seen, scope)));
    return pageBody(await reader.assembleJson(seen, records), pageCount(total));
  }

  async function page(seen: Visibility, scope: PostScope, request: PageRequest): Promise<Buffer> {
    if (scope.kind === 'all') return answer(seen, scope, await keptLists.page(seen, scope, request));
    return answer(seen, scope, await repository.listPage(seen, scope, request));
  }

  /** The followed feed: from the viewer's home timeline when it can answer, else from the database. */
  async function networkPage(seen: Visibility, request: PageRequest): Promise<Buffer> {
    const scope = { kind: 'network' } as const;
    const stored = homeTimeline ? await homeTimeline.page(seen, request) : null;
    return answer(seen, scope, stored ?? (await repository.listPage(seen, scope, request)));
  }

  /** The person a profile address names, unless a block stands between them and the viewer (404 either way). */
  async function profileOwner(seen: Visibility, profileUrl: string): Promise<number> {
    const owner = await directory.findVisibleByProfileUrl(seen, profileUrl);
    if (!owner) throw notFound();
    return owner.id;
  }

  return {
    /** GET /api/posts/feed: my network (default) or every talent (`filter=agencia`). */
    feed(viewer: Viewer, query: PageRequest & { filter?: 'agencia' | undefined }) {
      const seen = visibleTo(viewer.id);
      return query.filter === 'agencia' ? page(seen, { kind: 'all' }, query) : networkPage(seen, query);
    },

    /** GET /api/posts/user/{profile_url}: a profile's posts. */
    async timeline(viewer: Viewer, profileUrl: string, request: PageRequest): Promise<Buffer> {
      const seen = visibleTo(viewer.id);
      // One statement finds the author with the page; only an empty page asks whether the profile is there.
      const records = await keptLists.page(seen, { kind: 'profile', profileUrl }, request);
      const authorId = records[0]?.authorId ?? (await profileOwner(seen, profileUrl));
      return answer(seen, { kind: 'author', authorId }, records);
    },

    /** The public page's work (decision 0021): the newest posts, without their comments, and photos. */
    async showcase(authorId: number): Promise<{ posts: Post[]; photos: UserMediaItem[] }> {
      const seen = visibleTo(NOBODY);
      const [records, photos] = await Promise.all([
        repository.listPage(seen, { kind: 'author', authorId }, { page: 1 }),
        media.listFiles(seen, authorId, 'PHOTO', PUBLIC_PAGE_PHOTOS, 0),
      ]);
      // Comments are other people's words, written for members: the page leaves them out.
      const posts = await reader.assemble(seen, records.slice(0, PUBLIC_PAGE_POSTS));
      return {
        posts: posts.map((post) => ({ ...post, commentsItems: [] })),
        photos: photos.rows.map((row) => toUserMediaItem(row)),
      };
    },

    /** GET /api/posts/user/{profile_url}/{type}/type: a profile's photos, videos or documents. */
    async media(
      viewer: Viewer,
      profileUrl: string,
      type: MediaType,
      limit: number,
      pageNumber: number,
    ): Promise<UserMediaResponse> {
      const seen = visibleTo(viewer.id);
      const offset = (pageNumber - 1) * limit;
      const found =
        type === 'VIDEO'
          ? await media.listVideos(seen, await profileOwner(seen, profileUrl), limit, offset)
          : await media.listFilesByAddress(seen, profileUrl, type, limit, offset);
      if (!found) throw notFound();
      const { rows, count } = found;
      const videos = await listPostVideos(
        db,
        rows.map((row) => row.videoFileId),
      );
      const videoOf = (id: number | null) => (id === null ? undefined : videos.get(id));
      return { rows: rows.map((row) => toUserMediaItem(row, videoOf(row.videoFileId))), count };
    },

    /** GET /api/posts/user/{profile_url}/pins: across a block the profile is not there (404). */
    async portfolio(viewer: Viewer, profileUrl: string): Promise<Portfolio> {
      const seen = visibleTo(viewer.id);
      const owner = await directory.findVisibleByProfileUrl(seen, profileUrl);
      if (!owner) throw notFound();
      const ids = await repository.listPinnedIds(owner.id);
      const records = await repository.listVisibleById(seen, ids);
      const order = new Map(ids.map((id, index) => [id, index]));
      records.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      return { posts: await reader.assemble(seen, records) };
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
