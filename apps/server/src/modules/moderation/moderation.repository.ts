import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { moderationLog } from '../../db/schema/moderation-log.ts';

export type ModerationAction =
  | 'role.granted'
  | 'role.revoked'
  | 'case.dismissed'
  | 'account.suspended'
  | 'account.lifted'
  | 'verification.approved'
  | 'verification.rejected';

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
  };
}
