import { afterEach, describe, expect, it, vi } from 'vitest';
import { jpegName, shrinkPhoto } from './shrink-photo.ts';

const MB = 1_048_576;
const fileOf = (size: number, name: string, type: string) =>
  new File([new Uint8Array(Math.round(size))], name, { type });

/** The browser's decoder and canvas: a `width` × `height` picture, encoded to `encodedBytes`. */
function browser(width: number, height: number, encodedBytes: number, decode?: () => Promise<never>) {
  const drawn: Array<{ width: number; height: number }> = [];
  const fills: string[] = [];
  const close = vi.fn();
  vi.stubGlobal('createImageBitmap', vi.fn(decode ?? (async () => ({ width, height, close }))));
  vi.stubGlobal(
    'OffscreenCanvas',
    class {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        const context = {
          fillStyle: '',
          imageSmoothingQuality: 'low',
          fillRect: () => fills.push(context.fillStyle),
          drawImage: (_image: unknown, _x: number, _y: number, w: number, h: number) =>
            drawn.push({ width: w, height: h }),
        };
        return context;
      }
      async convertToBlob(options: { type: string }) {
        return new Blob([new Uint8Array(encodedBytes)], { type: options.type });
      }
    },
  );
  return { drawn, fills, close, decodeCalls: () => vi.mocked(createImageBitmap).mock.calls.length };
}

describe('shrinkPhoto', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('scales a phone photo to 2560 px on its longest side and sends it as a JPEG', async () => {
    const canvas = browser(4000, 3000, 600_000);
    const sent = await shrinkPhoto(fileOf(3.4 * MB, 'IMG_0001.jpeg', 'image/jpeg'));
    expect([sent.name, sent.type, sent.size]).toEqual(['IMG_0001.jpg', 'image/jpeg', 600_000]);
    expect(canvas.drawn).toEqual([{ width: 2560, height: 1920 }]);
    expect(canvas.fills).toEqual(['#ffffff']);
    expect(canvas.close).toHaveBeenCalledOnce();
  });

  it('turns a large PNG into a JPEG on white, a portrait keeping its proportions', async () => {
    const canvas = browser(3000, 6000, 900_000);
    const sent = await shrinkPhoto(fileOf(5 * MB, 'Retrato.PNG', 'image/png'));
    expect([sent.name, sent.type]).toEqual(['Retrato.jpg', 'image/jpeg']);
    expect(canvas.drawn).toEqual([{ width: 1280, height: 2560 }]);
  });

  it('sends as it is what is under the threshold, a GIF, or a document, without decoding it', async () => {
    const canvas = browser(4000, 3000, 100);
    for (const file of [
      fileOf(MB, 'pequeña.jpg', 'image/jpeg'),
      fileOf(3 * MB, 'anim.gif', 'image/gif'),
      fileOf(3 * MB, 'book.pdf', 'application/pdf'),
    ]) {
      expect(await shrinkPhoto(file)).toBe(file);
    }
    expect(canvas.decodeCalls()).toBe(0);
  });

  it('keeps the original when the encoding is no smaller, when decoding fails, or with no canvas', async () => {
    const photo = fileOf(2 * MB, 'ya-comprimida.jpg', 'image/jpeg');
    browser(2000, 1500, 3 * MB);
    expect(await shrinkPhoto(photo)).toBe(photo);
    browser(0, 0, 0, () => Promise.reject(new DOMException('bad', 'InvalidStateError')));
    expect(await shrinkPhoto(photo)).toBe(photo);
    vi.unstubAllGlobals();
    vi.stubGlobal('OffscreenCanvas', undefined);
    expect(await shrinkPhoto(photo)).toBe(photo);
  });

  it('names the JPEG after the original', () => {
    expect([jpegName('a.b.png'), jpegName('sin-extension'), jpegName('.png')]).toEqual([
      'a.b.jpg',
      'sin-extension.jpg',
      'photo.jpg',
    ]);
  });
});
