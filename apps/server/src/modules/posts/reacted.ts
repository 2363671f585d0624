import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { commentReactions, postReactions } from '../../db/schema/reactions.ts';

// A scalar probe, not `exists`: in a select list PostgreSQL may hash an `exists` over every reaction the viewer
// ever made (hundreds of rows, read per statement) instead of one key probe per row (decision 0034).

/** True when `viewer` liked the post in `postId`: one probe of the (post, user) key. */
export const likedPost = (postId: SQLWrapper, viewer: SQLWrapper | number): SQL<boolean> =>
  sql<boolean>`((select 1 from ${postReactions} pr where pr.post_id = ${postId} and pr.user_id = ${viewer} limit 1) is not null)`;

/** The comments of the post in `postId` that `viewer` liked, as an array: one range of the (user, post) index. */
export const likedCommentsOn = (postId: SQLWrapper, viewer: SQLWrapper | number): SQL<Array<string | number>> =>
  sql`array(select cr.comment_id from ${commentReactions} cr where cr.user_id = ${viewer} and cr.post_id = ${postId})`;

/** True when `viewer` liked the comment in `commentId`: one probe of the (comment, user) key. */
export const likedComment = (commentId: SQLWrapper, viewer: SQLWrapper | number): SQL<boolean> =>
  sql<boolean>`((select 1 from ${commentReactions} cr where cr.comment_id = ${commentId} and cr.user_id = ${viewer} limit 1) is not null)`;
