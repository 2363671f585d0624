import { isNull, sql } from 'drizzle-orm';
import { posts } from '../../db/schema/posts.ts';
import { authorCard, type AuthorCardRow } from '../profiles/author-card.ts';
import { likedPost } from './reacted.ts';

// The rows of posts and comments as the read side (the feed module) reads them: their types and a post's columns.

/** A post as the lists read it: its columns and whether the viewer liked it. */
export interface PostRecord {
  id: number;
  authorId: number;
  /** The author's public card, read with the post (null when the account is gone). */
  author: AuthorCardRow | null;
  description: string;
  videoId: string | null;
  /** A video uploaded to Vitrina (only ever set once it is ready). */
  videoFileId: number | null;
  sharedPostId: number | null;
  likesCount: number;
  commentsCount: number;
  sharesCount: number;
  createdAt: Date;
  editedAt: Date | null;
  deletedAt: Date | null;
  reacted: boolean;
  /** A share's original as the viewer may see it (null: none), when a list's statement read it (page-columns.ts). */
  sharedOriginal?: PostRecord | null;
  /** A list's rows: what checks and completes the kept comments (decision 0005). */
  commentsVersion?: number;
  likedComments?: Array<string | number>;
  hiddenIds?: Array<string | number>;
  /** The epoch of the cards a list's page takes from the kept ones (its rows carry no card). */
  cardEpoch?: number;
  /** The list's count for the viewer, read with its page (null for a tag's page). */
  total?: number | null;
  /** What a list's page statement read to keep the page, as JSON: its stamp, or null. */
  check?: unknown;
  authorEpoch?: number;
  originalAuthor?: string | null;
}

/** A comment as the lists read it, with the post's owner (who may delete it) and the viewer's like. */
export interface CommentRecord {
  id: number;
  postId: number;
  authorId: number;
  /** The commenter's public card, read with the comment (null when the account is gone). */
  author: AuthorCardRow | null;
  postAuthorId: number;
  body: string;
  likesCount: number;
  createdAt: Date;
  editedAt: Date | null;
  reacted: boolean;
}

export const live = isNull(posts.deletedAt);

/** A post's own columns, with whether the viewer liked it. */
export const ownColumns = (viewerId: number) => ({
  id: posts.id,
  authorId: posts.authorId,
  description: posts.description,
  videoId: posts.videoId,
  videoFileId: posts.videoFileId,
  sharedPostId: posts.sharedPostId,
  likesCount: posts.likesCount,
  commentsCount: posts.commentsCount,
  sharesCount: posts.sharesCount,
  createdAt: posts.createdAt,
  editedAt: posts.editedAt,
  deletedAt: posts.deletedAt,
  // Qualified: in a one-table select Drizzle writes `posts.id` bare, which the probe would take as its own.
  // No probe for a post nobody liked (its counter, in the same snapshot).
  reacted: sql<boolean>`(${posts}.likes_count > 0 and ${likedPost(sql`${posts}.id`, viewerId)})`,
});

/** A post's own columns and its author's card, with whether the viewer liked it. */
export const postColumns = (viewerId: number) => ({ ...ownColumns(viewerId), author: authorCard(posts.authorId) });
