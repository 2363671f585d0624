import { sql, type SQLWrapper } from 'drizzle-orm';
import type { CardPhoto } from '@vitrina/contract/card-photos';
import { CARD_PHOTOS } from '@vitrina/contract/post-limits';
import { limitText, newestFirst } from '../../db/order.ts';
import { postFiles } from '../../db/schema/post-files.ts';
import { postPins } from '../../db/schema/post-pins.ts';
import { posts } from '../../db/schema/posts.ts';
import type { Visibility } from '../graph/visibility.ts';
import type { CardPhotosColumn } from '../profiles/card-photos-port.ts';

interface PhotoJson {
  postId: number | string;
  foto: number | string;
  filename: string;
  width: number | string | null;
  height: number | string | null;
  description: string | null;
  video: boolean | null;
}

const intOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * The cards' photos: the newest live ones (pins first, three at most), read along `post_files_author_photos_idx`.
 * The limit and kind are literals so a prepared statement's generic plan still matches the partial index.
 * A post holds photos or documents, never both, so a photo's position is its place among the post's photos.
 * Video posters come the same way, through `posts_author_poster_idx`.
 */
export const cardPhotosColumn: CardPhotosColumn = {
  select(person: SQLWrapper, seen: Visibility, count = CARD_PHOTOS) {
    const limit = limitText(Math.trunc(count));
    return sql`(select coalesce(json_agg(json_build_object('postId', cp.post_id, 'foto', cp.position + 1,
          'filename', cp.name, 'width', cp.width, 'height', cp.height, 'description', cp.description,
          'video', cp.video)
          order by cp.pinned, cp.pin_position, cp.post_id desc, cp.position), '[]'::json)
      from ((select 0 as pinned, pn.position as pin_position, pf.post_id, pf.position, pf.name, pf.width, pf.height,
          pf.description, false as video
        from ${postPins} pn join ${postFiles} pf on pf.post_id = pn.post_id and pf.kind = 'PHOTO'
          join ${posts} pp on pp.id = pn.post_id
        where pn.author_id = ${person} and pp.deleted_at is null and ${seen.shows(sql`pn.author_id`)}
        order by pn.position, pf.position
        limit ${limit})
      union all
        (select 0, pn.position, pp.id, 0, pp.video_poster, null::int, null::int, '', true
        from ${postPins} pn join ${posts} pp on pp.id = pn.post_id
        where pn.author_id = ${person} and pp.video_poster is not null and pp.deleted_at is null
          and ${seen.shows(sql`pn.author_id`)}
        order by pn.position
        limit ${limit})
      union all
        (select 1, 0, pf.post_id, pf.position, pf.name, pf.width, pf.height, pf.description, false
        from ${postFiles} pf join ${posts} pp on pp.id = pf.post_id
        where pf.author_id = ${person} and pf.kind = 'PHOTO' and pp.deleted_at is null
          and ${seen.shows(sql`pf.author_id`)}
        order by ${newestFirst(sql`pf.post_id`)}, pf.position
        limit ${limit})
      union all
        (select 1, 0, pp.id, 0, pp.video_poster, null::int, null::int, '', true
        from ${posts} pp
        where pp.author_id = ${person} and pp.video_poster is not null and pp.deleted_at is null
          and ${seen.shows(sql`pp.author_id`)}
        order by ${newestFirst(sql`pp.id`)}
        limit ${limit})) cp)`;
  },

  read(value: unknown, count = CARD_PHOTOS): CardPhoto[] {
    const items = (typeof value === 'string' ? JSON.parse(value) : value) as PhotoJson[] | null;
    const photos = (items ?? []).map((photo) => ({
      postId: Number(photo.postId),
      foto: Number(photo.foto),
      filename: String(photo.filename),
      width: intOrNull(photo.width),
      height: intOrNull(photo.height),
      description: photo.description ?? '',
      ...(photo.video ? { video: true as const } : {}),
    }));
    // A pinned photo can also be among the newest: the first place it takes is kept.
    const seenPhotos = new Set<string>();
    return photos
      .filter((photo) => {
        const key = `${photo.postId}/${photo.foto}`;
        if (seenPhotos.has(key)) return false;
        seenPhotos.add(key);
        return true;
      })
      .slice(0, count);
  },
};
