import { extractTags } from '@vitrina/contract/hashtag-rules';
import type { CreatePostRequest, Post } from '@vitrina/contract/posts';
import { adjustCounters } from '../../db/counters.ts';
import type { Db } from '../../db/client.ts';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { AppError, forbidden, notFound } from '../../http/app-error.ts';
import { visibleTo } from '../graph/visibility.ts';
import type { MediaService, PreparedAttachment } from '../media/media.service.ts';
import type { VideoService } from '../media/video/video.service.ts';
import { createPostsRepository, type NewPost, type NewPostFile } from './posts.repository.ts';
import { checkComposition, checkEdit, checkShare, mayPost } from './post-rules.ts';
import type { Viewer } from '../../sessions/session-plugin.ts';
import type { PostDeliveries, PostShowing } from './read-model-port.ts';
import { createPostTagsRepository } from './post-tags.repository.ts';
import { retirePost } from './moderated-content.ts';

export type { Viewer };

export interface PostsServiceDeps {
  db: Db;
  transactions: Transactions;
  reader: PostShowing;
  media: Pick<MediaService, 'prepareAttachment' | 'claimAttachment' | 'discardAttachments'>;
  /** A deleted post's uploaded video leaves storage with it. */
  videos: Pick<VideoService, 'discardOf'>;
  /** Home timelines where there are some (decision 0005), and a post's (not a share's) NEW_POST entries. */
  deliveries: { timelines: PostDeliveries | null; notices: PostDeliveries };
}

type CreateInput = Required<Pick<CreatePostRequest, 'description' | 'videoUrl'>> & {
  files: Array<{ filename: string; description: string }>;
};

const assertTalent = (viewer: Viewer) => {
  if (!mayPost(viewer)) throw new AppError('talents_only');
};

/** Posts: publishing, editing, deleting and sharing (the lists are the feed module's). */
export function createPostsService(deps: PostsServiceDeps) {
  const { db, transactions, reader, media, videos } = deps;
  const timelines = deps.deliveries.timelines ? [deps.deliveries.timelines] : [];
  const ofPosts = [deps.deliveries.notices, ...timelines];
  const repository = createPostsRepository(db);

  async function getVisible(viewerId: number, id: number): Promise<Post> {
    const seen = visibleTo(viewerId);
    const record = await repository.findVisiblePost(seen, id);
    if (!record || record.deletedAt || !record.visible) throw notFound();
    const [post] = await reader.assemble(seen, [record]);
    if (!post) throw notFound();
    return post;
  }

  /** A new post's row, tags and counters, and its announcement: what every kind of post has. */
  async function insertLive(tx: Tx, post: NewPost): Promise<number> {
    const postId = await createPostsRepository(tx.db).insertLivePost(post, ofPosts);
    await createPostTagsRepository(tx.db).addTags(postId, post.authorId, extractTags(post.description));
    tx.publish('post.created', { postId, authorId: post.authorId });
    for (const delivery of ofPosts) delivery.madeDue(tx);
    return postId;
  }

  return {
    getPost: (viewer: Viewer, id: number) => getVisible(viewer.id, id),

    /** A ready video's post, in the transaction that found it ready or was asked to publish it. */
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
        const postId = await posts.insertLivePost(share, timelines);
        await createPostTagsRepository(tx.db).addTags(postId, viewer.id, extractTags(description));
        await adjustCounters(tx, 1, [{ counter: 'postShares', id: originalId, delta: 1 }]);
        tx.publish('post.shared', { postId, authorId: viewer.id, originalId, originalAuthorId: original.authorId });
        for (const delivery of timelines) delivery.madeDue(tx);
        return postId;
      });
      return getVisible(viewer.id, id);
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
