import { readTag, TAG_SUGGESTIONS, TRENDING_TAGS_PER_CATEGORY } from '@vitrina/contract/hashtag-rules';
import type { TagPostPage, TrendingTags } from '@vitrina/contract/hashtags';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../../sessions/session-plugin.ts';
import { visibleTo } from '../graph/visibility.ts';
import type { PostReader } from './post-reader.ts';
import { createFeedRepository } from './feed.repository.ts';
import type { PageRequest } from './list-scopes.ts';
import { createTagsRepository } from './tags.repository.ts';

/** Hashtags: a tag's posts (the feed's shape), the header's suggestions and the week's trends per category. */
export function createHashtagsService({ db, reader }: { db: Db; reader: PostReader }) {
  const posts = createFeedRepository(db);
  const tags = createTagsRepository(db);

  return {
    /** GET tags/{tag}/posts: what is not a tag has no posts. */
    async tagPosts(viewer: Viewer, input: string, request: PageRequest): Promise<TagPostPage> {
      const tag = readTag(input);
      if (!tag) return { rows: [], count: 0 };
      const seen = visibleTo(viewer.id);
      const [records, count] = await Promise.all([
        posts.listPage(seen, { kind: 'tag', tag }, request),
        tags.countVisible(seen, tag),
      ]);
      return { rows: await reader.assemble(seen, records), count };
    },

    /** GET tags/suggestions: the words read as the start of a tag. */
    async suggestions(viewer: Viewer, term: string): Promise<string[]> {
      // Two characters at least, as the people search asks.
      const prefix = readTag(term);
      if (!prefix) return [];
      return tags.suggest(visibleTo(viewer.id), prefix, TAG_SUGGESTIONS);
    },

    /** GET tags/trending */
    async trending(viewer: Viewer): Promise<TrendingTags> {
      const rows = await tags.trending(visibleTo(viewer.id), TRENDING_TAGS_PER_CATEGORY);
      const byCategory = new Map<number, TrendingTags[number]>();
      for (const row of rows) {
        const group = byCategory.get(row.category_id) ?? { categoryId: row.category_id, tags: [] };
        group.tags.push({ tag: row.tag, people: row.people });
        byCategory.set(row.category_id, group);
      }
      return [...byCategory.values()];
    },
  };
}

export type HashtagsService = ReturnType<typeof createHashtagsService>;
