import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mediaNameSchema } from '@vitrina/contract/media';
import { DEFAULT_COVER_IMAGE, DEFAULT_PROFILE_IMAGE } from '@vitrina/contract/users';
import { createKept } from '../../platform/kept.ts';
import type { KeptRegistry } from '../../platform/kept-registry.ts';
import type { MediaRepository } from './media.repository.ts';

/** Default avatar and cover, shipped in the repository (made by scripts/make-default-images.ts). */
export const DEFAULT_ASSETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../assets/media');

export interface CatalogEntry {
  name: string;
  mime: string;
  isImage: boolean;
  /** A video rendition: served by ranges, or from S3 by a presigned URL. */
  isVideo: boolean;
  /** A video's rendition, poster or captions: served to all only once the video is a post. */
  isVideoPart: boolean;
  /** For documents: the name shown in downloads. */
  displayName: string;
  source: { type: 'store'; key: string } | { type: 'asset'; path: string };
}

const POSITIVE_TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 10_000;

/** How /media and /resize find an object: a name of the allowed shape, then a ready row; never a path. */
export function createMediaCatalog(
  repository: MediaRepository,
  assetsDir = DEFAULT_ASSETS_DIR,
  registry?: KeptRegistry,
) {
  const defaults = new Map<string, CatalogEntry>(
    [DEFAULT_PROFILE_IMAGE, DEFAULT_COVER_IMAGE].map((name) => [
      name,
      {
        name,
        mime: 'image/jpeg',
        isImage: true,
        isVideo: false,
        isVideoPart: false,
        displayName: name,
        source: { type: 'asset', path: path.join(assetsDir, name) },
      },
    ]),
  );
  // Only names found are kept: an object not ready yet is asked again.
  const found = createKept<string, CatalogEntry | null>({
    name: 'media-catalog',
    bound: { entries: MAX_ENTRIES },
    freshness: { timed: POSITIVE_TTL_MS },
    registry,
  });

  async function read(name: string): Promise<CatalogEntry | null> {
    const row = await repository.findReadyByName(name);
    if (!row || !row.name || !row.mime) return null;
    return {
      name: row.name,
      mime: row.mime,
      isImage: row.kind !== 'document' && row.kind !== 'video' && row.kind !== 'captions',
      isVideo: row.kind === 'video',
      isVideoPart: row.kind === 'video' || row.kind === 'poster' || row.kind === 'captions',
      displayName: row.displayName || row.name,
      source: { type: 'store', key: row.key },
    };
  }

  return {
    async lookup(name: string): Promise<CatalogEntry | null> {
      if (!mediaNameSchema.safeParse(name).success) return null;
      const fixed = defaults.get(name);
      if (fixed) return fixed;
      return found.load(name, () => read(name));
    },
    /** Drops a name (after its object is deleted), so it stops being served at once in this process. */
    forget: (name: string): void => found.forget(name),
  };
}

export type MediaCatalog = ReturnType<typeof createMediaCatalog>;
