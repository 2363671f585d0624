import { sql } from 'drizzle-orm';
import type { CloseReason } from '@vitrina/contract/opportunity-limits';
import { type ApplicationUpdate, type OpportunityNoticeType } from '@vitrina/contract/notifications-limits';
import { orderedChanges, type OpportunityChange } from '@vitrina/contract/opportunity-changes';
import { queryRows, type Db } from '../../db/client.ts';
import { notificationActors, notificationMailQueue, notifications } from '../../db/schema/notifications.ts';
import { opportunities, opportunityRoles } from '../../db/schema/opportunities.ts';
import { allowsNotification } from '../accounts/notification-preferences.ts';
import { visibleTo } from '../graph/visibility.ts';
import type { KeyedNotice } from './opportunity-notice-rules.ts';

/** An entry a notice made or refreshed, with the words its push needs. */
export interface ToldEntry {
  id: number;
  recipientId: number;
  type: OpportunityNoticeType;
  opportunityId: number;
  title: string;
  roleId: number | null;
  roleName: string | null;
  closeReason: CloseReason | null;
  update: ApplicationUpdate | null;
  matchCount: number | null;
  changes: OpportunityChange[];
}

interface ToldRow {
  id: string | number;
  recipient_id: string | number;
  type: string;
  opportunity_id: string | number;
  title: string;
  role_id: string | number | null;
  role_name: string | null;
  close_reason: string | null;
  update_kind: string | null;
  match_count: number | null;
  changes: string[] | null;
}

// The slice's columns, each one array parameter: the statement's text is the same for any number of rows.
const columns: Array<[name: string, type: string, value: (notice: KeyedNotice) => unknown]> = [
  ['recipient', 'bigint[]', (x) => x.recipientId],
  ['actor', 'bigint[]', (x) => x.actorId],
  ['type', 'text[]', (x) => x.type],
  ['group_key', 'text[]', (x) => x.groupKey],
  ['opportunity', 'bigint[]', (x) => x.opportunityId],
  ['role', 'bigint[]', (x) => x.roleId ?? null],
  ['close_reason', 'text[]', (x) => x.closeReason ?? null],
  ['update_kind', 'text[]', (x) => x.update ?? null],
  ['match_count', 'int[]', (x) => x.matchCount ?? null],
  // A row's list travels as one text: an array of arrays would have to be rectangular.
  ['changes', 'text[]', (x) => x.changes?.join(',') ?? null],
];

/**
 * One statement for a slice of notices: each becomes (or refreshes) its recipient's entry when the agency may
 * see them (the rule from the agency's side, its hidden ids read once per agency, as a new post's followers
 * are) and, for an invitation, their `messages` flag is on; the agency is its actor, and the
 * recipient is queued for the e-mail while away (not for fits: their alert has its own e-mail). Nothing is written for anyone else.
 */
export async function writeNotices(db: Db, slice: readonly KeyedNotice[]): Promise<ToldEntry[]> {
  const n = notifications;
  const arrays = columns.map(([, type, value]) => sql`${sql.param(slice.map(value))}::${sql.raw(type)}`);
  const input = sql`unnest(${sql.join(arrays, sql`, `)}) as i(${sql.raw(columns.map(([name]) => name).join(', '))})`;
  const rows = await queryRows<ToldRow>(
    db,
    sql`with notice as (select * from ${input}), hidden as materialized (
        select a.actor, array${visibleTo(sql`a.actor` as unknown as number).hidden} as ids
        from (select distinct actor from notice) a
      ), allowed as (
        select i.* from notice i join hidden h on h.actor = i.actor
        where not (i.recipient = any(h.ids))
          and (i.type <> 'OPPORTUNITY_INVITE' or ${allowsNotification('messages', sql`i.recipient`)})
      ), entry as (
        insert into ${n} (recipient_id, type, group_key, opportunity_id, role_id, close_reason, update_kind, match_count,
          changes)
        select recipient, type, group_key, opportunity, role, close_reason, update_kind, match_count,
          string_to_array(changes, ',') from allowed
        on conflict (recipient_id, group_key) do update set is_read = false, created_at = now(),
          opportunity_id = excluded.opportunity_id, role_id = excluded.role_id,
          close_reason = excluded.close_reason, update_kind = excluded.update_kind,
          match_count = case when ${n}.type = 'OPPORTUNITIES_FIT'
            then coalesce(${n}.match_count, 0) + excluded.match_count else excluded.match_count end,
          changes = case when ${n}.is_read or ${n}.changes is null then excluded.changes
            else array(select distinct unnest(${n}.changes || excluded.changes)) end
        returning id, recipient_id, type, group_key, opportunity_id, role_id, close_reason, update_kind, match_count,
          changes
      ), actor as (
        insert into ${notificationActors} (notification_id, actor_id)
        select e.id, a.actor from entry e join allowed a on a.recipient = e.recipient_id and a.group_key = e.group_key
        on conflict (notification_id, actor_id) do update set created_at = now()
      ), queued as (
        insert into ${notificationMailQueue} (user_id) select distinct recipient_id from entry
          where type <> 'OPPORTUNITIES_FIT'
        on conflict (user_id) do update set last_event_at = now()
      )
      select e.id, e.recipient_id, e.type, e.opportunity_id, o.title, e.role_id, r.name as role_name,
        e.close_reason, e.update_kind, e.match_count, e.changes
      from entry e join ${opportunities} o on o.id = e.opportunity_id
        left join ${opportunityRoles} r on r.id = e.role_id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    recipientId: Number(row.recipient_id),
    type: row.type as OpportunityNoticeType,
    opportunityId: Number(row.opportunity_id),
    title: row.title,
    roleId: row.role_id === null ? null : Number(row.role_id),
    roleName: row.role_name,
    closeReason: row.close_reason as CloseReason | null,
    update: row.update_kind as ApplicationUpdate | null,
    matchCount: row.match_count,
    changes: orderedChanges(row.changes ?? []),
  }));
}
