import { messagePreview } from '@vitrina/contract/message-rules';
import type { Contact, Message, MessageEntry } from '@vitrina/contract/messages';
import type { Author } from '@vitrina/contract/posts';
import type { ConversationRecord, MessageRecord } from './messages.repository.ts';

/** Rows → the contract's shapes: explicit fields only. */

export function toMessage(record: MessageRecord, sender: Author): Message {
  return {
    id: record.id,
    message: record.body,
    createdAt: record.createdAt.toISOString(),
    sender,
    receiverId: record.receiverId,
  };
}

/** The other person of a conversation, with its state as `viewerId` sees it (or none before the first message). */
export function toContact(person: Author, conversation: ConversationRecord | null, viewerId: number): Contact {
  return {
    ...person,
    lastContact: conversation ? conversation.lastContact.toISOString() : null,
    lastMessageId: conversation ? conversation.lastMessageId : null,
    preview: conversation ? messagePreview(conversation.lastBody) : '',
    lastMessageMine: conversation ? conversation.lastSenderId === viewerId : false,
    unreadCount: conversation ? conversation.unreadCount : 0,
  };
}

export function toMessageEntry(record: MessageRecord, actor: Author): MessageEntry {
  return {
    id: record.id,
    is_read: record.readAt !== null,
    createdAt: record.createdAt.toISOString(),
    actor,
    message: messagePreview(record.body),
  };
}
