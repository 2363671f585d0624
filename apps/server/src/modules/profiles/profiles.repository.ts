import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userProfiles, type UserProfileRow } from '../../db/schema/user-profiles.ts';
import { users, type UserRow } from '../../db/schema/users.ts';

/** A person's rows as a profile page reads them (never written here: the accounts module owns them). */
export function createProfilesRepository(db: Db) {
  return {
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async findByProfileUrl(profileUrl: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.profileUrl, profileUrl)).limit(1);
      return row ?? null;
    },

    async findProfile(userId: number): Promise<UserProfileRow | null> {
      const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
      return row ?? null;
    },
  };
}
