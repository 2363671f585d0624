import type { CaseActionResponse } from '@vitrina/contract/moderation';
import type { CaseOutcome } from '@vitrina/contract/moderation-limits';
import type { Db } from '../../db/client.ts';
import type { Transactions, Tx } from '../../db/transaction.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { ModeratedMessages } from '../messages/moderated-messages.ts';
import type { ModeratedContent } from '../posts/moderated-content.ts';
import { createModerationRepository, type ModerationAction } from './moderation.repository.ts';
import { createNoticesRepository } from './notices.repository.ts';
import type { ModeratedOpportunities } from './opportunities-port.ts';
import { createReportsRepository, type CaseRecord } from './reports.repository.ts';
import type { SuspensionInput, Suspensions } from './suspensions.service.ts';

export interface CaseActionsDeps {
  db: Db;
  transactions: Transactions;
  content: Pick<ModeratedContent, 'findPost' | 'findComment' | 'removePost' | 'removeComment'>;
  messages: Pick<ModeratedMessages, 'findMessage' | 'removeMessage'>;
  opportunities: ModeratedOpportunities;
  suspensions: Pick<Suspensions, 'suspendIn' | 'assertMayActOnPerson'>;
}

interface Decision {
  outcome: CaseOutcome;
  /** Null when the effect writes its own entry (a suspension logs itself, tied to the case). */
  action: ModerationAction | null;
  reportStatus: 'reviewed' | 'dismissed';
}

const publicReason = (reason: string) => {
  const text = reason.trim();
  if (!text)
    throw new AppError('moderation_reason_required', {
      fields: [{ field: 'reason', code: 'moderation_reason_required' }],
    });
  return text;
};

/** Actions close the open reports first (a second moderator gets 409), log, then tell reporters (never who acted). */
export function createCaseActions(deps: CaseActionsDeps) {
  const { db, transactions, content, messages, opportunities, suspensions } = deps;
  async function decide(
    actorId: number,
    caseId: number,
    decision: Decision,
    note: string,
    effect: (tx: Tx, record: CaseRecord) => Promise<Record<string, unknown>>,
  ): Promise<CaseActionResponse> {
    return transactions.run(async (tx) => {
      const reports = createReportsRepository(tx.db);
      const record = await reports.findCase(caseId);
      if (!record) throw notFound();
      if (record.status !== 'open') throw new AppError('moderation_case_closed');
      // One's own suspension keeps its own code; any other action on a person follows the roles' rule.
      if (decision.outcome === 'suspended' && record.subjectId === actorId) throw new AppError('suspension_self');
      if (decision.outcome !== 'dismissed') await suspensions.assertMayActOnPerson(tx, actorId, record.subjectId);
      const detail = await effect(tx, record);
      const closed = await reports.closeCase(caseId, decision.outcome, decision.reportStatus);
      if (!closed) throw new AppError('moderation_case_closed');
      if (decision.action)
        await createModerationRepository(tx.db).append({
          actorId,
          action: decision.action,
          subjectId: record.subjectId,
          note: note.trim(),
          detail: {
            caseId,
            target: { kind: record.targetKind, id: record.targetId },
            reports: closed.reports,
            ...detail,
          },
        });
      tx.publish('report.resolved', { caseId, reporterIds: closed.reporterIds, outcome: decision.outcome });
      return { outcome: decision.outcome, closed: closed.reports };
    });
  }

  /** The item's text as it reads now, or as its first report copied it (the author may have deleted it). */
  async function currentText(caseId: number): Promise<string> {
    const record = await createReportsRepository(db).findCase(caseId);
    if (!record || record.targetKind === 'profile') return '';
    const find = {
      post: content.findPost,
      comment: content.findComment,
      message: messages.findMessage,
      opportunity: opportunities.findOpportunity,
    }[record.targetKind];
    const live = await find(record.targetId);
    return live?.text ?? (await createReportsRepository(db).firstTargetText(record.id)) ?? '';
  }

  async function removeItem(tx: Tx, record: CaseRecord): Promise<boolean> {
    if (record.targetKind === 'post') return content.removePost(tx, record.targetId);
    if (record.targetKind === 'comment') return content.removeComment(tx, record.targetId);
    if (record.targetKind === 'opportunity') return opportunities.removeOpportunity(tx, record.targetId);
    return messages.removeMessage(tx, record.targetId);
  }

  return {
    /** Closes the case without action. */
    dismiss: (actorId: number, caseId: number, note: string) =>
      decide(
        actorId,
        caseId,
        { outcome: 'dismissed', action: 'case.dismissed', reportStatus: 'dismissed' },
        note,
        async () => ({}),
      ),

    /** Hides the post, comment, message or opportunity everywhere; its author reads why, in a notice. */
    async remove(actorId: number, caseId: number, note: string, reason: string) {
      const text = publicReason(reason);
      // Read before the unit of work: the other modules' reads use their own handle.
      const contentText = await currentText(caseId);
      const decision = { outcome: 'removed', action: 'content.removed', reportStatus: 'reviewed' } as const;
      return decide(actorId, caseId, decision, note, async (tx, record) => {
        if (record.targetKind === 'profile') throw new AppError('moderation_not_removable');
        const removed = await removeItem(tx, record);
        await createNoticesRepository(tx.db).insert({
          userId: record.subjectId,
          caseId,
          kind: 'removal',
          reason: text,
          contentKind: record.targetKind,
          contentText,
        });
        return { reason: text, removed };
      });
    },

    /** Suspends the case's person (hidden everywhere, sessions ended) and closes the case. */
    suspend(actorId: number, caseId: number, input: SuspensionInput) {
      const decision = { outcome: 'suspended', action: null, reportStatus: 'reviewed' } as const;
      return decide(actorId, caseId, decision, input.note, async (tx, record) => {
        await suspensions.suspendIn(tx, actorId, record.subjectId, input, caseId);
        return {};
      });
    },

    /** A warning the person must acknowledge on their next page. */
    warn(actorId: number, caseId: number, note: string, reason: string) {
      const text = publicReason(reason);
      const decision = { outcome: 'warned', action: 'user.warned', reportStatus: 'reviewed' } as const;
      return decide(actorId, caseId, decision, note, async (tx, record) => {
        await createNoticesRepository(tx.db).insert({
          userId: record.subjectId,
          caseId,
          kind: 'warning',
          reason: text,
        });
        return { reason: text };
      });
    },
  };
}

export type CaseActions = ReturnType<typeof createCaseActions>;
