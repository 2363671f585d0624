import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { toLang, type Lang } from '@vitrina/contract/constants';
import type { Db } from '../../db/client.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users } from '../../db/schema/users.ts';
import { displayName } from '../profiles/author-card.ts';

// The notification flags as SQL the notifications module composes into its inserts: a flag off writes no row.
export type NotifyFlag = 'followers' | 'photos_videos' | 'messages' | 'following';

const flagColumn = {
  followers: userProfiles.notifyFollowers,
  photos_videos: userProfiles.notifyPhotosVideos,
  messages: userProfiles.notifyMessages,
  following: userProfiles.notifyFollowing,
} as const satisfies Record<NotifyFlag, SQLWrapper>;

/** True when the person in `userId` has `flag` on: one key probe (`exists` became a profiles scan). */
export function allowsNotification(flag: NotifyFlag, userId: SQLWrapper | number): SQL<boolean> {
  return sql<boolean>`coalesce((select ${flagColumn[flag]} from ${userProfiles} where ${userProfiles.userId} = ${userId}), false)`;
}

/** Someone to e-mail: a confirmed address, their language, and whether they want e-mails about messages. */
export interface MailRecipient {
  id: number;
  email: string;
  /** How the e-mail addresses them: an agency by its agency name. */
  fullname: string;
  lang: Lang;
  messages: boolean;
}

export function createNotificationRecipients(db: Db) {
  return {
    /** The confirmed accounts among `ids`, in one query; the others are absent. */
    async findMailRecipients(ids: readonly number[]): Promise<Map<number, MailRecipient>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          nombre: users.nombre,
          apellido: users.apellido,
          type: users.type,
          agencyName: userProfiles.agencyName,
          langCode: users.langCode,
          messages: sql<boolean>`coalesce(${userProfiles.notifyMessages}, true)`,
        })
        .from(users)
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(and(inArray(users.id, [...ids]), eq(users.isVerified, true)));
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            email: row.email,
            fullname: displayName(row),
            lang: toLang(row.langCode),
            messages: Boolean(row.messages),
          },
        ]),
      );
    },
  };
}

export type NotificationRecipients = ReturnType<typeof createNotificationRecipients>;
