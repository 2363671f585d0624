import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';

/** The two image columns of a user, written by the media module through this repository. */
export function createUserImagesRepository(db: Db) {
  return {
    async setImage(userId: number, type: 'profile' | 'cover', name: string): Promise<void> {
      await db
        .update(users)
        .set(
          type === 'profile'
            ? { profileImage: name, updatedAt: sql`now()` }
            : { coverImage: name, updatedAt: sql`now()` },
        )
        .where(eq(users.id, userId));
    },
  };
}

export type UserImagesRepository = ReturnType<typeof createUserImagesRepository>;
