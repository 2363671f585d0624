import type { NotificationType } from '@vitrina/contract/notifications-limits';

/**
 * Which entry a happening belongs to (pure; unit-tested). An entry is one row per recipient and group key:
 * a repeat of the same happening lands on the same row, and every like of a post on one (UTC) day is one
 * entry ("Ana and 11 others liked your post"). Every other kind is one entry per actor and object.
 */
export interface Happening {
  type: NotificationType;
  recipientId: number;
  actorId: number;
  postId: number | null;
  commentId: number | null;
}

/** The UTC calendar day of `at`, as YYYY-MM-DD: likes of one post on one day are one entry. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function groupKeyOf(happening: Happening, at: Date): string {
  const { type, actorId, postId, commentId } = happening;
  switch (type) {
    case 'FOLLOWER':
      return `FOLLOWER:${actorId}`;
    case 'COMMENT':
      return `COMMENT:${commentId}`;
    case 'LIKE_POST':
      return `LIKE_POST:${postId}:${utcDay(at)}`;
    case 'LIKE_COMMENT':
      return `LIKE_COMMENT:${commentId}:${actorId}`;
    case 'NEW_POST':
      return `NEW_POST:${postId}`;
    case 'REPORT_RESOLVED':
      throw new Error('a report resolution is keyed by its case (resolutionKey)');
    case 'AVAILABILITY_EXPIRING':
      return 'AVAILABILITY_EXPIRING';
    case 'SAVED_SEARCH_MATCH':
      throw new Error('a saved search alert is keyed by its search and period (alertGroupKey)');
    case 'MESSAGE_REQUEST':
      return `MESSAGE_REQUEST:${actorId}`;
    case 'OPPORTUNITY_CHANGED':
    case 'OPPORTUNITY_ENDED':
    case 'APPLICATION_UPDATE':
    case 'OPPORTUNITY_INVITE':
    case 'OPPORTUNITIES_FIT':
    case 'SELF_TAPE_DUE':
      throw new Error('an opportunity notice is keyed by its opportunity or role (noticeKeyOf)');
  }
}

/** A report's outcome: one entry per case and reporter. */
export function resolutionKey(caseId: number): string {
  return `REPORT_RESOLVED:${caseId}`;
}

/** Nobody is notified of their own doing (a like of one's own post, a comment on it). */
export function isOwnDoing(happening: Pick<Happening, 'recipientId' | 'actorId'>): boolean {
  return happening.recipientId === happening.actorId;
}
