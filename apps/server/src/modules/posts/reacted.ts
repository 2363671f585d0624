import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { commentReactions, postReactions } from '../../db/schema/reactions.ts';

// Not `exists`: in a select list PostgreSQL may hash it over every like the viewer gave (decision 0005).

export const likedPost = (postId: SQLWrapper, viewer: SQLWrapper | number): SQL<boolean> =>
  sql<boolean>`((select 1 from ${postReactions} pr where pr.post_id = ${postId} and pr.user_id = ${viewer} limit 1) is not null)`;

/** The comments of the post in `postId` that `viewer` liked, as an array: one range of the (user, post) index. */
export const likedCommentsOn = (postId: SQLWrapper, viewer: SQLWrapper | number): SQL<Array<string | number>> =>
  sql`array(select cr.comment_id from ${commentReactions} cr where cr.user_id = ${viewer} and cr.post_id = ${postId})`;

export const likedComment = (commentId: SQLWrapper, viewer: SQLWrapper | number): SQL<boolean> =>
  sql<boolean>`((select 1 from ${commentReactions} cr where cr.comment_id = ${commentId} and cr.user_id = ${viewer} limit 1) is not null)`;
