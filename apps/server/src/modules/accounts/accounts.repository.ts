import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { flatRows } from '../../db/flat-rows.ts';
import { onFirstUse } from '../../db/prepared-sql.ts';
import { userProfiles, type UserProfileRow } from '../../db/schema/user-profiles.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import type { SessionSubject } from '../../sessions/token-issuer.ts';
import { toLang } from '@vitrina/contract/constants';

/** The columns an account is created with: the rest (type, images, counters…) start at their defaults. */
export type NewUser = Required<
  Pick<
    typeof users.$inferInsert,
    | 'email'
    | 'passwordHash'
    | 'nombre'
    | 'apellido'
    | 'birthdate'
    | 'sex'
    | 'country'
    | 'ciudad'
    | 'langCode'
    | 'profileUrl'
    | 'isVerified'
    | 'facebookId'
    | 'termsAcceptedAt'
  >
>;

export const touched = () => ({ updatedAt: new Date() });

/** The account row: the session's subject, look-ups, sign-up, credentials and the images media sets. */
export function createAccountsRepository(db: Db) {
  // Read with nearly every request whose session is not kept: built once, on its first use.
  const sessionSubject = onFirstUse(() =>
    flatRows(
      db
        .select({
          id: users.id,
          type: users.type,
          profileImage: users.profileImage,
          coverImage: users.coverImage,
          nombre: users.nombre,
          apellido: users.apellido,
          profileUrl: users.profileUrl,
          langCode: users.langCode,
          tokenVersion: users.tokenVersion,
          isVerified: users.isVerified,
          factorGraceFrom: users.factorGraceFrom,
        })
        .from(users)
        // A cancelled or suspended account has no session at all (its tokens were revoked too, as a second lock).
        .where(
          and(
            eq(users.id, sql.placeholder('id')),
            isNull(users.cancelledAt),
            sql`not (${users.suspendedAt} is not null and (${users.suspendedUntil} is null or ${users.suspendedUntil} > now()))`,
          ),
        )
        .limit(1)
        .prepare('session_subject'),
    ),
  );
  return {
    async findSessionSubject(id: number): Promise<SessionSubject | null> {
      const [row] = await sessionSubject().execute({ id });
      if (!row) return null;
      const { nombre, apellido, type, langCode, ...rest } = row;
      return {
        ...rest,
        type: type === 'talento' || type === 'agencia' ? type : null,
        fullname: `${nombre} ${apellido}`.trim(),
        langCode: toLang(langCode),
      };
    },

    async findById(id: number): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** `email` must already be normalised (trimmed, lower case). */
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row ?? null;
    },

    async findByFacebookId(facebookId: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.facebookId, facebookId)).limit(1);
      return row ?? null;
    },

    async findProfile(userId: number): Promise<UserProfileRow | null> {
      const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
      return row ?? null;
    },

    async emailExists(email: string, exceptUserId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email))
        .limit(1);
      return Boolean(row);
    },

    /** Case-insensitive: `Ana` and `ana` would be the same page to a person. */
    async profileUrlTaken(profileUrl: string, exceptUserId?: number): Promise<boolean> {
      const same = sql`lower(${users.profileUrl}) = ${profileUrl.toLowerCase()}`;
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(exceptUserId ? and(same, ne(users.id, exceptUserId)) : same)
        .limit(1);
      return Boolean(row);
    },

    facebookIdExists: async (facebookId: string): Promise<boolean> => {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.facebookId, facebookId), eq(users.isVerified, true)))
        .limit(1);
      return Boolean(row);
    },

    /** The user row; run it in the transaction that also inserts its profile row. */
    async insertUser(values: NewUser): Promise<number> {
      const [row] = await db.insert(users).values(values).returning({ id: users.id });
      if (!row) throw new Error('user insert returned nothing');
      return row.id;
    },

    async insertProfile(userId: number): Promise<void> {
      await db.insert(userProfiles).values({ userId });
    },

    async markVerified(id: number): Promise<void> {
      await db
        .update(users)
        .set({ isVerified: true, ...touched() })
        .where(eq(users.id, id));
    },

    /** Sets the hash and bumps the token version: every session signed before stops working. */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, ...touched() })
        .where(eq(users.id, id));
    },

    /**
     * Sets the address (already normalised); with `endSessions` the token version is bumped too, so every
     * session signed before stops working (an undone e-mail change). Unique violation when it is taken.
     */
    async setEmail(id: number, email: string, endSessions: boolean): Promise<void> {
      await db
        .update(users)
        .set({ email, ...(endSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}), ...touched() })
        .where(eq(users.id, id));
    },

    /** Links a Facebook profile whose e-mail Facebook verified; that also confirms the address. */
    async linkFacebook(id: number, facebookId: string): Promise<void> {
      await db
        .update(users)
        .set({ facebookId, isVerified: true, ...touched() })
        .where(eq(users.id, id));
    },

    async setImage(id: number, type: 'profile' | 'cover', name: string): Promise<void> {
      await db
        .update(users)
        .set(type === 'profile' ? { profileImage: name, ...touched() } : { coverImage: name, ...touched() })
        .where(eq(users.id, id));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
