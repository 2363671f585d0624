import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { messages } from '../../db/schema/messages.ts';
import type { Tx } from '../../db/transaction.ts';

/** A live message as a report copies it. */
export interface MessageItem {
  id: number;
  conversationId: number;
  senderId: number;
  receiverId: number;
  text: string;
  createdAt: Date;
}

/**
 * What the moderation module reads and removes of this module. A removed message keeps its row
 * (`removed_at`), marked read so no unread count holds it; threads and lists leave it out, and its
 * conversation's last message moves back to the newest one left (none: the conversation leaves the lists).
 */
export function createModeratedMessages(db: Db) {
  return {
    async findMessage(id: number): Promise<MessageItem | null> {
      const [row] = await db
        .select({
          id: messages.id,
          conversationId: messages.conversationId,
          senderId: messages.senderId,
          receiverId: messages.receiverId,
          text: messages.body,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(and(eq(messages.id, id), isNull(messages.removedAt)));
      return row ?? null;
    },

    async removeMessage(tx: Tx, id: number): Promise<boolean> {
      const [row] = await tx.db
        .update(messages)
        .set({ removedAt: sql`now()`, readAt: sql`coalesce(${messages.readAt}, now())` })
        .where(and(eq(messages.id, id), isNull(messages.removedAt)))
        .returning({ conversationId: messages.conversationId });
      if (!row) return false;
      await tx.db
        .update(conversations)
        .set({
          lastMessageId: sql`(select max(m.id) from ${messages} m
            where m.conversation_id = ${row.conversationId} and m.removed_at is null)`,
        })
        .where(and(eq(conversations.id, row.conversationId), eq(conversations.lastMessageId, id)));
      return true;
    },
  };
}

export type ModeratedMessages = ReturnType<typeof createModeratedMessages>;
