import type { ReportTargetKind } from '@vitrina/contract/moderation-limits';
import type { NoticeList } from '@vitrina/contract/reports';
import type { Db } from '../../db/client.ts';
import type { Transactions } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { createModerationRepository } from './moderation.repository.ts';
import { createNoticesRepository } from './notices.repository.ts';

/** The moderators' notices, as their person reads and acknowledges them. */
export function createNoticesService({ db, transactions }: { db: Db; transactions: Transactions }) {
  const repository = createNoticesRepository(db);
  return {
    /** GET /api/notices: what waits for my "I understand", oldest first. */
    async pending(userId: number): Promise<NoticeList> {
      const rows = await repository.listPending(userId);
      return {
        rows: rows.map((row) => ({
          id: row.id,
          kind: row.kind as 'warning' | 'removal',
          reason: row.reason,
          content: row.contentKind ? { kind: row.contentKind as ReportTargetKind, text: row.contentText ?? '' } : null,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    /** POST /api/notices/:id/acknowledge: recorded in the audit log, with the person as its actor. */
    async acknowledge(userId: number, id: number): Promise<{ acknowledged: true }> {
      return transactions.run(async (tx) => {
        const notice = await createNoticesRepository(tx.db).acknowledge(userId, id);
        if (!notice) throw new AppError('notice_unknown');
        await createModerationRepository(tx.db).append({
          actorId: userId,
          action: 'notice.acknowledged',
          subjectId: userId,
          detail: { caseId: notice.caseId, noticeId: notice.id, kind: notice.kind },
        });
        return { acknowledged: true as const };
      });
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
