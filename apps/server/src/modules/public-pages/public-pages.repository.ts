import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { minorNow } from '../graph/visibility.ts';

/** The people a public page may show, as the page and the sitemap read them (the accounts module writes them). */
export function createPublicPagesRepository(db: Db) {
  return {
    /** A person by address with their public-page setting (false without a profile row). */
    async findPublicCandidate(profileUrl: string): Promise<(UserRow & { publicProfile: boolean }) | null> {
      const [row] = await db
        .select({ user: users, publicProfile: userProfiles.publicProfile })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(eq(users.profileUrl, profileUrl))
        .limit(1);
      return row ? { ...row.user, publicProfile: row.publicProfile ?? false } : null;
    },

    /** The public pages for the sitemap, along `user_profiles_public_idx` (the same rule as isShownPublicly). */
    async listPublicProfiles(limit: number): Promise<Array<{ profileUrl: string; updatedAt: Date }>> {
      return db
        .select({ profileUrl: users.profileUrl, updatedAt: users.updatedAt })
        .from(userProfiles)
        .innerJoin(users, eq(users.id, userProfiles.userId))
        .where(
          and(
            sql`${userProfiles.publicProfile}`,
            eq(users.type, 'talento'),
            eq(users.isVerified, true),
            isNull(users.cancelledAt),
            isNull(users.deletedAt),
            sql`(${users.suspendedAt} is null or ${users.suspendedUntil} <= now())`,
            sql`not coalesce(${minorNow()}, false)`,
          ),
        )
        .orderBy(asc(users.id))
        .limit(limit);
    },
  };
}
