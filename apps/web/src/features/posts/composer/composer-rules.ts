import type { PostsErrorCode } from '@vitrina/contract/posts-errors';
import { MAX_POST_LENGTH } from '@vitrina/contract/post-limits';
import type { CreatePostRequest } from '@vitrina/contract/posts';
import { youtubeIdOf } from '@vitrina/contract/youtube';

/**
 * The composer's rules (second document §5), mirrored from the server so a mistake costs no round trip;
 * the texts are the contract's, so both sides say the same. The server checks everything again.
 */
export const composerTabs = ['text', 'photos', 'video', 'file'] as const;
export type ComposerTab = (typeof composerTabs)[number];

export interface ComposerDraft {
  tab: ComposerTab;
  description: string;
  /** Uploads of this tab that are processed and ready to go with the post. */
  ready: number;
  videoUrl: string;
}

/** The first rule a draft fails, or null when it may be sent. */
export function checkDraft({ tab, description, ready, videoUrl }: ComposerDraft): PostsErrorCode | null {
  if (description.length > MAX_POST_LENGTH) return 'post_too_long';
  const hasText = description.trim() !== '';
  if (tab === 'video') {
    const link = videoUrl.trim();
    if (link && !youtubeIdOf(link)) return 'video_url_invalid';
    return hasText || link ? null : 'post_empty';
  }
  if (tab === 'photos' || tab === 'file') return hasText || ready > 0 ? null : 'post_empty';
  return hasText ? null : 'post_empty';
}

/** Spec §8: while an upload of the tab runs, the post button waits and says why. */
export type WaitAlert = 'error.espera_que_termine_subir' | 'error.espera_que_termine_subir_archivos';

export function waitAlertOf(tab: ComposerTab, uploading: boolean): WaitAlert | null {
  if (!uploading) return null;
  if (tab === 'photos') return 'error.espera_que_termine_subir';
  if (tab === 'file') return 'error.espera_que_termine_subir_archivos';
  return null;
}

export interface ReadyUpload {
  /** The upload id POST posts/aws-url answered. */
  uploadId: string;
  /** A photo's short description (alt text); '' for documents. */
  alt: string;
}

/** What POST /posts receives: only the active tab's attachments travel (a post carries one kind). */
export function buildPostRequest(draft: ComposerDraft, uploads: readonly ReadyUpload[]): CreatePostRequest {
  const description = draft.description.trim();
  if (draft.tab === 'video') return { description, files: [], videoUrl: draft.videoUrl.trim() };
  if (draft.tab === 'text') return { description, files: [], videoUrl: '' };
  const files = uploads.map(({ uploadId, alt }) =>
    draft.tab === 'photos' ? { filename: uploadId, description: alt.trim() } : { filename: uploadId },
  );
  return { description, files, videoUrl: '' };
}
