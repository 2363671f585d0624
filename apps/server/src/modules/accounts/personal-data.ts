import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The accounts module's part of a person's data export: their account and profile fields as they
 * gave them (never the password hash, the token version or the Facebook id).
 */
export function createAccountPersonalData(db: Db) {
  return {
    name: 'account',
    async collect(userId: number) {
      const [user] = await db
        .select({
          id: users.id,
          email: users.email,
          nombre: users.nombre,
          apellido: users.apellido,
          birthdate: users.birthdate,
          sex: users.sex,
          country: users.country,
          ciudad: users.ciudad,
          biography: users.biography,
          profileUrl: users.profileUrl,
          type: users.type,
          langCode: users.langCode,
          profileImage: users.profileImage,
          coverImage: users.coverImage,
          termsAcceptedAt: users.termsAcceptedAt,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
      const { userId: _owner, ...links } = profile ?? { userId };
      return { data: { ...user, profile: links }, people: [] as number[] };
    },
  };
}
