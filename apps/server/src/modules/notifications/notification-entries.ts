import type { SavedSearchKind } from '@vitrina/contract/saved-search-limits';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { CaseOutcome } from '@vitrina/contract/moderation-limits';
import type { ApplicationUpdate, NotificationType } from '@vitrina/contract/notifications-limits';
import type { OpportunityChange } from '@vitrina/contract/opportunity-changes';
import { NOTIFICATION_ACTORS_SHOWN } from '@vitrina/contract/notifications-limits';
import { orderedChanges } from '@vitrina/contract/opportunity-changes';
import type { CloseReason } from '@vitrina/contract/opportunity-limits';
import type { Db } from '../../db/client.ts';
import { newestFirst } from '../../db/order.ts';
import { notificationActors, notifications } from '../../db/schema/notifications.ts';
import { opportunities, opportunityRoles } from '../../db/schema/opportunities.ts';
import { savedSearches } from '../../db/schema/saved-searches.ts';
import type { Visibility } from '../graph/visibility.ts';

/** An entry as the service reads it: the latest actors' ids (visible to the recipient) and how many. */
export interface EntryRecord {
  id: number;
  recipientId: number;
  type: NotificationType;
  isRead: boolean;
  postId: number | null;
  createdAt: Date;
  actorIds: number[];
  actorsCount: number;
  /** REPORT_RESOLVED: how the report ended. */
  outcome: CaseOutcome | null;
  /** SAVED_SEARCH_MATCH: the search (its agency's own) and how many talents newly matched it. */
  savedSearch: { id: number; name: string; query: string; kind: SavedSearchKind } | null;
  matchCount: number | null;
  /** The opportunity notices: the opportunity and role as they are named now, and the notice's terms. */
  opportunity: { id: number; title: string } | null;
  role: { id: number; name: string } | null;
  closeReason: CloseReason | null;
  update: ApplicationUpdate | null;
  /** OPPORTUNITY_CHANGED: what changed since it was last read. */
  changes: OpportunityChange[];
}

/** An entry that lost an actor, or went with its cause: whose it was, and whether it is gone. */
export interface Removal {
  id: number;
  recipientId: number;
  gone: boolean;
}

/**
 * The SQL condition "this entry has at least one actor the recipient may see". Someone in no block at all
 * (nearly everyone) sees every entry: the hidden set is looked up once per query, and only when it is not
 * empty does each entry cost a probe of its actors.
 */
export const hasVisibleActor = (seen: Visibility) =>
  sql`(cardinality(array${seen.hidden}) = 0 or exists (select 1 from ${notificationActors} va
    where va.notification_id = ${notifications.id} and ${seen.shows(sql`va.actor_id`)}))`;

/** Newest first, as `notifications_recipient_created_idx` holds them. */
export const newestEntries = [newestFirst(notifications.createdAt), newestFirst(notifications.id)];

export const entryColumns = (seen: Visibility) => ({
  id: notifications.id,
  recipientId: notifications.recipientId,
  type: notifications.type,
  isRead: notifications.isRead,
  postId: notifications.postId,
  createdAt: notifications.createdAt,
  outcome: notifications.outcome,
  matchCount: notifications.matchCount,
  // The search's current name and query (a read of the saved searches' table: renamed searches read anew).
  savedSearch: sql<unknown>`(select json_build_object('id', s.id, 'name', s.name, 'query', s.query, 'kind', s.kind)
    from ${savedSearches} s where s.id = ${notifications.savedSearchId})`,
  actorIds: sql<Array<number | string>>`array(select a.actor_id from ${notificationActors} a
    where a.notification_id = ${notifications.id} and ${seen.shows(sql`a.actor_id`)}
    order by a.created_at desc nulls last, a.actor_id desc nulls last limit ${NOTIFICATION_ACTORS_SHOWN})`,
  actorsCount: sql<number>`(select count(*) from ${notificationActors} a
    where a.notification_id = ${notifications.id} and ${seen.shows(sql`a.actor_id`)})::int`,
  opportunityId: notifications.opportunityId,
  opportunityTitle: opportunities.title,
  roleId: notifications.roleId,
  roleName: opportunityRoles.name,
  closeReason: notifications.closeReason,
  updateKind: notifications.updateKind,
  changes: notifications.changes,
});

/** Entries with what they name (an opportunity's title, its role's name) joined in the same statement. */
export const selectEntries = <Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Db,
  seen: Visibility,
  extra: Extra = {} as Extra,
) =>
  db
    .select({ ...entryColumns(seen), ...extra })
    .from(notifications)
    .leftJoin(opportunities, eq(opportunities.id, notifications.opportunityId))
    .leftJoin(opportunityRoles, eq(opportunityRoles.id, notifications.roleId));

export function toEntry(row: {
  id: number;
  recipientId: number;
  type: string;
  isRead: boolean;
  postId: number | null;
  createdAt: Date;
  actorIds: Array<number | string>;
  actorsCount: number;
  outcome: string | null;
  matchCount?: number | null;
  savedSearch?: unknown;
  opportunityId?: number | null;
  opportunityTitle?: string | null;
  roleId?: number | null;
  roleName?: string | null;
  closeReason?: string | null;
  updateKind?: string | null;
  changes?: string[] | null;
}): EntryRecord {
  const search = typeof row.savedSearch === 'string' ? JSON.parse(row.savedSearch) : row.savedSearch;
  const { opportunityId, opportunityTitle, roleId, roleName, closeReason, updateKind, changes, ...rest } = row;
  return {
    ...rest,
    opportunity:
      opportunityId && typeof opportunityTitle === 'string' ? { id: opportunityId, title: opportunityTitle } : null,
    role: roleId && typeof roleName === 'string' ? { id: roleId, name: roleName } : null,
    closeReason: (closeReason ?? null) as CloseReason | null,
    update: (updateKind ?? null) as ApplicationUpdate | null,
    changes: orderedChanges(changes ?? []),
    matchCount: row.matchCount ?? null,
    savedSearch: search
      ? {
          id: Number(search.id),
          name: String(search.name),
          query: String(search.query),
          kind: search.kind === 'board' ? 'board' : 'talents',
        }
      : null,
    type: row.type as NotificationType,
    actorIds: row.actorIds.map(Number),
    outcome: row.outcome as CaseOutcome | null,
  };
}
