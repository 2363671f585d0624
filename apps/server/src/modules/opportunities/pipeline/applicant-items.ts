import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ApplicationItem } from '@vitrina/contract/applications';
import { mediaUrl } from '@vitrina/contract/media';

/** One item of an application as its statement reads it: the names of its post file, video or upload. */
export interface ItemRecord {
  id: number;
  kind: ApplicationItem['kind'];
  primary: boolean;
  /** A post's file or an upload for this application: its served and shown names. */
  name: string | null;
  displayName: string | null;
  /** A video: its state, and its files' names once published. */
  videoStatus: string | null;
  videoName: string | null;
  posterName: string | null;
  published: boolean;
}

/** The items of an application (`application`: its id column) as JSON, the primary first; `limit` 1 for the card. */
export function itemsJson(application: SQLWrapper, limit?: number): SQL {
  return sql`(select coalesce(json_agg(x), '[]'::json) from (select i.id, i.kind, i.is_primary as "primary",
      coalesce(pf.name, m.name) as name, coalesce(nullif(pf.display_name, ''), m.display_name) as "displayName",
      v.status as "videoStatus", v.name as "videoName", v.poster_name as "posterName",
      (v.post_id is not null) as published
    from application_items i
    left join post_files pf on pf.id = i.post_file_id
    left join media_objects m on m.id = i.media_id
    left join videos v on v.id = i.video_id
    where i.application_id = ${application}
    order by i.is_primary desc, i.position ${limit ? sql`limit ${limit}` : sql``}) x)`;
}

export function parseItems(value: unknown): ItemRecord[] {
  const list = typeof value === 'string' ? JSON.parse(value) : value;
  return ((list as ItemRecord[] | null) ?? []).map((item) => ({ ...item, id: Number(item.id) }));
}

/** A video of a post is served to anyone; one not (yet) out shows as not ready. */
export function toApplicationItem(item: ItemRecord): ApplicationItem {
  if (item.kind === 'video') {
    const ready = item.videoStatus === 'ready' && item.published && item.videoName !== null;
    return {
      id: item.id,
      kind: 'video',
      url: ready ? mediaUrl(item.videoName!) : '',
      thumbUrl: ready && item.posterName ? mediaUrl(item.posterName) : null,
      name: '',
      primary: item.primary,
      ready,
    };
  }
  const url = item.name ? mediaUrl(item.name) : '';
  return {
    id: item.id,
    kind: item.kind,
    url,
    thumbUrl: item.kind === 'photo' && item.name ? url : null,
    name: item.displayName ?? '',
    primary: item.primary,
    ready: item.name !== null,
  };
}
