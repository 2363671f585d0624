import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { messages } from '../../db/schema/messages.ts';

/** Someone's first message to a person: who, when, and whether it waits among her requests. Never its text. */
export interface FirstContact {
  senderId: number;
  at: Date;
  request: boolean;
}

/** What the guardians module reads of this module: who wrote to a minor for the first time, and when. */
export function createFirstContacts(db: Db) {
  return {
    /** Every sender whose first message to `receiverId` came after `from`, up to `to`, oldest first. */
    async listFirstMessagesTo(receiverId: number, from: Date, to: Date): Promise<FirstContact[]> {
      const rows = await queryRows<{ sender_id: string | number; at: string | Date; request: boolean }>(
        db,
        sql`select m.sender_id, m.created_at as at, c.request_to_id is not distinct from ${receiverId} as request
          from ${messages} m join ${conversations} c on c.id = m.conversation_id
          where m.receiver_id = ${receiverId} and m.created_at > ${from.toISOString()}::timestamptz
            and m.created_at <= ${to.toISOString()}::timestamptz
            and not exists (select 1 from ${messages} e
              where e.conversation_id = m.conversation_id and e.sender_id = m.sender_id and e.id < m.id)
          order by m.id`,
      );
      return rows.map((row) => ({ senderId: Number(row.sender_id), at: new Date(row.at), request: row.request }));
    },
  };
}

export type FirstContacts = ReturnType<typeof createFirstContacts>;
