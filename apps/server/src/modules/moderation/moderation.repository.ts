import type { moderationActions } from '@vitrina/contract/moderation';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moderationLog } from '../../db/schema/moderation-log.ts';

export type ModerationAction = (typeof moderationActions)[number];

export interface NewLogEntry {
  actorId: number | null;
  action: ModerationAction;
  subjectId: number;
  note?: string;
  detail?: Record<string, unknown>;
}

/** The audit log: written once per action, read newest first; the database refuses any change to a row. */
export function createModerationRepository(db: Db) {
  return {
    async append(entry: NewLogEntry): Promise<void> {
      await db.insert(moderationLog).values({ ...entry, note: entry.note ?? '', detail: entry.detail ?? {} });
    },

    async listLog(limit: number) {
      return db.select().from(moderationLog).orderBy(desc(moderationLog.id)).limit(limit);
    },

    /** The case of the person's latest suspension, if a case's action made it (a lift is shown with that case). */
    async lastSuspensionCase(subjectId: number): Promise<number | null> {
      const [row] = await db
        .select({ detail: moderationLog.detail })
        .from(moderationLog)
        .where(and(eq(moderationLog.subjectId, subjectId), eq(moderationLog.action, 'account.suspended')))
        .orderBy(desc(moderationLog.id))
        .limit(1);
      const caseId = (row?.detail as { caseId?: unknown } | undefined)?.caseId;
      return typeof caseId === 'number' ? caseId : null;
    },

    /** What was done about these people, newest first (a case view's actions and history). */
    async listLogOf(subjectIds: readonly number[], limit = 500) {
      if (subjectIds.length === 0) return [];
      return db
        .select()
        .from(moderationLog)
        .where(inArray(moderationLog.subjectId, [...subjectIds]))
        .orderBy(desc(moderationLog.id))
        .limit(limit);
    },
  };
}
