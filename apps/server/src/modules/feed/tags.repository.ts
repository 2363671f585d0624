import { and, eq, sql } from 'drizzle-orm';
import { TRENDING_DAYS, TRENDING_MIN_PEOPLE } from '@vitrina/contract/hashtag-rules';
import type { Db } from '../../db/client.ts';
import { postTags } from '../../db/schema/post-tags.ts';
import { categoryIdsOf } from '../categories/interest-filters.ts';
import type { Visibility } from '../graph/visibility.ts';

/** The tags' reads over `post_tags`: a tag's count, suggestions and the week's trends. */
export function createTagsRepository(db: Db) {
  return {
    /** How many of a tag's posts the viewer may see (one range of `post_tags_tag_post_idx`). */
    async countVisible(seen: Visibility, tag: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(postTags)
        .where(and(eq(postTags.tag, tag), seen.shows(postTags.authorId)));
      return row?.total ?? 0;
    },

    /** Tags starting with `prefix` (already folded), most used first: a range of the same index. */
    async suggest(seen: Visibility, prefix: string, limit: number): Promise<string[]> {
      const pattern = `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const rows = await db
        .select({ tag: postTags.tag })
        .from(postTags)
        .where(and(sql`${postTags.tag} like ${pattern}`, seen.shows(postTags.authorId)))
        .groupBy(postTags.tag)
        .orderBy(sql`count(*) desc`, postTags.tag)
        .limit(limit);
      return rows.map((row) => row.tag);
    },

    /**
     * This week's tags per category: used by at least TRENDING_MIN_PEOPLE visible people of that category,
     * most people first. Reads only the window's range of `post_tags_recent_idx`, never the posts.
     */
    async trending(seen: Visibility, perCategory: number) {
      const since = sql`now() - make_interval(days => ${TRENDING_DAYS})`;
      // Each use counts once in every category of its author (the categories module's fragment).
      const result = await db.execute(sql`select category_id, tag, people from (
          select uses.category_id, ${postTags.tag} as tag, count(distinct ${postTags.authorId})::int as people,
            row_number() over (partition by uses.category_id
              order by count(distinct ${postTags.authorId}) desc, ${postTags.tag}) as rank
          from ${postTags} cross join lateral unnest(${categoryIdsOf(postTags.authorId)}) as uses(category_id)
          where ${postTags.createdAt} > ${since} and ${seen.shows(postTags.authorId)}
          group by uses.category_id, ${postTags.tag}
          having count(distinct ${postTags.authorId}) >= ${TRENDING_MIN_PEOPLE}
        ) as ranked where rank <= ${perCategory} order by category_id, people desc, tag`);
      return (result as unknown as { rows: { category_id: number; tag: string; people: number }[] }).rows;
    },
  };
}
