import { and, count, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { isTrue, type Db } from '../../db/client.ts';
import { newestFirst } from '../../db/order.ts';
import { preparedSql } from '../../db/prepared-sql.ts';
import { postFiles } from '../../db/schema/post-files.ts';
import { posts } from '../../db/schema/posts.ts';
import { users } from '../../db/schema/users.ts';
import { likedPost } from '../posts/reacted.ts';
import { seesPerson, visibleToPlaceholder, type Visibility } from '../graph/visibility.ts';

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

interface TabRow {
  owner_id: string | number;
  total: string | number;
  id: string | number | null;
  name: string;
  display_name: string;
  ext: string;
  size: string | number;
  width: number | null;
  height: number | null;
  description: string;
  created_at: string | Date;
  post_id: string | number;
  post_description: string;
  likes_count: number;
  comments_count: number;
  reacted: boolean | string;
}

/**
 * A photos or documents tab (each profile visit, the public page's photos): the owner the viewer may see, found by
 * address or by id, how many files they have and a page of them, in one statement. No row when the owner is hidden.
 */
const tabPage = (owner: typeof users.profileUrl | typeof users.id) =>
  preparedSql<TabRow>(() => {
    const seen = visibleToPlaceholder();
    const mine = sql`${postFiles.authorId} = owner.id and ${postFiles.kind} = ${sql.placeholder('kind')}
      and ${seen.shows(postFiles.authorId)}`;
    return sql`select owner.id as owner_id, (select count(*) from ${postFiles} where ${mine}) as total, f.*
    from (select ${users.id} from ${users} where ${owner} = ${sql.placeholder('owner')}
      and ${seesPerson(seen, users.id)} limit 1) owner
    left join lateral (select ${postFiles.id}, ${postFiles.name}, ${postFiles.displayName}, ${postFiles.ext},
        ${postFiles.size}, ${postFiles.width}, ${postFiles.height}, ${postFiles.description}, ${postFiles.createdAt},
        ${posts.id} as post_id, ${posts.description} as post_description, ${posts.likesCount},
        ${posts.commentsCount}, ${likedPost(posts.id, seen.viewerId)} as reacted
      from ${postFiles} join ${posts} on ${posts.id} = ${postFiles.postId}
      where ${mine} and ${posts.deletedAt} is null
      order by ${newestFirst(postFiles.id)} limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) f
    on true
    order by ${newestFirst(sql`f.id`)}`;
  });
const tabByAddress = tabPage(users.profileUrl);
const tabById = tabPage(users.id);

const toMediaRecord = (row: TabRow, kind: 'PHOTO' | 'FILE'): MediaRecord => ({
  id: Number(row.id),
  kind,
  videoFileId: null,
  name: row.name,
  displayName: row.display_name,
  ext: row.ext,
  size: Number(row.size),
  width: row.width,
  height: row.height,
  description: row.description,
  createdAt: new Date(row.created_at),
  postId: Number(row.post_id),
  postDescription: row.post_description,
  likesCount: Number(row.likes_count),
  commentsCount: Number(row.comments_count),
  reacted: isTrue(row.reacted),
});

/** The profile tabs' lists (photos, documents: post_files by author; videos: posts with a video id). */
export function createProfileMediaRepository(db: Db) {
  async function filesOf(
    statement: typeof tabById,
    seen: Visibility,
    owner: number | string,
    kind: 'PHOTO' | 'FILE',
    limit: number,
    offset: number,
  ): Promise<{ rows: MediaRecord[]; count: number } | null> {
    const rows = await statement(db, { viewer: seen.viewerId, owner, kind, limit, offset });
    if (!rows[0]) return null;
    return {
      rows: rows.flatMap((row) => (row.id === null ? [] : [toMediaRecord(row, kind)])),
      count: Number(rows[0].total),
    };
  }

  return {
    /** A photos or documents tab by its owner's id (the public page); empty when the owner is hidden. */
    async listFiles(seen: Visibility, authorId: number, kind: 'PHOTO' | 'FILE', limit: number, offset: number) {
      return (await filesOf(tabById, seen, authorId, kind, limit, offset)) ?? { rows: [], count: 0 };
    },

    /** A photos or documents tab by its owner's address; null when it names no one the viewer may see. */
    listFilesByAddress: (seen: Visibility, profileUrl: string, kind: 'PHOTO' | 'FILE', limit: number, offset: number) =>
      filesOf(tabByAddress, seen, profileUrl, kind, limit, offset),

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
