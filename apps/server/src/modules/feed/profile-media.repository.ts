import { and, count, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/order.ts';
import { onFirstUse } from '../../db/prepared-sql.ts';
import { postFiles } from '../../db/schema/post-files.ts';
import { posts } from '../../db/schema/posts.ts';
import { likedPost } from '../posts/reacted.ts';
import { visibleToPlaceholder, type Visibility } from '../graph/visibility.ts';

/** One item of a profile's photos, videos or files tab, with what the tab shows of its post. */
export interface MediaRecord {
  id: number;
  kind: 'PHOTO' | 'FILE' | 'VIDEO';
  /** Uploaded videos: the video's id (its poster and renditions are the media module's). */
  videoFileId: number | null;
  name: string;
  displayName: string;
  ext: string;
  size: number;
  width: number | null;
  height: number | null;
  description: string;
  createdAt: Date;
  postId: number;
  postDescription: string;
  likesCount: number;
  commentsCount: number;
  reacted: boolean;
}

const reactedBy = (viewerId: number) => likedPost(sql`${posts}.id`, viewerId);

/** The profile tabs' lists (photos, documents: post_files by author; videos: posts with a video id). */
export function createProfileMediaRepository(db: Db) {
  // A photos or documents tab's page (each photo a visitor opens): built once, on its first use.
  const filePage = onFirstUse(() => {
    const seen = visibleToPlaceholder();
    const where = and(
      eq(postFiles.authorId, sql.placeholder('authorId')),
      eq(postFiles.kind, sql.placeholder('kind')),
      seen.shows(postFiles.authorId),
    );
    return db
      .select({
        id: postFiles.id,
        name: postFiles.name,
        displayName: postFiles.displayName,
        ext: postFiles.ext,
        size: postFiles.size,
        width: postFiles.width,
        height: postFiles.height,
        description: postFiles.description,
        createdAt: postFiles.createdAt,
        postId: posts.id,
        postDescription: posts.description,
        likesCount: posts.likesCount,
        commentsCount: posts.commentsCount,
        reacted: reactedBy(seen.viewerId),
        total: sql<number | string>`(select count(*) from ${postFiles} where ${where})`,
      })
      .from(postFiles)
      .innerJoin(posts, eq(posts.id, postFiles.postId))
      .where(and(where, isNull(posts.deletedAt)))
      .orderBy(newestFirst(postFiles.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('profile_file_page');
  });

  return {
    async listFiles(seen: Visibility, authorId: number, kind: 'PHOTO' | 'FILE', limit: number, offset: number) {
      const rows = await filePage().execute({ viewer: seen.viewerId, authorId, kind, limit, offset });
      // A page past the end still says how many there are.
      const where = () =>
        and(eq(postFiles.authorId, authorId), eq(postFiles.kind, kind), seen.shows(postFiles.authorId));
      const total = rows[0]
        ? Number(rows[0].total)
        : ((await db.select({ total: count() }).from(postFiles).where(where()))[0]?.total ?? 0);
      return {
        rows: rows.map(({ total: _total, ...row }): MediaRecord => ({ ...row, kind, videoFileId: null })),
        count: total,
      };
    },

    async listVideos(seen: Visibility, authorId: number, limit: number, offset: number) {
      const where = and(
        eq(posts.authorId, authorId),
        or(isNotNull(posts.videoId), isNotNull(posts.videoFileId)),
        isNull(posts.deletedAt),
        seen.shows(posts.authorId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: posts.id,
            videoId: posts.videoId,
            videoFileId: posts.videoFileId,
            description: posts.description,
            createdAt: posts.createdAt,
            likesCount: posts.likesCount,
            commentsCount: posts.commentsCount,
            reacted: reactedBy(seen.viewerId),
          })
          .from(posts)
          .where(where)
          .orderBy(newestFirst(posts.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(posts).where(where),
      ]);
      return {
        rows: rows.map((row): MediaRecord => ({
          id: row.id,
          kind: 'VIDEO',
          videoFileId: row.videoFileId,
          name: row.videoId ?? '',
          displayName: '',
          ext: '',
          size: 0,
          width: null,
          height: null,
          description: row.description,
          createdAt: row.createdAt,
          postId: row.id,
          postDescription: row.description,
          likesCount: row.likesCount,
          commentsCount: row.commentsCount,
          reacted: row.reacted,
        })),
        count: total?.total ?? 0,
      };
    },
  };
}
