import { eq, type SQL } from 'drizzle-orm';
import { isTrue, type Db } from '../../db/client.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { categoryIdsOf } from '../categories/interest-filters.ts';
import { viewerFollows } from '../graph/network.ts';
import { seesPerson, type Visibility } from '../graph/visibility.ts';

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

    /** A person's page in one statement: row, links, visible to and followed by `seen`'s viewer, category ids. */
    async findPage(seen: Visibility, where: SQL) {
      const [row] = await db
        .select({
          user: users,
          profile: userProfiles,
          visible: seesPerson(seen, users.id),
          following: viewerFollows(seen.viewerId, users.id),
          categories: categoryIdsOf(users.id),
        })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(where)
        .limit(1);
      return row
        ? {
            ...row,
            visible: isTrue(row.visible),
            following: isTrue(row.following),
            categories: row.categories.map(Number),
          }
        : null;
    },
  };
}
