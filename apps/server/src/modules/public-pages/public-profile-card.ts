import sharp from 'sharp';
import { clip, escapeHtml } from '../profiles/public-profile-rules.ts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** What the card shows: the photo (a square crop, or null), the name, categories and city. */
export interface CardContent {
  photo: Buffer | null;
  name: string;
  categories: string[];
  place: string;
}

const INK = '#1d1b2b';
const CORAL = '#ff6b57';
const PAPER = '#faf8f5';
const PHOTO = 360;
const FONT = "Inter, 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/** The name on one or two lines, smaller the longer it is. */
export function nameLines(name: string): { lines: string[]; size: number } {
  const text = clip(name, 44);
  if (text.length <= 16) return { lines: [text], size: 76 };
  if (text.length <= 20) return { lines: [text], size: 62 };
  const middle = text.length / 2;
  const spaces = [...text.matchAll(/ /g)].map((match) => match.index);
  const split = spaces.sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0];
  if (split === undefined) return { lines: [clip(text, 22)], size: 56 };
  return { lines: [text.slice(0, split), text.slice(split + 1)], size: 56 };
}

function overlay({ name, categories, place }: CardContent): string {
  const { lines, size } = nameLines(name);
  const x = 540;
  const nameTop = lines.length === 1 ? 280 : 240;
  const nameText = lines
    .map((line, i) => `<tspan x="${x}" y="${nameTop + i * (size + 8)}">${escapeHtml(line)}</tspan>`)
    .join('');
  const below = nameTop + (lines.length - 1) * (size + 8);
  const categoryText = clip(categories.join(' · '), 38);
  const placeText = clip(place, 42);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
<circle cx="1170" cy="-10" r="180" fill="${CORAL}"/>
<circle cx="${90 + PHOTO / 2}" cy="${135 + PHOTO / 2}" r="${PHOTO / 2 + 10}" fill="none" stroke="${CORAL}" stroke-width="8"/>
<text font-family="${FONT}" font-weight="800" font-size="${size}" fill="${PAPER}">${nameText}</text>
${categoryText ? `<text x="${x}" y="${below + 70}" font-family="${FONT}" font-weight="700" font-size="34" fill="${CORAL}">${escapeHtml(categoryText)}</text>` : ''}
${placeText ? `<text x="${x}" y="${below + (categoryText ? 122 : 70)}" font-family="${FONT}" font-size="30" fill="${PAPER}" fill-opacity="0.8">${escapeHtml(placeText)}</text>` : ''}
<rect x="0" y="560" width="${CARD_WIDTH}" height="70" fill="${PAPER}"/>
<circle cx="98" cy="595" r="11" fill="${CORAL}"/>
<text x="120" y="606" font-family="${FONT}" font-weight="800" font-size="32" fill="${INK}">Vitrina</text>
</svg>`;
}

async function roundPhoto(photo: Buffer): Promise<Buffer> {
  const mask = Buffer.from(
    `<svg width="${PHOTO}" height="${PHOTO}"><circle cx="${PHOTO / 2}" cy="${PHOTO / 2}" r="${PHOTO / 2}"/></svg>`,
  );
  return sharp(photo)
    .resize(PHOTO, PHOTO, { fit: 'cover' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** The 1200×630 PNG that link previews show (og:image, twitter:image). */
export async function drawCard(content: CardContent): Promise<Buffer> {
  const layers: sharp.OverlayOptions[] = [];
  if (content.photo) layers.push({ input: await roundPhoto(content.photo), left: 90, top: 135 });
  layers.push({ input: Buffer.from(overlay(content)), left: 0, top: 0 });
  return sharp({ create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: INK } })
    .composite(layers)
    .png({ compressionLevel: 8 })
    .toBuffer();
}
