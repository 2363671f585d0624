import type { CloseReason } from '@vitrina/contract/opportunity-limits';
import type { ApplicationUpdate, OpportunityNoticeType } from '@vitrina/contract/notifications-limits';
import type { OpportunityChange } from '@vitrina/contract/opportunity-changes';
import { utcDay } from './notification-rules.ts';

/** What the opportunities module tells someone (the port other parts declare with this same shape). */
export interface OpportunityNotice {
  type: OpportunityNoticeType;
  recipientId: number;
  /** The agency. */
  actorId: number;
  opportunityId: number;
  roleId?: number | null;
  closeReason?: CloseReason;
  update?: ApplicationUpdate;
  matchCount?: number;
  changes?: OpportunityChange[];
}

/**
 * Which entry a notice lands on (pure): an opportunity's change and its end are one entry per opportunity
 * (a repeat is the same entry, unread again), what happens to an application one per role and update, an
 * invitation and a self-tape's reminder one per role, and the roles that newly fit one per UTC day.
 */
export function noticeKeyOf(notice: OpportunityNotice, at: Date): string {
  const role = notice.roleId ?? 'none';
  switch (notice.type) {
    case 'OPPORTUNITY_CHANGED':
    case 'OPPORTUNITY_ENDED':
      return `${notice.type}:${notice.opportunityId}`;
    case 'APPLICATION_UPDATE':
      return `APPLICATION_UPDATE:${role}:${notice.update ?? 'cast'}`;
    case 'OPPORTUNITY_INVITE':
    case 'SELF_TAPE_DUE':
      return `${notice.type}:${role}`;
    case 'OPPORTUNITIES_FIT':
      return `OPPORTUNITIES_FIT:${utcDay(at)}`;
  }
}

/** A notice with its entry's key, as the writing statement takes it. */
export interface KeyedNotice extends OpportunityNotice {
  groupKey: string;
}

/**
 * One notice per recipient and entry (one statement cannot upsert a row twice): the later notice wins, and
 * the roles that fit one on the same day add up. Nobody is told of their own doing; an ended call's notice is
 * her own when its agency is hidden (the closing round).
 */
export function keyedNotices(list: readonly OpportunityNotice[], at: Date): KeyedNotice[] {
  const byEntry = new Map<string, KeyedNotice>();
  for (const notice of list) {
    if (notice.recipientId === notice.actorId && notice.type !== 'OPPORTUNITY_ENDED') continue;
    const groupKey = noticeKeyOf(notice, at);
    const key = `${notice.recipientId}:${groupKey}`;
    const earlier = byEntry.get(key);
    const matchCount =
      notice.type === 'OPPORTUNITIES_FIT' ? (earlier?.matchCount ?? 0) + (notice.matchCount ?? 1) : notice.matchCount;
    byEntry.set(key, { ...notice, groupKey, ...(matchCount === undefined ? {} : { matchCount }) });
  }
  return [...byEntry.values()];
}

/** `list` in slices of at most `size` (one statement each: its parameters stay bounded). */
export function chunksOf<T>(list: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < list.length; start += size) chunks.push(list.slice(start, start + size));
  return chunks;
}
