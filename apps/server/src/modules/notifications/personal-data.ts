import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationActors, notifications } from '../../db/schema/notifications.ts';

/** The notifications module's part of a person's data export: the notifications they received. */
export function createNotificationsPersonalData(db: Db) {
  return {
    name: 'notifications',
    async collect(userId: number) {
      const entries = await db
        .select({
          id: notifications.id,
          type: notifications.type,
          postId: notifications.postId,
          // An opportunity notice: what it was about, and why an opportunity ended or what moved.
          opportunityId: notifications.opportunityId,
          roleId: notifications.roleId,
          closeReason: notifications.closeReason,
          update: notifications.updateKind,
          isRead: notifications.isRead,
          createdAt: notifications.createdAt,
        })
        .from(notifications)
        .where(eq(notifications.recipientId, userId))
        .orderBy(asc(notifications.id));
      const actors = entries.length
        ? await db
            .select({ notificationId: notificationActors.notificationId, userId: notificationActors.actorId })
            .from(notificationActors)
            .where(
              inArray(
                notificationActors.notificationId,
                entries.map((e) => e.id),
              ),
            )
        : [];
      return {
        data: entries.map((entry) => ({
          ...entry,
          actorIds: actors.filter((a) => a.notificationId === entry.id).map((a) => a.userId),
        })),
        people: actors.map((a) => a.userId),
      };
    },
  };
}
