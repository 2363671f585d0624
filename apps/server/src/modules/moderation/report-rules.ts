import { reportCategories, type ReportCategory } from '@vitrina/contract/moderation-limits';

// The queue's and the reports' rules as pure functions; the services call them, tests pin them.

/** 0 for the most severe category (safety of a minor), 6 for `other`. */
export function severityOf(category: ReportCategory): number {
  return reportCategories.indexOf(category);
}

/** The most severe of a case's categories: the one its place in the queue follows. */
export function mostSevere(categories: readonly ReportCategory[]): ReportCategory {
  return [...categories].sort((a, b) => severityOf(a) - severityOf(b))[0] ?? 'other';
}

export interface QueuedCase {
  id: number;
  category: ReportCategory;
  reporters: number;
  lastReportedAt: Date;
}

/** The queue's order: severity, then more reporters, then the most recently reported, then the newer case. */
export function compareCases(a: QueuedCase, b: QueuedCase): number {
  return (
    severityOf(a.category) - severityOf(b.category) ||
    b.reporters - a.reporters ||
    b.lastReportedAt.getTime() - a.lastReportedAt.getTime() ||
    b.id - a.id
  );
}

/**
 * Evidence a reporter may attach: their own posts or messages (a conversation with the reported person) and
 * the reported person's; anyone else's is someone else's words, not theirs to hand over (403).
 */
export function mayAttach(authorId: number, reporterId: number, subjectId: number): boolean {
  return authorId === reporterId || authorId === subjectId;
}

/** A message may be reported, or attached, only by one of its two people. */
export function isInConversation(viewerId: number, message: { senderId: number; receiverId: number }): boolean {
  return message.senderId === viewerId || message.receiverId === viewerId;
}
