import { PHOTO_MAX_SIDE, UPLOAD_COMPRESS_THRESHOLD } from '@vitrina/contract/constants';

const SHRINKABLE = new Set(['image/jpeg', 'image/png']);

/** The name a photo travels under once it is a JPEG (the server names what it stores itself). */
export const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;

/**
 * A photo over the compression threshold (spec: flagged for compression), scaled to at most PHOTO_MAX_SIDE and
 * encoded as JPEG in the browser: a phone's 3–5 MB leaves as well under one, sooner on a mobile connection, and
 * the server decodes a fifth of the pixels. Anything else, or any failure, goes as it is: the server checks
 * and re-encodes every photo in any case. GIFs go whole (the server keeps their first frame).
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!SHRINKABLE.has(file.type) || file.size <= UPLOAD_COMPRESS_THRESHOLD) return file;
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return file;
  let bitmap: ImageBitmap | null = null;
  try {
    // Decoded off the main thread and turned as its EXIF orientation says: the canvas keeps no EXIF, so a phone's
    // portrait would lie on its side otherwise. A browser that cannot refuses the option, and the file goes whole.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return file;
    // A PNG's transparency lands on white, as the server flattens it.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    if (blob.size >= file.size) return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}
