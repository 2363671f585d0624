import { and, sql } from 'drizzle-orm';
import { preparedSqlByKey } from '../../db/prepared-sql.ts';
import { notificationActors, notificationMailQueue, notifications } from '../../db/schema/notifications.ts';
import { allowsNotification, type NotifyFlag } from '../accounts/notification-preferences.ts';
import { visibleTo } from '../graph/visibility.ts';

/** When an entry is made: the recipient's flag for it (none: always), and whether the actor must be visible to them. */
export interface RecordRule {
  flag: NotifyFlag | null;
  visible: boolean;
}

const slot = (name: string) => sql.placeholder(name);
const records = preparedSqlByKey<{ id: string | number }>();

/** The entry's statement for a rule, written once (decision 0001). */
export function recordStatement({ flag, visible }: RecordRule) {
  // One statement: the entry, its actor and the e-mail's queue move together without a transaction.
  return records(`${flag}:${visible}`, () => {
    const recipient = slot('recipient');
    const actor = sql`${slot('actor')}::bigint`;
    const allowed = and(
      flag ? allowsNotification(flag, recipient) : undefined,
      visible ? visibleTo(recipient as unknown as number).shows(actor) : undefined,
    );
    return sql`with entry as (
        insert into ${notifications} (recipient_id, type, group_key, post_id, comment_id)
        select ${recipient}::bigint, ${slot('type')}, ${slot('groupKey')}, ${slot('post')}::bigint, ${slot('comment')}::bigint
        where ${allowed ?? sql`true`}
        on conflict (recipient_id, group_key) do update set is_read = false, created_at = now()
        returning id, recipient_id
      ), actor as (
        insert into ${notificationActors} (notification_id, actor_id)
        select id, ${actor} from entry
        on conflict (notification_id, actor_id) do update set created_at = now()
      ), queued as (
        insert into ${notificationMailQueue} (user_id) select recipient_id from entry
        on conflict (user_id) do update set last_event_at = now()
      )
      select id from entry`;
  });
}
