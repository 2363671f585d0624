import sharp from 'sharp';
import { PHOTO_MAX_SIDE } from '@vitrina/contract/constants';

// A phone's photo (12 megapixels, about 3.4 MB) as the web app sends it: scaled in the browser to PHOTO_MAX_SIDE,
// a JPEG at 0.9 (apps/web/src/lib/shrink-photo.ts). The app decodes and re-encodes each upload, so the crowd's
// posts must cost what real ones do (an 800 × 600 sample cost a fifth of it).
const WIDTH = 4000;
const HEIGHT = 3000;

/** `count` distinct photos made in memory: colour blobs under a grain, so no encoder finds them easy. */
export async function makeSamplePhotos(count: number): Promise<Buffer[]> {
  const raw = { width: WIDTH, height: HEIGHT, channels: 3 } as const;
  const half = { width: WIDTH / 2, height: HEIGHT / 2, channels: 3 as const };
  const noise = { type: 'gaussian', mean: 128, sigma: 24 } as const;
  const grain = await sharp({ create: { ...half, background: '#808080', noise } })
    .resize(WIDTH, HEIGHT, { kernel: 'nearest' })
    .raw()
    .toBuffer();
  const photos: Buffer[] = [];
  for (let i = 0; i < count; i += 1) {
    const blobs = await sharp({
      create: {
        width: 8,
        height: 6,
        channels: 3,
        background: { r: 40 * i, g: 128, b: 200 - 20 * i },
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const photo = sharp(blobs)
      .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
      .composite([{ input: grain, raw, blend: 'soft-light' }]);
    const phone = await photo.jpeg({ quality: 90 }).toBuffer();
    const scaled = sharp(phone).resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside' });
    photos.push(await scaled.jpeg({ quality: 90 }).toBuffer());
  }
  return photos;
}
