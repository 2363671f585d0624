import sharp from 'sharp';

const WIDTH = 800;
const HEIGHT = 600;

/** `count` distinct small JPEGs made in memory (about 20 KB): colour blobs, so the app decodes a photo, not a flat colour. */
export async function makeSamplePhotos(count: number): Promise<Buffer[]> {
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
    photos.push(await sharp(blobs).resize(WIDTH, HEIGHT, { kernel: 'cubic' }).blur(3).jpeg({ quality: 80 }).toBuffer());
  }
  return photos;
}
