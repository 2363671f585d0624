import type { MessagePolicy } from '@vitrina/contract/message-requests';
import { eq } from 'drizzle-orm';
import type { notificationFlags } from '@vitrina/contract/users';
import type { Db } from '../../db/client.ts';
import { userProfiles, type UserProfileRow } from '../../db/schema/user-profiles.ts';
import { users } from '../../db/schema/users.ts';
import { touched } from './accounts.repository.ts';

export type NotificationFlag = (typeof notificationFlags)[number];

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

/** The allow-list of notification flags (original-backend §15.5: never a column named by the client). */
const flagColumns = {
  followers: 'notifyFollowers',
  photos_videos: 'notifyPhotosVideos',
  messages: 'notifyMessages',
  following: 'notifyFollowing',
} as const satisfies Record<NotificationFlag, keyof UserProfileRow>;

/** The settings page's writes: personal data, links, language, profile URL, flags and privacy choices. */
export function createSettingsRepository(db: Db) {
  return {
    async updatePersonal(id: number, personal: PersonalFields): Promise<void> {
      await db
        .update(users)
        .set({ ...personal, ...touched() })
        .where(eq(users.id, id));
    },

    async updateProfileLinks(id: number, links: ProfileLinkFields): Promise<void> {
      await db.update(userProfiles).set(links).where(eq(userProfiles.userId, id));
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
