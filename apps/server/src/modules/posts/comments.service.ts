import type { Comment, CommentPage, DeleteCommentResponse } from '@vitrina/contract/posts';
import { adjustCounters } from '../../db/counters.ts';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import { AppError, forbidden, notFound } from '../../http/app-error.ts';
import { visibleTo } from '../graph/visibility.ts';
import { authorOf } from '../profiles/author-card.ts';
import { toComment } from './comments.mapper.ts';
import { createCommentsRepository } from './comments.repository.ts';
import type { CommentRecord } from './post-rows.ts';
import { createPostsRepository } from './posts.repository.ts';
import { canDeleteComment } from './post-rules.ts';

export interface CommentsServiceDeps {
  db: Db;
  transactions: Transactions;
}

const required = (text: string) => {
  const body = text.trim();
  if (!body) throw new AppError('comment_empty', { fields: [{ field: 'comment', code: 'comment_empty' }] });
  return body;
};

/** Comments: anyone may comment on a post they can see; the author edits; the author or the post's owner deletes. */
export function createCommentsService({ db, transactions }: CommentsServiceDeps) {
  const repository = createCommentsRepository(db);
  const posts = createPostsRepository(db);

  /** The comments whose author's account still exists, with their cards (read with the rows). */
  function withAuthors(viewerId: number, records: CommentRecord[]): Comment[] {
    return records.flatMap((record) => {
      const author = authorOf(record);
      return author ? [toComment(record, author, viewerId)] : [];
    });
  }

  /** A comment as its writer's answer shows it; 404 when missing or its author's account is gone. */
  function answerOf(viewerId: number, record: CommentRecord | null): Comment {
    const [comment] = record ? withAuthors(viewerId, [record]) : [];
    if (!comment) throw notFound();
    return comment;
  }

  const getOne = async (viewerId: number, id: number) => answerOf(viewerId, await repository.find(viewerId, id));

  /** A comment the viewer may act on: it exists, its post is live, and neither its author nor the post's is hidden. */
  async function findActionable(viewerId: number, id: number): Promise<CommentRecord> {
    const record = await repository.find(viewerId, id);
    if (!record) throw notFound();
    const seen = visibleTo(viewerId);
    if ((await seen.hides(db, record.authorId)) || (await seen.hides(db, record.postAuthorId))) {
      throw notFound();
    }
    return record;
  }

  return {
    /** POST /api/comments */
    async createComment(viewerId: number, postId: number, text: string): Promise<Comment> {
      const body = required(text);
      const added = await transactions.single(async (tx) => {
        const record = await createCommentsRepository(tx.db).insertOnVisiblePost(visibleTo(viewerId), postId, body);
        if (!record) throw notFound();
        tx.publish('comment.created', {
          commentId: record.id,
          postId,
          authorId: viewerId,
          postAuthorId: record.postAuthorId,
        });
        return record;
      });
      return answerOf(viewerId, added);
    },

    /** PUT /api/comments/change-comment: the author changes the text. */
    async editComment(viewerId: number, id: number, text: string): Promise<Comment> {
      const record = await findActionable(viewerId, id);
      if (record.authorId !== viewerId) throw forbidden();
      await repository.updateBody(id, required(text));
      return getOne(viewerId, id);
    },

    /** DELETE /api/comments/{id}: by its author or the post's owner; answers the post's new count. */
    async deleteComment(viewerId: number, id: number): Promise<DeleteCommentResponse> {
      const record = await findActionable(viewerId, id);
      if (!canDeleteComment(viewerId, record.authorId, record.postAuthorId)) throw forbidden();
      return transactions.run(async (tx) => {
        const comments = createCommentsRepository(tx.db);
        const removed = await comments.delete(id);
        if (removed === 0) throw notFound();
        await adjustCounters(tx, removed, [{ counter: 'postComments', id: record.postId, delta: -1 }]);
        tx.publish('comment.deleted', {
          commentId: id,
          postId: record.postId,
          authorId: record.authorId,
          postAuthorId: record.postAuthorId,
        });
        return { postId: record.postId, commentsCount: await comments.commentsCountOf(record.postId) };
      });
    },

    /** GET /api/comments/post/{postId}?page=N: oldest first, without the people hidden from the viewer. */
    async listComments(viewerId: number, postId: number, page: number): Promise<CommentPage> {
      const seen = visibleTo(viewerId);
      const post = await posts.findVisiblePost(seen, postId);
      if (!post || post.deletedAt || !post.visible) throw notFound();
      const { rows, count } = await repository.listPage(seen, postId, page);
      return { rows: withAuthors(viewerId, rows), count };
    },
  };
}

export type CommentsService = ReturnType<typeof createCommentsService>;
