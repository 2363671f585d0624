import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodedPhotoSize, encodePhoto, readImageHeader } from './image-processor.ts';

const plain = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a5cc4' } });

describe('encodedPhotoSize', () => {
  // The composer is told a photo's size from its header, before the pixel work that makes it.
  it.each([
    ['a small JPEG', () => plain(800, 600).jpeg().toBuffer()],
    ['a wide PNG over the longest side', () => plain(3333, 2501).png().toBuffer()],
    ['a tall JPEG over it', () => plain(3001, 4003).jpeg().toBuffer()],
    [
      'a JPEG turned a quarter (orientation 6)',
      () => plain(4001, 3001).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
    ],
    ['a JPEG upside down (orientation 3)', () => plain(640, 480).jpeg().withMetadata({ orientation: 3 }).toBuffer()],
    [
      'an animated GIF (its first frame)',
      () =>
        sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } })
          .joinChannel(Buffer.alloc(300 * 200, 255), { raw: { width: 300, height: 200, channels: 1 } })
          .gif()
          .toBuffer()
          .then((frame) =>
            sharp([frame, frame], { join: { animated: true } })
              .gif()
              .toBuffer(),
          ),
    ],
  ])('matches what encodePhoto makes of %s', async (_, make) => {
    const bytes = await make();
    const header = await readImageHeader(bytes);
    const encoded = await encodePhoto(bytes);
    expect(encodedPhotoSize(header.width!, header.height!, header.orientation)).toEqual({
      width: encoded.width,
      height: encoded.height,
    });
  });
});
