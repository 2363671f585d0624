import { eq, sql, type SQL } from 'drizzle-orm';
import { isTrue, type Db } from '../../db/client.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import { categoryIdsOf } from '../categories/interest-filters.ts';
import { viewerFollows } from '../graph/network.ts';
import { seesPerson, visibleToPlaceholder } from '../graph/visibility.ts';

/** What a profile page and its pop-up show and decide with: never the password hash, tokens or settings. */
const pageUser = {
  id: users.id,
  type: users.type,
  nombre: users.nombre,
  apellido: users.apellido,
  profileUrl: users.profileUrl,
  profileImage: users.profileImage,
  coverImage: users.coverImage,
  ciudad: users.ciudad,
  country: users.country,
  birthdate: users.birthdate,
  sex: users.sex,
  email: users.email,
  biography: users.biography,
  createdAt: users.createdAt,
  followersCount: users.followersCount,
  followingCount: users.followingCount,
  postsCount: users.postsCount,
  isVerified: users.isVerified,
  cancelledAt: users.cancelledAt,
  deletedAt: users.deletedAt,
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
  agencyVerifiedAt: users.agencyVerifiedAt,
};

export type PageUser = { [K in keyof typeof pageUser]: UserRow[K] };

/** A person's rows as a profile page reads them (never written here: the accounts module owns them). */
export function createProfilesRepository(db: Db) {
  // The page's statement by address and by id, each built once (a profile visit and a pop-up each read one).
  const pageWhere = (where: SQL, name: string) => {
    const seen = visibleToPlaceholder();
    return db
      .select({
        user: pageUser,
        profile: userProfiles,
        visible: seesPerson(seen, users.id),
        following: viewerFollows(seen.viewerId, users.id),
        categories: categoryIdsOf(users.id),
      })
      .from(users)
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(where)
      .limit(1)
      .prepare(name);
  };
  const pages = {
    byUrl: pageWhere(eq(users.profileUrl, sql.placeholder('profileUrl')), 'profile_page_by_url'),
    byId: pageWhere(eq(users.id, sql.placeholder('id')), 'profile_page_by_id'),
  };

  return {
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    async findByProfileUrl(profileUrl: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.profileUrl, profileUrl)).limit(1);
      return row ?? null;
    },

    /** A person's page in one statement: row, links, visible to and followed by the viewer, category ids. */
    async findPage(viewerId: number, person: { profileUrl: string } | { id: number }) {
      const [row] = await ('id' in person
        ? pages.byId.execute({ viewer: viewerId, id: person.id })
        : pages.byUrl.execute({ viewer: viewerId, profileUrl: person.profileUrl }));
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
