import type { Notification } from '@vitrina/contract/notifications';
import { isOpportunityNotice } from '@vitrina/contract/notifications-limits';
import type { Author } from '@vitrina/contract/posts';
import type { EntryRecord } from './notifications.repository.ts';

/** An entry as the contract shows it, or null when none of its actors can be shown (gone meanwhile). */
export function toNotification(entry: EntryRecord, cards: ReadonlyMap<number, Author>): Notification | null {
  const actors = entry.actorIds.flatMap((id) => {
    const card = cards.get(id);
    return card ? [card] : [];
  });
  const [actor] = actors;
  if (!actor) return null;
  return {
    id: entry.id,
    type: entry.type,
    is_read: entry.isRead,
    postId: entry.postId,
    createdAt: entry.createdAt.toISOString(),
    actor,
    actors,
    actorsCount: Math.max(entry.actorsCount, actors.length),
    ...(entry.type === 'REPORT_RESOLVED' ? { outcome: entry.outcome } : {}),
    ...(entry.type === 'SAVED_SEARCH_MATCH' && entry.savedSearch
      ? { savedSearch: entry.savedSearch, matchCount: entry.matchCount ?? 0 }
      : {}),
    ...(isOpportunityNotice(entry.type) ? opportunityFields(entry) : {}),
  };
}

/** An opportunity notice's own fields: what it is about, and the terms its type reads. */
function opportunityFields(entry: EntryRecord): Partial<Notification> {
  return {
    ...(entry.opportunity ? { opportunity: entry.opportunity } : {}),
    ...(entry.role ? { role: entry.role } : {}),
    ...(entry.type === 'OPPORTUNITY_ENDED' && entry.closeReason ? { closeReason: entry.closeReason } : {}),
    ...(entry.type === 'APPLICATION_UPDATE' && entry.update ? { update: entry.update } : {}),
    ...(entry.type === 'OPPORTUNITY_CHANGED' && entry.changes.length > 0 ? { changes: entry.changes } : {}),
    ...(entry.type === 'OPPORTUNITIES_FIT' ? { matchCount: entry.matchCount ?? 1 } : {}),
  };
}
