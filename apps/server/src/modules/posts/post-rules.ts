import type { ErrorCode } from '@vitrina/contract/error-catalogue';
import { MAX_DOCUMENTS_PER_POST, MAX_PHOTOS_PER_POST, POSTS_PAGE_SIZE } from '@vitrina/contract/post-limits';
import { youtubeIdOf } from '@vitrina/contract/youtube';

// The rules of posts as pure functions; services call them, tests pin them.

export type AttachmentKind = 'photo' | 'document';

export interface Composition {
  description: string;
  /** The kinds of the files named, in order (the uploads' real kinds, as the media module found them). */
  attachments: readonly AttachmentKind[];
  videoUrl: string;
}

export type CompositionResult =
  { ok: true; description: string; videoId: string | null } | { ok: false; code: ErrorCode; field?: string };

/** What each kind of post needs; one kind of attachment, and a non-YouTube link is refused, not dropped. */
export function checkComposition({ description, attachments, videoUrl }: Composition): CompositionResult {
  const text = description.trim();
  const link = videoUrl.trim();
  const videoId = link ? youtubeIdOf(link) : null;
  if (link && !videoId) return { ok: false, code: 'video_url_invalid', field: 'videoUrl' };
  const photos = attachments.filter((kind) => kind === 'photo').length;
  const documents = attachments.length - photos;
  if ((photos > 0 && documents > 0) || (videoId && attachments.length > 0)) {
    return { ok: false, code: 'mixed_attachments', field: 'files' };
  }
  if (photos > MAX_PHOTOS_PER_POST) return { ok: false, code: 'too_many_photos', field: 'files' };
  if (documents > MAX_DOCUMENTS_PER_POST) return { ok: false, code: 'too_many_files', field: 'files' };
  if (!text && !videoId && attachments.length === 0) return { ok: false, code: 'post_empty', field: 'description' };
  return { ok: true, description: text, videoId };
}

/** An edit keeps a post publishable: only a post with something besides its text may lose its text. */
export function checkEdit(description: string, hasContentBesidesText: boolean): ErrorCode | null {
  return description.trim() || hasContentBesidesText ? null : 'post_empty';
}

export interface ShareTarget {
  authorId: number;
  sharedPostId: number | null;
}

/** A talent shares someone else's original post: never their own, never a share. */
export function checkShare(viewerId: number, original: ShareTarget): ErrorCode | null {
  if (original.authorId === viewerId) return 'share_own_post';
  if (original.sharedPostId !== null) return 'share_of_share';
  return null;
}

/** Only talents publish, edit and share posts (second document §5); agencies and untyped accounts read. */
export function mayPost(person: { type: string | null }): boolean {
  return person.type === 'talento';
}

/** A comment may be deleted by its author or by the owner of the post it is on. */
export function canDeleteComment(viewerId: number, commentAuthorId: number, postAuthorId: number): boolean {
  return viewerId === commentAuthorId || viewerId === postAuthorId;
}

/** `limit` of a post list: the number of pages of POSTS_PAGE_SIZE (0 for an empty list). */
export function pageCount(total: number, pageSize = POSTS_PAGE_SIZE): number {
  return Math.ceil(Math.max(0, total) / pageSize);
}
