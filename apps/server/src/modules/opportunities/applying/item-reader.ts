import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ApplicationItem } from '@vitrina/contract/applications';
import { mediaUrl, resizeUrl } from '@vitrina/contract/media';

/** One item of an application as the statement reads it: the names of its post file, video or upload. */
export interface ItemRecord {
  id: number;
  kind: ApplicationItem['kind'];
  primary: boolean;
  /** A live post's file or an upload for this application: its served and shown names. */
  name: string | null;
  displayName: string | null;
  /** A video: its state, its files' names, and whether it is out as a post. */
  videoStatus: string | null;
  videoName: string | null;
  posterName: string | null;
  published: boolean;
}

const THUMB = 'c184x184';

/**
 * The items of an application (`application`: its id, a value or a column) as JSON: in her order, or the primary
 * first as the agency reads them (`limit` 1: a card's). A file of a post since deleted reads as nothing.
 */
export function itemsJson(
  application: SQLWrapper | number,
  { primaryFirst = false, limit }: { primaryFirst?: boolean; limit?: number } = {},
): SQL {
  return sql`(select coalesce(json_agg(x), '[]'::json) from (select i.id, i.kind, i.is_primary as "primary",
      coalesce(pf.name, m.name) as name, coalesce(nullif(pf.display_name, ''), m.display_name) as "displayName",
      v.status as "videoStatus", v.name as "videoName", v.poster_name as "posterName",
      (v.post_id is not null) as published
    from application_items i
    left join post_files pf on pf.id = i.post_file_id
      and exists (select 1 from posts p where p.id = pf.post_id and p.deleted_at is null)
    left join media_objects m on m.id = i.media_id
    left join videos v on v.id = i.video_id
    where i.application_id = ${application}
    order by ${primaryFirst ? sql`i.is_primary desc,` : sql``} i.position ${limit ? sql`limit ${limit}` : sql``}) x)`;
}

/**
 * An application's items as the talent and the agency see them, read from `itemsJson`: a video not out as a post
 * (hers unpublished, or one made for this application) only through signed URLs, and not ready until processed.
 */
export function createItemReader(urlOf: (name: string, isPublished: boolean) => string) {
  function toItem(item: ItemRecord): ApplicationItem | null {
    const base = { id: Number(item.id), kind: item.kind, primary: item.primary };
    if (item.kind === 'video') {
      if (item.videoStatus === null) return null;
      const ready = item.videoStatus === 'ready' && item.videoName !== null;
      const url = ready ? urlOf(item.videoName!, item.published) : '';
      const thumbUrl = ready && item.posterName ? urlOf(item.posterName, item.published) : null;
      return { ...base, url, thumbUrl, name: '', ready };
    }
    if (item.name === null) return null;
    const thumbUrl = item.kind === 'photo' ? resizeUrl(item.name, THUMB) : null;
    return { ...base, url: mediaUrl(item.name), thumbUrl, name: item.displayName || item.name, ready: true };
  }
  return {
    toItem,
    /** `itemsJson`'s value (JSON or its text), the files since deleted left out. */
    toItems(value: unknown): ApplicationItem[] {
      const list = (typeof value === 'string' ? JSON.parse(value) : value) as ItemRecord[] | null;
      return (list ?? []).flatMap((item) => toItem(item) ?? []);
    },
  };
}

export type ItemReader = ReturnType<typeof createItemReader>;
