import type { PostVideo } from '@vitrina/contract/videos';
import type { Db } from '../../../db/client.ts';
import { toPostVideo } from './video.mapper.ts';
import { createVideoRepository } from './video.repository.ts';

/** The ready videos of some posts, by video id: one statement, none when no post has one. */
export async function listPostVideos(db: Db, ids: ReadonlyArray<number | null>): Promise<Map<number, PostVideo>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const found = new Map<number, PostVideo>();
  if (wanted.length === 0) return found;
  for (const row of await createVideoRepository(db).listReady(wanted)) {
    const video = toPostVideo(row);
    if (video) found.set(row.id, video);
  }
  return found;
}
