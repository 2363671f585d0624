import { fileExtension, mediaUrl, type MediaFile, type MyPhoto } from '@vitrina/contract/media';
import type { MediaObjectRow } from '../../db/schema/media-objects.ts';

/** A processed object as the composer and the posts module see it. */
export function toMediaFile(row: MediaObjectRow): MediaFile {
  const name = row.name ?? '';
  return {
    filename: name,
    type: row.kind === 'document' ? 'FILE' : 'PHOTO',
    url: mediaUrl(name),
    name: row.displayName || name,
    ext: fileExtension(name),
    size: row.size ?? 0,
    width: row.width,
    height: row.height,
  };
}

/** A photo whose checks passed while its pixel work goes on: its stored name and size, its bytes not yet known. */
export function toCheckedPhoto(photo: { name: string; width: number; height: number }): MediaFile {
  const { name, width, height } = photo;
  return { filename: name, type: 'PHOTO', url: mediaUrl(name), name, ext: 'jpg', size: 0, width, height };
}

export function toMyPhoto(row: MediaObjectRow): MyPhoto {
  return {
    filename: row.name ?? '',
    kind: row.kind as MyPhoto['kind'],
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}
