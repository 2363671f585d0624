import { readFile } from 'node:fs/promises';
import type { ResizeSize } from '@vitrina/contract/media';
import { createKept } from '../../platform/kept.ts';
import type { KeptRegistry } from '../../platform/kept-registry.ts';
import { cropImage } from './image-processor.ts';
import type { CatalogEntry, MediaCatalog } from './media-catalog.ts';
import { keys, parseResizeSize, type ResizeBox } from './media-rules.ts';
import type { MediaStorage } from './storage/media-storage.ts';

/** Bump when the crop settings change, so browsers and caches fetch the new bytes. */
const VARIANT_VERSION = 'r1';
/** Memory kept for hot variants (thumbnails are a few KB each). */
const MEMORY_BUDGET_BYTES = 48 * 1_048_576;

export interface Variant {
  etag: string;
  bytes: Buffer;
}

/** Variants of the allow-list (crops and height-bounded scales), each computed once (shared by concurrent requests, stored, hot ones kept). */
export function createResizer(storage: MediaStorage, catalog: MediaCatalog, registry?: KeptRegistry) {
  // Bounded by total bytes; a variant bigger than an eighth of the budget is never kept in memory.
  const memory = createKept<string, Buffer>({
    name: 'image-variants',
    bound: { bytes: MEMORY_BUDGET_BYTES, sizeOf: (bytes) => bytes.length, maxEntryBytes: MEMORY_BUDGET_BYTES / 8 },
    freshness: { immutable: true },
    registry,
    figures: () => ({ computations }),
  });
  let computations = 0;

  async function readOriginal(entry: CatalogEntry): Promise<Buffer | null> {
    if (entry.source.type === 'asset') return readFile(entry.source.path);
    return storage.read(entry.source.key);
  }

  async function produce(size: string, box: ResizeBox, entry: CatalogEntry): Promise<Buffer> {
    const key = keys.variant(size, entry.name);
    const stored = await storage.read(key);
    if (stored) return stored;
    const original = await readOriginal(entry);
    if (!original) throw new Error(`original of ${entry.name} is missing from the store`);
    computations += 1;
    const bytes = await cropImage(original, box.width, box.height, box.fit);
    await storage.put(key, bytes, 'image/jpeg');
    return bytes;
  }

  /** Resolves a request to an image of ours and an allowed size, or null (→ 404). Touches no store. */
  async function resolve(size: string, name: string): Promise<{ entry: CatalogEntry; box: ResizeBox } | null> {
    const box = parseResizeSize(size);
    if (!box) return null;
    const entry = await catalog.lookup(name);
    if (!entry || !entry.isImage) return null;
    return { entry, box };
  }

  async function variant(size: string, box: ResizeBox, entry: CatalogEntry): Promise<Variant> {
    const memoryKey = `${size}/${entry.name}`;
    const etag = `"${VARIANT_VERSION}-${size}-${entry.name}"`;
    const bytes = await memory.load(memoryKey, () => produce(size, box, entry));
    return { etag, bytes };
  }

  return {
    /** The ETag of a variant: originals never change, so it follows from the size and the name. */
    etagOf: (size: string, name: string) => `"${VARIANT_VERSION}-${size}-${name}"`,
    resolve,
    variant,

    /** A variant's bytes, or null when the name or the size is not ours (the comp card's photos, a public profile's card). */
    async read(size: ResizeSize, name: string): Promise<Buffer | null> {
      const found = await resolve(size, name);
      return found ? (await variant(size, found.box, found.entry)).bytes : null;
    },
  };
}

export type Resizer = ReturnType<typeof createResizer>;
