import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postTags } from '../../db/schema/post-tags.ts';

/** SQL over `post_tags`: a post's tags, written with it. */
export function createPostTagsRepository(db: Db) {
  /** A new post's tags (it has none yet). */
  async function addTags(postId: number, authorId: number, tags: readonly string[]): Promise<void> {
    if (tags.length > 0) await db.insert(postTags).values(tags.map((tag) => ({ postId, authorId, tag })));
  }

  return {
    /** Makes a post's stored tags exactly `tags` (create and edit), in the caller's unit of work. */
    async replaceTags(postId: number, authorId: number, tags: readonly string[]): Promise<void> {
      await db.delete(postTags).where(eq(postTags.postId, postId));
      await addTags(postId, authorId, tags);
    },

    addTags,

    async deleteTags(postId: number): Promise<void> {
      await db.delete(postTags).where(eq(postTags.postId, postId));
    },
  };
}
