import type { CaseSummary, ModerationLogEntry } from '@vitrina/contract/moderation';
import type { CaseOutcome } from '@vitrina/contract/moderation-limits';
import type { Author } from '@vitrina/contract/posts';
import type { ContentCopy } from '@vitrina/contract/reports';
import type { moderationLog } from '../../db/schema/moderation-log.ts';
import type { reportCopies } from '../../db/schema/report-copies.ts';
import { mostSevere } from './report-rules.ts';
import type { CaseRecord } from './reports.repository.ts';

export type Cards = ReadonlyMap<number, Author>;
type LogRow = typeof moderationLog.$inferSelect;
type CopyRow = typeof reportCopies.$inferSelect;

const cardOf = (cards: Cards, id: number | null): Author | null => (id === null ? null : (cards.get(id) ?? null));

export function toCaseSummary(record: CaseRecord, cards: Cards): CaseSummary {
  return {
    id: record.id,
    target: { kind: record.targetKind, id: record.targetId },
    subject: cardOf(cards, record.subjectId),
    status: record.status,
    category: mostSevere(record.categories),
    categories: [...record.categories].sort(),
    reporters: record.reporters,
    reportsCount: record.reportsCount,
    lastReportedAt: record.lastReportedAt.toISOString(),
    outcome: record.outcome as CaseOutcome | null,
  };
}

export function toLogEntry(entry: LogRow, cards: Cards): ModerationLogEntry {
  return {
    id: entry.id,
    action: entry.action as ModerationLogEntry['action'],
    actor: cardOf(cards, entry.actorId),
    subject: cardOf(cards, entry.subjectId),
    note: entry.note,
    detail: entry.detail,
    createdAt: entry.createdAt.toISOString(),
  };
}

export function toCopy(row: CopyRow, cards: Cards): ContentCopy {
  return {
    role: row.role as ContentCopy['role'],
    kind: row.kind as ContentCopy['kind'],
    itemId: row.itemId,
    author: cardOf(cards, row.authorId),
    text: row.text,
    photos: row.photos,
    createdAt: row.itemCreatedAt?.toISOString() ?? null,
    editedAt: row.itemEditedAt?.toISOString() ?? null,
    copiedAt: row.copiedAt.toISOString(),
  };
}

/** The case a log entry was about (its detail's `caseId`), if any. */
export const caseOfEntry = (entry: LogRow): number | null =>
  typeof entry.detail.caseId === 'number' ? entry.detail.caseId : null;
