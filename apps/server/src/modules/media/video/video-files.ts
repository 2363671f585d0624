import { mediaUrl } from '@vitrina/contract/media';
import type { Db } from '../../../db/client.ts';
import { createKept } from '../../../platform/kept.ts';
import type { KeptRegistry } from '../../../platform/kept-registry.ts';
import { createPreviewSigner } from '../upload-signature.ts';
import { createVideoRepository } from './video.repository.ts';

/** An owner's preview URL works at least this long: a long film, paused a while. */
const PREVIEW_SECONDS = 3 * 3600;
/** Expiries are whole hours, so the list asked again keeps the same src and a playing preview does not restart. */
const PREVIEW_STEP_SECONDS = 3600;
const PUBLISHED_TTL_MS = 10 * 60_000;

/** Who a video's file is served to: everyone (its post is out), its owner (a signed URL), or nobody (→ 404). */
export type VideoFileAudience = 'everyone' | 'owner' | null;

/**
 * The files of a video not yet out as a post reach only its owner, through signed URLs (an <img> or a
 * <video> sends no session token). Only "published" is remembered: it stays true until the files are gone.
 */
export function createVideoFiles(db: Db, secret: string, registry?: KeptRegistry) {
  const signer = createPreviewSigner(secret);
  const videos = createVideoRepository(db);
  const published = createKept<string, true>({
    name: 'published-videos',
    bound: { entries: 10_000 },
    freshness: { timed: PUBLISHED_TTL_MS },
    registry,
  });

  return {
    /** A file's URL as its owner gets it: the plain one once the video is a post, a signed one before. */
    urlOf(name: string, isPublished: boolean, nowMs = Date.now()): string {
      if (isPublished) return mediaUrl(name);
      const floor = Math.floor(nowMs / 1000) + PREVIEW_SECONDS;
      const exp = Math.ceil(floor / PREVIEW_STEP_SECONDS) * PREVIEW_STEP_SECONDS;
      return `${mediaUrl(name)}?exp=${exp}&sig=${signer.sign(name, exp)}`;
    },

    /** A query only for a file not known to be published and asked without a valid signature. */
    async audienceOf(name: string, query: { exp?: unknown; sig?: unknown }): Promise<VideoFileAudience> {
      if (published.get(name)) return 'everyone';
      const { exp, sig } = query;
      if (typeof sig === 'string' && typeof exp === 'string' && signer.verify(name, exp, sig) === 'ok') return 'owner';
      if (!(await videos.isPublishedFile(name))) return null;
      published.set(name, true);
      return 'everyone';
    },

    forget: (name: string): void => published.forget(name),
  };
}

export type VideoFiles = ReturnType<typeof createVideoFiles>;
