import { mediaUrl } from '@vitrina/contract/media';
import type {
  Author,
  Comment,
  Post,
  PostFile,
  PostVideo,
  SharedOriginal,
  UserMediaItem,
} from '@vitrina/contract/posts';
import { youtubeWatchUrl } from '@vitrina/contract/youtube';
import type { PostFileRow } from '../../db/schema/post-files.ts';
import type { PostRecord } from '../posts/post-rows.ts';
import type { MediaRecord } from './profile-media.repository.ts';

/** Rows → the contract's shapes: explicit fields only, built the same way for every list. */

export function toPostFile(row: PostFileRow): PostFile {
  return {
    id: row.id,
    type: row.kind === 'FILE' ? 'FILE' : 'PHOTO',
    url: mediaUrl(row.name),
    filename: row.name,
    name: row.displayName,
    ext: row.ext,
    size: row.size,
    width: row.width,
    height: row.height,
    description: row.description,
  };
}

export interface PostParts {
  author: Author;
  files: PostFileRow[];
  comments: Comment[];
  /** The post's uploaded video, when it has one. */
  video?: PostVideo | null | undefined;
}

function postFields(record: PostRecord, parts: PostParts, viewerId: number) {
  return {
    id: record.id,
    title: '',
    description: record.description,
    categoryId: 1,
    files: parts.files.map(toPostFile),
    videoId: record.videoId,
    videoUrl: record.videoId ? youtubeWatchUrl(record.videoId) : null,
    videoFile: parts.video ?? null,
    createdAt: record.createdAt.toISOString(),
    editedAt: record.editedAt?.toISOString() ?? null,
    user: parts.author,
    likesCount: record.likesCount,
    shareCount: record.sharesCount,
    commentsCount: record.commentsCount,
    reacted: record.reacted,
    isOwner: record.authorId === viewerId,
    commentsItems: parts.comments,
  };
}

export function toSharedOriginal(record: PostRecord, parts: PostParts, viewerId: number): SharedOriginal {
  return { ...postFields(record, parts, viewerId), available: true };
}

/** `shared`: null for a post that is not a share, else its original or the word that it is gone. */
export function toPost(record: PostRecord, parts: PostParts, viewerId: number, shared: SharedOriginal | null): Post {
  const sharedPost = record.sharedPostId === null ? null : (shared ?? { available: false as const });
  return { ...postFields(record, parts, viewerId), sharedPost };
}

export function toUserMediaItem(record: MediaRecord, video?: PostVideo): UserMediaItem {
  const isVideo = record.kind === 'VIDEO';
  return {
    id: record.id,
    type: record.kind,
    url: video ? video.url : isVideo ? youtubeWatchUrl(record.name) : mediaUrl(record.name),
    filename: video ? video.url.replace(/^\/media\//, '') : record.name,
    poster: video?.poster ?? null,
    durationMs: video?.durationMs ?? null,
    name: record.displayName,
    ext: record.ext,
    size: record.size,
    width: video?.width ?? record.width,
    height: video?.height ?? record.height,
    description: record.description,
    createdAt: record.createdAt.toISOString(),
    post: {
      id: record.postId,
      description: record.postDescription,
      likesCount: record.likesCount,
      commentsCount: record.commentsCount,
      reacted: record.reacted,
    },
  };
}
