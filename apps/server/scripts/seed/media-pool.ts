import sharp from 'sharp';
import { keys } from '../../src/modules/media/media-rules.ts';
import type { MediaStorage } from '../../src/modules/media/storage/media-storage.ts';
import { categories } from '@vitrina/contract/category-data';
import { DOCUMENTS } from './documents.ts';
import { randomSource } from './people.ts';
import { avatarSvg, categorySvg, type Look } from './scenes.ts';
import { tinyPdf } from './tiny-pdf.ts';

/** A stored file of the pool: what a media_objects row and a post_files row say about it. */
export interface PoolFile {
  kind: 'photo' | 'profile' | 'cover' | 'document';
  name: string;
  displayName: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  /** Photos and covers: the category (1–8) they picture. */
  category?: number;
  /** Avatars: whom they suit. */
  look?: Look;
}

/**
 * The pool: photos by category (photo n is of category 1 + floor(n / photosPerCategory)), avatars by
 * look, covers by category, and documents by language and category (document n is of language
 * ['es', 'en'][floor(n / 24)], category 1 + floor(n / 3) % 8, kind n % 3: DOCUMENTS' order).
 */
export interface MediaPool {
  photosPerCategory: number;
  photos: PoolFile[];
  avatars: PoolFile[];
  covers: PoolFile[];
  documents: PoolFile[];
}

/** How many pictures the pool draws: photos and covers per category, avatars per look (FE, MA, agency). */
export interface PoolSize {
  photos: number;
  avatars: number;
  covers: number;
}

const PHOTO_SIZES: ReadonlyArray<readonly [number, number]> = [
  [1600, 1067],
  [1080, 1350],
  [1200, 1200],
  [1920, 1080],
  [900, 1200],
  [1400, 933],
];

async function jpeg(svg: string): Promise<{ bytes: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(svg)).jpeg({ quality: 84 }).toBuffer({
    resolveWithObject: true,
  });
  return { bytes: data, width: info.width, height: info.height };
}

/**
 * Draws the pool (photos, avatars, covers with sharp; small PDFs by hand) and stores every file through
 * the media storage driver under media/<name>, as the media module stores processed uploads.
 */
export async function createMediaPool(
  storage: MediaStorage,
  counts: PoolSize = { photos: 8, avatars: 8, covers: 2 },
): Promise<MediaPool> {
  const random = randomSource(42);
  const pad = (i: number) => String(i + 1).padStart(2, '0');
  const looks: Look[] = ['FE', 'MA', 'agency'];
  const drawings: Array<{ kind: PoolFile['kind']; name: string; svg: string; category?: number; look?: Look }> = [
    ...categories.flatMap((c) =>
      Array.from({ length: counts.photos }, (_, i) => {
        const [w, h] = PHOTO_SIZES[(c.id + i) % PHOTO_SIZES.length]!;
        const name = `photo_seed_${c.slugEn}_${pad(i)}.jpg`;
        return { kind: 'photo' as const, name, category: c.id, svg: categorySvg(c.id, i, w, h, random) };
      }),
    ),
    ...looks.flatMap((look) =>
      Array.from({ length: counts.avatars }, (_, i) => ({
        kind: 'profile' as const,
        name: `profile_seed_${look.toLowerCase()}_${pad(i)}.jpg`,
        look,
        svg: avatarSvg(look, i, random),
      })),
    ),
    ...categories.flatMap((c) =>
      Array.from({ length: counts.covers }, (_, i) => ({
        kind: 'cover' as const,
        name: `cover_seed_${c.slugEn}_${pad(i)}.jpg`,
        category: c.id,
        // The covers start at the scene after the photos' first, so a profile's cover and its posts differ.
        svg: categorySvg(c.id, i + 1, 1500, 500, random),
      })),
    ),
  ];
  const files: PoolFile[] = [];
  for (let start = 0; start < drawings.length; start += 4) {
    const batch = drawings.slice(start, start + 4);
    const drawn = await Promise.all(batch.map((d) => jpeg(d.svg)));
    await Promise.all(batch.map((d, i) => storage.put(keys.media(d.name), drawn[i]!.bytes, 'image/jpeg')));
    batch.forEach((d, i) => {
      const { bytes, width, height } = drawn[i]!;
      files.push({
        kind: d.kind,
        name: d.name,
        displayName: '',
        mime: 'image/jpeg',
        size: bytes.length,
        width,
        height,
        ...(d.category === undefined ? {} : { category: d.category }),
        ...(d.look === undefined ? {} : { look: d.look }),
      });
    });
  }
  const documents: PoolFile[] = [];
  for (const doc of [DOCUMENTS.es, DOCUMENTS.en].flatMap((byCategory) => Object.values(byCategory).flat())) {
    const name = doc.displayName.replace('.pdf', '_seed.pdf');
    const bytes = tinyPdf(doc.title, doc.lines);
    await storage.put(keys.media(name), bytes, 'application/pdf');
    const file = { kind: 'document', name, displayName: doc.displayName, mime: 'application/pdf' } as const;
    documents.push({ ...file, size: bytes.length, width: null, height: null });
  }
  return {
    photosPerCategory: counts.photos,
    photos: files.filter((f) => f.kind === 'photo'),
    avatars: files.filter((f) => f.kind === 'profile'),
    covers: files.filter((f) => f.kind === 'cover'),
    documents,
  };
}
