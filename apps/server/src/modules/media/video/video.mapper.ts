import type { Lang } from '@vitrina/contract/constants';
import { errorText, isErrorCode } from '@vitrina/contract/error-catalogue';
import { mediaUrl } from '@vitrina/contract/media';
import type { PostVideo, Video } from '@vitrina/contract/videos';
import type { VideoRow } from '../../../db/schema/videos.ts';

const urlOf = (name: string | null) => (name ? mediaUrl(name) : null);

/** A file's URL for the author: plain once the video is a post, else one only they can open. */
type AuthorUrl = (name: string, isPublished: boolean) => string;

/** A video as its author sees it, the failure told in the author's language. */
export function toVideo(row: VideoRow, lang: Lang, authorUrl: AuthorUrl): Video {
  const isPublished = row.postId !== null;
  const fileUrl = (name: string | null) => (name ? authorUrl(name, isPublished) : null);
  const failure =
    row.failure && isErrorCode(row.failure) ? { code: row.failure, message: errorText(row.failure, lang) } : null;
  return {
    id: row.id,
    status: row.status as Video['status'],
    progress: row.progress,
    failure:
      row.status === 'failed'
        ? (failure ?? { code: 'video_processing_failed', message: errorText('video_processing_failed', lang) })
        : null,
    durationMs: row.durationMs,
    width: row.width,
    height: row.height,
    url: fileUrl(row.name),
    hdUrl: fileUrl(row.hdName),
    posterUrl: fileUrl(row.posterName),
    poster: row.posterName,
    captionsUrl: fileUrl(row.captionsName),
    publishing: row.publishing,
    description: row.description,
    postId: row.postId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A ready video as a post carries it; null for a row that is not ready. */
export function toPostVideo(row: VideoRow): PostVideo | null {
  if (row.status !== 'ready' || !row.name || !row.posterName || !row.width || !row.height) return null;
  return {
    id: row.id,
    url: mediaUrl(row.name),
    hdUrl: urlOf(row.hdName),
    posterUrl: mediaUrl(row.posterName),
    poster: row.posterName,
    captionsUrl: urlOf(row.captionsName),
    durationMs: row.durationMs,
    width: row.width,
    height: row.height,
  };
}
