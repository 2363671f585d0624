import sharp from 'sharp';
import { keys } from '../../src/modules/media/media-rules.ts';
import type { MediaStorage } from '../../src/modules/media/storage/media-storage.ts';
import { randomSource } from './people.ts';
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
}

export interface MediaPool {
  photos: PoolFile[];
  avatars: PoolFile[];
  covers: PoolFile[];
  documents: PoolFile[];
}

const PHOTO_SIZES: ReadonlyArray<readonly [number, number]> = [
  [1600, 1067],
  [1080, 1350],
  [1200, 1200],
  [1920, 1080],
  [900, 1200],
  [1400, 933],
];

const PALETTES = [
  ['#1d1b2b', '#4b36b8', '#ff6b57'],
  ['#0f3d3e', '#2f8f83', '#f2e8cf'],
  ['#2b193d', '#c33c54', '#ffd166'],
  ['#0b132b', '#3a506b', '#5bc0be'],
  ['#3d2c2e', '#a7754d', '#f4d6a0'],
  ['#12263a', '#06bcc1', '#f4edea'],
  ['#2d0320', '#9b1d64', '#ffa5ab'],
  ['#1b3022', '#5b8c5a', '#cfd186'],
];

const DOCUMENTS = [
  {
    displayName: 'portafolio_2024.pdf',
    title: 'Portafolio 2024',
    lines: ['Seleccion de trabajos recientes.', 'Contacto por mensaje en Vitrina.'],
  },
  {
    displayName: 'dossier_de_prensa.pdf',
    title: 'Dossier de prensa',
    lines: ['Biografia, fotos y notas de prensa.', 'Uso libre para medios.'],
  },
  {
    displayName: 'press_kit.pdf',
    title: 'Press kit',
    lines: ['Biography, photos and press notes.', 'Free to use for media.'],
  },
  {
    displayName: 'rider_tecnico.pdf',
    title: 'Rider tecnico',
    lines: ['Sonido: 2 monitores, 4 microfonos.', 'Escenario minimo 4 x 3 m.'],
  },
];

type Random = ReturnType<typeof randomSource>;

const gradient = (id: string, colours: readonly string[], random: Random) =>
  `<linearGradient id="${id}" x1="${random.next().toFixed(2)}" y1="0" x2="${random.next().toFixed(2)}" y2="1">` +
  colours.map((c, i) => `<stop offset="${i / (colours.length - 1)}" stop-color="${c}"/>`).join('') +
  '</linearGradient>';

/** A photo-like picture: a gradient sky, a glow, hills and a few translucent shapes. */
function photoSvg(width: number, height: number, random: Random): string {
  const palette = random.of(PALETTES);
  const shapes = Array.from({ length: 6 }, () => {
    const x = random.next() * width;
    const y = random.next() * height;
    const r = (0.05 + random.next() * 0.2) * Math.min(width, height);
    return random.next() < 0.5
      ? `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${random.of(palette)}" opacity="0.35"/>`
      : `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(r * 1.6).toFixed(0)}" height="${r.toFixed(0)}" fill="#ffffff" opacity="0.12" transform="rotate(${(random.next() * 60 - 30).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join('');
  const hill = (base: number, colour: string) => {
    const points = Array.from({ length: 7 }, (_, i) => {
      const y = height * (base - random.next() * 0.18);
      return `${((i / 6) * width).toFixed(0)},${y.toFixed(0)}`;
    });
    return `<polygon points="0,${height} ${points.join(' ')} ${width},${height}" fill="${colour}" opacity="0.85"/>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>${gradient('sky', palette, random)}<radialGradient id="glow" cx="${random.next().toFixed(2)}" cy="0.3" r="0.5">
  <stop offset="0" stop-color="#fff3c4" stop-opacity="0.6"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>
  ${shapes}${hill(0.8, palette[0]!)}${hill(0.95, '#0d0d12')}</svg>`;
}

/** An avatar-like picture: a head and shoulders over a soft gradient. */
function avatarSvg(random: Random): string {
  const palette = random.of(PALETTES);
  const skin = random.of(['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac']);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
  <defs>${gradient('bg', [palette[2]!, palette[1]!], random)}</defs>
  <rect width="512" height="512" fill="url(#bg)"/>
  <path d="M96 512c0-100 72-168 160-168s160 68 160 168z" fill="${palette[0]}"/>
  <circle cx="256" cy="214" r="${84 + Math.floor(random.next() * 16)}" fill="${skin}"/>
  <path d="M170 200c0-60 40-96 86-96s86 36 86 96c-20-30-50-40-86-40s-66 10-86 40z" fill="${random.of(['#2b1d14', '#4a3020', '#111', '#a0522d', '#d4a017'])}"/></svg>`;
}

/** A cover-like picture: a wide gradient with rings. */
function coverSvg(random: Random): string {
  const palette = random.of(PALETTES);
  const rings = Array.from({ length: 5 }, () => {
    const cx = (random.next() * 1500).toFixed(0);
    const cy = (random.next() * 500).toFixed(0);
    return `<circle cx="${cx}" cy="${cy}" r="${(60 + random.next() * 220).toFixed(0)}" fill="none" stroke="#fff" stroke-opacity="0.15" stroke-width="3"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="500">
  <defs>${gradient('sky', palette, random)}</defs><rect width="1500" height="500" fill="url(#sky)"/>${rings}</svg>`;
}

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
  counts = { photos: 40, avatars: 20, covers: 10 },
): Promise<MediaPool> {
  const random = randomSource(42);
  const pad = (i: number) => String(i + 1).padStart(2, '0');
  const drawings: Array<{ kind: PoolFile['kind']; name: string; svg: string }> = [
    ...Array.from({ length: counts.photos }, (_, i) => {
      const [w, h] = PHOTO_SIZES[i % PHOTO_SIZES.length]!;
      return { kind: 'photo' as const, name: `photo_seed${pad(i)}.jpg`, svg: photoSvg(w, h, random) };
    }),
    ...Array.from({ length: counts.avatars }, (_, i) => ({
      kind: 'profile' as const,
      name: `profile_seed${pad(i)}.jpg`,
      svg: avatarSvg(random),
    })),
    ...Array.from({ length: counts.covers }, (_, i) => ({
      kind: 'cover' as const,
      name: `cover_seed${pad(i)}.jpg`,
      svg: coverSvg(random),
    })),
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
      });
    });
  }
  const documents: PoolFile[] = [];
  for (const [i, doc] of DOCUMENTS.entries()) {
    const name = doc.displayName.replace('.pdf', `_seed${pad(i)}.pdf`);
    const bytes = tinyPdf(doc.title, doc.lines);
    await storage.put(keys.media(name), bytes, 'application/pdf');
    const file = { kind: 'document', name, displayName: doc.displayName, mime: 'application/pdf' } as const;
    documents.push({ ...file, size: bytes.length, width: null, height: null });
  }
  return {
    photos: files.filter((f) => f.kind === 'photo'),
    avatars: files.filter((f) => f.kind === 'profile'),
    covers: files.filter((f) => f.kind === 'cover'),
    documents,
  };
}
