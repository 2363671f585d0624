import sharp from 'sharp';

// A phone's photo: 12 megapixels, about 3.4 MB. The app decodes, scales and re-encodes each upload, so the
// crowd's posts must cost what real ones do (an 800 × 600 sample cost a tenth of it).
const WIDTH = 4000;
const HEIGHT = 3000;

/** `count` distinct phone-sized JPEGs made in memory: colour blobs under a grain, so no encoder finds it easy. */
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
    photos.push(await photo.jpeg({ quality: 90 }).toBuffer());
  }
  return photos;
}
