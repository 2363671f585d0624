import type { Author, Comment } from '@vitrina/contract/posts';
import type { CommentRecord } from './post-rows.ts';
import { canDeleteComment } from './post-rules.ts';

/** A comment row → the contract's comment (its lists and the posts' first comments build it the same way). */
export function toComment(record: CommentRecord, author: Author, viewerId: number): Comment {
  return {
    id: record.id,
    comment: record.body,
    postId: record.postId,
    createdAt: record.createdAt.toISOString(),
    editedAt: record.editedAt?.toISOString() ?? null,
    likesCount: record.likesCount,
    reacted: record.reacted,
    isOwner: record.authorId === viewerId,
    canDelete: canDeleteComment(viewerId, record.authorId, record.postAuthorId),
    user: author,
  };
}
