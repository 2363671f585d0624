import type { moderationActions } from '@vitrina/contract/moderation';
import { desc, inArray } from 'drizzle-orm';
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
