/**
 * Draws the default avatar and cover (assets/media/default-profile.jpg and default-cover.jpg) that
 * users without their own images get. Run once after changing the drawing:
 *   cd apps/server && npx tsx scripts/make-default-images.ts
 * The SVG below is ours; user uploads are never rendered from SVG.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/media');
mkdirSync(out, { recursive: true });

const avatar = `
<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#eeeafe"/>
      <stop offset="1" stop-color="#ffe6e1"/>
    </linearGradient>
    <linearGradient id="fg" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#8f78f8"/>
      <stop offset="1" stop-color="#6c4df6"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" fill="url(#bg)"/>
  <circle cx="256" cy="206" r="92" fill="url(#fg)" opacity="0.9"/>
  <path d="M88 512c0-104 75-172 168-172s168 68 168 172z" fill="url(#fg)" opacity="0.9"/>
</svg>`;

const cover = `
<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="500" viewBox="0 0 1500 500">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1d1b2b"/>
      <stop offset="0.55" stop-color="#4b36b8"/>
      <stop offset="1" stop-color="#ff6b57"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.78" cy="0.3" r="0.5">
      <stop offset="0" stop-color="#ffb545" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#ffb545" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1500" height="500" fill="url(#sky)"/>
  <rect width="1500" height="500" fill="url(#glow)"/>
  <g fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2">
    <circle cx="220" cy="430" r="180"/>
    <circle cx="220" cy="430" r="260"/>
    <circle cx="1180" cy="120" r="90"/>
    <circle cx="1180" cy="120" r="150"/>
  </g>
  <path d="M0 400 C300 330 520 470 820 390 S1300 300 1500 360 V500 H0z" fill="#ffffff" fill-opacity="0.08"/>
  <path d="M0 450 C260 400 560 500 900 440 S1320 380 1500 420 V500 H0z" fill="#ffffff" fill-opacity="0.1"/>
</svg>`;

await sharp(Buffer.from(avatar)).jpeg({ quality: 86, mozjpeg: true }).toFile(path.join(out, 'default-profile.jpg'));
await sharp(Buffer.from(cover)).jpeg({ quality: 86, mozjpeg: true }).toFile(path.join(out, 'default-cover.jpg'));
console.log(`default images written to ${out}`);
