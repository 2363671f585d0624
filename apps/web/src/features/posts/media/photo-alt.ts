import type { PostFile } from '@vitrina/contract/posts';

/** The alt text of a photo: the author's description, or which photo of whose post it is. */
export function photoAlt(
  t: (key: string, options: Record<string, unknown>) => string,
  file: PostFile,
  index: number,
  total: number,
  author: string,
) {
  return file.description || t('photos.alt', { n: index + 1, total, name: author });
}
