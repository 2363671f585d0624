import { extractTags } from '@vitrina/contract/hashtag-rules';
import { PUBLIC_PAGE_PHOTOS, PUBLIC_PAGE_POSTS } from '@vitrina/contract/public-profiles';
import type { CreatePostRequest, MediaType, Post, UserMediaItem, UserMediaResponse } from '@vitrina/contract/posts';
import { adjustCounters } from '../../db/counters.ts';
import type { Db } from '../../db/client.ts';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { AppError, forbidden, notFound } from '../../http/app-error.ts';
import { visibleTo, type Visibility } from '../graph/visibility.ts';
import type { MediaService, PreparedAttachment } from '../media/media.service.ts';
import type { UserDirectory } from '../profiles/user-directory.ts';
import { listPostVideos } from '../media/video/post-videos.ts';
import type { VideoService } from '../media/video/video.service.ts';
import { toUserMediaItem } from './posts.mapper.ts';
import {
  createPostsRepository,
  type NewPost,
  type NewPostFile,
  type PageRequest,
  type PostRecord,
  type PostScope,
} from './posts.repository.ts';
import { checkComposition, checkEdit, checkShare, mayPost, pageCount } from './post-rules.ts';
import type { Viewer } from '../../sessions/session-plugin.ts';
import type { PostReader } from './post-reader.ts';
import { createProfileMediaRepository } from './profile-media.repository.ts';
import { createPostTagsRepository } from './post-tags.repository.ts';
import { retirePost } from './moderated-content.ts';
import { pageBody } from './post-json.ts';
import type { HomeTimeline } from './home-timeline.ts';
import { createKeptLists, type KeptPages } from './kept-pages.ts';

export type { Viewer };

export interface PostsServiceDeps {
  db: Db;
  lists: Db;
  transactions: Transactions;
  reader: PostReader;
  media: Pick<MediaService, 'prepareAttachment' | 'claimAttachment' | 'discardAttachments'>;
  /** A deleted post's uploaded video leaves storage with it. */
  videos: Pick<VideoService, 'discardOf'>;
  directory: Pick<UserDirectory, 'findVisibleByProfileUrl' | 'countNetworkPosts'>;
  /** Stored home timelines (decision 0030); null: the followed feed is read from the database only. */
  homeTimeline: HomeTimeline | null;
  /** Pages kept per reader (decision 0048): the global feed's and profile timelines'. */
  keptPages: KeptPages;
}

type CreateInput = Required<Pick<CreatePostRequest, 'description' | 'videoUrl'>> & {
  files: Array<{ filename: string; description: string }>;
};

/** A visitor without an account: no id is 0, so only the rule for everyone (cancelled accounts) applies. */
const NOBODY = 0;

const assertTalent = (viewer: Viewer) => {
  if (!mayPost(viewer)) throw new AppError('talents_only');
};

/** Posts: publishing, editing, deleting, sharing, and the lists (feed, a profile's timeline and media tabs). */
export function createPostsService(deps: PostsServiceDeps) {
  const { db, lists, transactions, reader, media, videos, directory, homeTimeline, keptPages } = deps;
  const repository = createPostsRepository(db, lists);
  const keptLists = createKeptLists(lists, repository, keptPages);

  async function getVisible(viewerId: number, id: number): Promise<Post> {
    const seen = visibleTo(viewerId);
    const record = await repository.findPost(viewerId, id);
    if (!record || record.deletedAt || (await seen.hides(db, record.authorId))) throw notFound();
    const [post] = await reader.assemble(seen, [record]);
    if (!post) throw notFound();
    return post;
  }

  // A page's rows carry the list's count; an empty page (past the end) counts alone. Checked post by post (0043).
  async function answer(seen: Visibility, scope: PostScope, records: PostRecord[]): Promise<Buffer> {
    const total =
      records[0]?.total ??
      (await (scope.kind === 'network' ? directory.countNetworkPosts(seen) : repository.countVisible(seen, scope)));
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

  /** A new post's row, tags and counters, and its announcement: what every kind of post has. */
  async function insertLive(tx: Tx, post: NewPost): Promise<number> {
    const postId = await createPostsRepository(tx.db).insertLivePost(post, homeTimeline !== null);
    await createPostTagsRepository(tx.db).addTags(postId, post.authorId, extractTags(post.description));
    tx.publish('post.created', { postId, authorId: post.authorId });
    homeTimeline?.madeDue(tx);
    return postId;
  }

  return {
    getPost: (viewer: Viewer, id: number) => getVisible(viewer.id, id),

    /** A ready video's post (issue 26.1), in the transaction that found it ready or was asked to publish it. */
    publishVideo: (tx: Tx, video: { id: number; ownerId: number; description: string; posterName: string | null }) =>
      insertLive(tx, {
        authorId: video.ownerId,
        description: video.description.trim(),
        videoId: null,
        videoFileId: video.id,
        videoPoster: video.posterName,
        sharedPostId: null,
      }),

    /** POST /api/posts */
    async createPost(viewer: Viewer, input: CreateInput): Promise<Post> {
      assertTalent(viewer);
      // The files are checked and processed first, outside any transaction (pixel work never holds one).
      const prepared: PreparedAttachment[] = [];
      for (const file of input.files) prepared.push(await media.prepareAttachment(viewer.id, file.filename));
      const composition = checkComposition({
        description: input.description,
        attachments: prepared.map((p) => (p.file.type === 'PHOTO' ? 'photo' : 'document')),
        videoUrl: input.videoUrl,
      });
      if (!composition.ok) {
        throw new AppError(
          composition.code,
          composition.field ? { fields: [{ field: composition.field, code: composition.code }] } : {},
        );
      }
      const plain = prepared.length === 0 && extractTags(composition.description).length === 0;
      const id = await (plain ? transactions.single : transactions.run)(async (tx) => {
        const postId = await insertLive(tx, {
          authorId: viewer.id,
          description: composition.description,
          videoId: composition.videoId,
          sharedPostId: null,
        });
        const files: NewPostFile[] = [];
        for (const [position, attachment] of prepared.entries()) {
          const file = await media.claimAttachment(tx, attachment);
          files.push({
            authorId: viewer.id,
            mediaId: attachment.id,
            position,
            kind: file.type,
            name: file.filename,
            displayName: file.name,
            ext: file.ext,
            size: file.size,
            width: file.width,
            height: file.height,
            description: file.type === 'PHOTO' ? (input.files[position]?.description ?? '') : '',
          });
        }
        const written = await createPostsRepository(tx.db).insertFiles(postId, files);
        tx.afterCommit(() => reader.remember(postId, written));
        return postId;
      });
      return getVisible(viewer.id, id);
    },

    /** PUT /api/posts/change-comment: the owner changes the text. */
    async editPost(viewer: Viewer, id: number, description: string): Promise<Post> {
      const record = await repository.findPost(viewer.id, id);
      if (!record || record.deletedAt) throw notFound();
      if (record.authorId !== viewer.id) throw forbidden();
      const besidesText =
        record.videoId !== null ||
        record.videoFileId !== null ||
        record.sharedPostId !== null ||
        (await repository.hasFiles(id));
      const problem = checkEdit(description, besidesText);
      if (problem) throw new AppError(problem, { fields: [{ field: 'description', code: problem }] });
      // The text and its tags change together, or neither does.
      await transactions.run(async (tx) => {
        await createPostsRepository(tx.db).updateDescription(id, description.trim());
        await createPostTagsRepository(tx.db).replaceTags(id, viewer.id, extractTags(description));
      });
      return getVisible(viewer.id, id);
    },

    /** DELETE /api/posts/{id}: gone from every list, counters corrected, files removed from storage. */
    async deletePost(viewer: Viewer, id: number): Promise<void> {
      const record = await repository.findPost(viewer.id, id);
      if (!record || record.deletedAt) throw notFound();
      if (record.authorId !== viewer.id) throw forbidden();
      await transactions.run(async (tx) => {
        if (!(await retirePost(tx, id, viewer.id))) throw notFound();
        const mediaIds = await createPostsRepository(tx.db).deleteFiles(id);
        if (mediaIds.length > 0) tx.afterCommit(() => media.discardAttachments(mediaIds));
        const videoId = record.videoFileId;
        if (videoId !== null) tx.afterCommit(() => videos.discardOf(videoId));
      });
    },

    /** POST /api/posts/share: a talent shares someone else's original post. */
    async sharePost(viewer: Viewer, originalId: number, description: string): Promise<Post> {
      assertTalent(viewer);
      const id = await transactions.run(async (tx) => {
        const posts = createPostsRepository(tx.db);
        const original = await posts.lockLive(originalId);
        if (!original || (await visibleTo(viewer.id).hides(tx.db, original.authorId))) throw notFound();
        const problem = checkShare(viewer.id, original);
        if (problem) throw new AppError(problem);
        const share = { authorId: viewer.id, description: description.trim(), videoId: null, sharedPostId: originalId };
        const postId = await posts.insertLivePost(share, homeTimeline !== null);
        await createPostTagsRepository(tx.db).addTags(postId, viewer.id, extractTags(description));
        await adjustCounters(tx, 1, [{ counter: 'postShares', id: originalId, delta: 1 }]);
        tx.publish('post.shared', { postId, authorId: viewer.id, originalId, originalAuthorId: original.authorId });
        homeTimeline?.madeDue(tx);
        return postId;
      });
      return getVisible(viewer.id, id);
    },

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
        createProfileMediaRepository(db).listFiles(seen, authorId, 'PHOTO', PUBLIC_PAGE_PHOTOS, 0),
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
      const authorId = await profileOwner(seen, profileUrl);
      const repo = createProfileMediaRepository(db);
      const offset = (pageNumber - 1) * limit;
      const { rows, count } =
        type === 'VIDEO'
          ? await repo.listVideos(seen, authorId, limit, offset)
          : await repo.listFiles(seen, authorId, type, limit, offset);
      const videos = await listPostVideos(
        db,
        rows.map((row) => row.videoFileId),
      );
      const videoOf = (id: number | null) => (id === null ? undefined : videos.get(id));
      return { rows: rows.map((row) => toUserMediaItem(row, videoOf(row.videoFileId))), count };
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
