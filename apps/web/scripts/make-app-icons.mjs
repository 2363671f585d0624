// Draws the installable app's icons (public/icons/) from the logo's shapes; run once when the logo changes:
// node scripts/make-app-icons.mjs. The PNGs are committed: the build does not need sharp.
import { Buffer } from 'node:buffer';
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const mark = '<path d="M16 18h8l8 22 8-22h8L36 48h-8z" fill="#ff6b57"/>';
// "any": the rounded tile as on the favicon; "maskable": a full-bleed square, the mark inside the 80 % safe zone.
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1d1b2b"/>${mark}</svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-8 -8 80 80"><rect x="-8" y="-8" width="80" height="80" fill="#1d1b2b"/>${mark}</svg>`;

mkdirSync('public/icons', { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(any)).resize(size, size).png({ compressionLevel: 9 }).toFile(`public/icons/icon-${size}.png`);
  await sharp(Buffer.from(maskable))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/maskable-${size}.png`);
}
await sharp(Buffer.from(maskable))
  .resize(180, 180)
  .png({ compressionLevel: 9 })
  .toFile('public/icons/apple-touch-icon.png');
