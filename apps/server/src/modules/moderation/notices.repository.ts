import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ReportTargetKind } from '@vitrina/contract/moderation-limits';
import type { Db } from '../../db/client.ts';
import { moderationNotices } from '../../db/schema/moderation-notices.ts';

export interface NewNotice {
  userId: number;
  caseId: number;
  kind: 'warning' | 'removal';
  reason: string;
  contentKind?: ReportTargetKind;
  contentText?: string;
}

/** The moderators' notices to people: pending until acknowledged. */
export function createNoticesRepository(db: Db) {
  return {
    async insert(notice: NewNotice): Promise<number> {
      const [row] = await db.insert(moderationNotices).values(notice).returning({ id: moderationNotices.id });
      if (!row) throw new Error('notice insert returned nothing');
      return row.id;
    },

    async listPending(userId: number) {
      return db
        .select()
        .from(moderationNotices)
        .where(and(eq(moderationNotices.userId, userId), isNull(moderationNotices.acknowledgedAt)))
        .orderBy(asc(moderationNotices.id));
    },

    /** Marks my pending notice acknowledged; null when it is not mine or not pending. */
    async acknowledge(userId: number, id: number) {
      const [row] = await db
        .update(moderationNotices)
        .set({ acknowledgedAt: new Date() })
        .where(
          and(
            eq(moderationNotices.id, id),
            eq(moderationNotices.userId, userId),
            isNull(moderationNotices.acknowledgedAt),
          ),
        )
        .returning({ id: moderationNotices.id, caseId: moderationNotices.caseId, kind: moderationNotices.kind });
      return row ?? null;
    },
  };
}
