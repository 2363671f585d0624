import { z } from 'zod';
import { requestStateSchema } from './message-requests.ts';
import { paginatedSchema } from './pagination.ts';
import { authorSchema, idSchema } from './posts.ts';

/** A user id in a body or a socket payload: a JSON number, a positive integer. */
const userIdSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const sendMessageRequestSchema = z.strictObject({
  message: z.string(),
  receiverId: userIdSchema,
  /** A retry with an id already used stores nothing and answers the first message (no double send). */
  clientId: z.uuid().optional(),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

/** A stored message (spec §3): its text, when, who sent it (their card) and to whom. */
export const messageSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  createdAt: z.string(),
  sender: authorSchema,
  receiverId: z.number().int(),
});
export type Message = z.infer<typeof messageSchema>;

export const contactSchema = authorSchema.extend({
  /** When the last message of the conversation was sent (null before the first one). */
  lastContact: z.string().nullable(),
  /** The id of that message: the keyset of the list (`?before=`). */
  lastMessageId: z.number().int().nullable(),
  /** That message's first 70 characters on one line, "…" after a cut (message-rules.ts `messagePreview`). */
  preview: z.string(),
  /** I sent that message. */
  lastMessageMine: z.boolean(),
  /** Messages the other person sent me in this conversation that I have not read. */
  unreadCount: z.number().int(),
  /** A message request (decision 0007): `received` waits for me to accept, `sent` for the other person. */
  request: requestStateSchema,
});
export type Contact = z.infer<typeof contactSchema>;
export const contactListSchema = z.array(contactSchema);
/** The requests tab: conversations waiting for me to accept them, newest first, 12 a page. */
export const requestPageSchema = paginatedSchema(contactSchema);
export type RequestPage = z.infer<typeof requestPageSchema>;

export const keysetQuerySchema = z.object({ before: idSchema.optional() });

export const threadPageSchema = z.object({
  rows: z.array(messageSchema),
  /** Older messages exist before the first row. */
  hasMore: z.boolean(),
});
export type ThreadPage = z.infer<typeof threadPageSchema>;

export const messageEntrySchema = z.object({
  id: z.number().int(),
  is_read: z.boolean(),
  createdAt: z.string(),
  actor: authorSchema,
  /** The message's preview (70 characters, `messagePreview`), as the dropdown shows it. */
  message: z.string(),
});
export type MessageEntry = z.infer<typeof messageEntrySchema>;
export const messageEntriesSchema = z.array(messageEntrySchema);

// Entries are marked read through POST /api/notifications/update_read with kind 'messages' (notifications.ts).
