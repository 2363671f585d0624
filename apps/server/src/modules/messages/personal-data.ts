import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/messages.ts';

/**
 * The messages module's part of a person's data export: every message they sent and received,
 * oldest first, with the other person by id.
 */
export function createMessagesPersonalData(db: Db) {
  return {
    name: 'messages',
    async collect(userId: number) {
      const rows = await db
        .select({
          id: messages.id,
          senderId: messages.senderId,
          receiverId: messages.receiverId,
          text: messages.body,
          createdAt: messages.createdAt,
          readAt: messages.readAt,
        })
        .from(messages)
        .where(or(eq(messages.senderId, userId), eq(messages.receiverId, userId)))
        .orderBy(asc(messages.id));
      const data = rows.map((row) => ({
        id: row.id,
        direction: row.senderId === userId ? 'sent' : 'received',
        withUserId: row.senderId === userId ? row.receiverId : row.senderId,
        text: row.text,
        createdAt: row.createdAt,
        readAt: row.readAt,
      }));
      return { data, people: data.map((m) => m.withUserId) };
    },
  };
}
