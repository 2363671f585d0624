import type { MessagePolicy } from '@vitrina/contract/message-requests';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { notificationFlags } from '@vitrina/contract/users';
import type { Db } from '../../db/client.ts';
import { userProfiles, type UserProfileRow } from '../../db/schema/user-profiles.ts';
import { users, type UserRow } from '../../db/schema/users.ts';
import type { SessionSubject } from '../../sessions/token-issuer.ts';
import { toLang } from '@vitrina/contract/constants';
import { createWizardRepository } from './wizard.repository.ts';

export type NotificationFlag = (typeof notificationFlags)[number];

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

export interface PersonalFields {
  nombre: string;
  apellido: string;
  birthdate: string;
  sex: 'MA' | 'FE';
  country: string;
  /** Left as it is when absent (the spec's settings payload has no city). */
  ciudad?: string;
  biography: string;
  /** Cleared when the new birth date makes an adult a minor. */
  guardianConsentAt?: null;
}

export type ProfileLinkFields = Pick<
  UserProfileRow,
  'facebookUrl' | 'twitterUrl' | 'instagramUrl' | 'spotifyUrl' | 'youtubeUrl' | 'linkedinUrl' | 'web' | 'phone'
>;

export interface AgencyFields {
  agencyName: string;
  contactEmail: string;
  web: string;
  phone: string;
}

/** The allow-list of notification flags (original-backend §15.5: never a column named by the client). */
const flagColumns = {
  followers: 'notifyFollowers',
  photos_videos: 'notifyPhotosVideos',
  messages: 'notifyMessages',
  following: 'notifyFollowing',
} as const satisfies Record<NotificationFlag, keyof UserProfileRow>;

const touched = () => ({ updatedAt: new Date() });

export function createAccountsRepository(db: Db) {
  return {
    ...createWizardRepository(db),
    async findSessionSubject(id: number): Promise<SessionSubject | null> {
      const [row] = await db
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
        })
        .from(users)
        // A cancelled or suspended account has no session at all (its tokens were revoked too, as a second lock).
        .where(
          and(
            eq(users.id, id),
            isNull(users.cancelledAt),
            sql`not (${users.suspendedAt} is not null and (${users.suspendedUntil} is null or ${users.suspendedUntil} > now()))`,
          ),
        )
        .limit(1);
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

    /** Sets the account type only while it is unset; false when it was already chosen. */
    async setTypeOnce(id: number, type: 'talento' | 'agencia'): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ type, ...touched() })
        .where(and(eq(users.id, id), isNull(users.type)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async setBiography(id: number, biography: string): Promise<void> {
      await db
        .update(users)
        .set({ biography, ...touched() })
        .where(eq(users.id, id));
    },

    async updatePersonal(id: number, personal: PersonalFields): Promise<void> {
      await db
        .update(users)
        .set({ ...personal, ...touched() })
        .where(eq(users.id, id));
    },

    async updateProfileLinks(id: number, links: ProfileLinkFields): Promise<void> {
      await db.update(userProfiles).set(links).where(eq(userProfiles.userId, id));
    },

    async updateAgency(id: number, biography: string, agency: AgencyFields): Promise<void> {
      await db
        .update(users)
        .set({ biography, ...touched() })
        .where(eq(users.id, id));
      await db.update(userProfiles).set(agency).where(eq(userProfiles.userId, id));
    },

    async setImage(id: number, type: 'profile' | 'cover', name: string): Promise<void> {
      await db
        .update(users)
        .set(type === 'profile' ? { profileImage: name, ...touched() } : { coverImage: name, ...touched() })
        .where(eq(users.id, id));
    },

    async setLanguage(id: number, langCode: 'es' | 'en'): Promise<void> {
      await db
        .update(users)
        .set({ langCode, ...touched() })
        .where(eq(users.id, id));
    },

    async setProfileUrl(id: number, profileUrl: string): Promise<void> {
      await db
        .update(users)
        .set({ profileUrl, ...touched() })
        .where(eq(users.id, id));
    },

    async setNotificationFlag(id: number, flag: NotificationFlag, status: boolean): Promise<void> {
      await db
        .update(userProfiles)
        .set({ [flagColumns[flag]]: status })
        .where(eq(userProfiles.userId, id));
    },

    async setMessagePolicy(id: number, policy: MessagePolicy): Promise<void> {
      await db.update(userProfiles).set({ messagePolicy: policy }).where(eq(userProfiles.userId, id));
    },

    async setPublicProfile(id: number, isPublic: boolean): Promise<void> {
      await db.update(userProfiles).set({ publicProfile: isPublic }).where(eq(userProfiles.userId, id));
    },

    /** Browse privately and the weekly digest; answers both as they now are, or null without a profile. */
    async setInsightSettings(
      id: number,
      changes: { browsePrivately?: boolean; weeklyDigest?: boolean },
    ): Promise<{ browsePrivately: boolean; weeklyDigest: boolean | null } | null> {
      const query =
        Object.keys(changes).length > 0
          ? db.update(userProfiles).set(changes).where(eq(userProfiles.userId, id)).returning({
              browsePrivately: userProfiles.browsePrivately,
              weeklyDigest: userProfiles.weeklyDigest,
            })
          : db
              .select({ browsePrivately: userProfiles.browsePrivately, weeklyDigest: userProfiles.weeklyDigest })
              .from(userProfiles)
              .where(eq(userProfiles.userId, id));
      const [row] = await query;
      return row ?? null;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
