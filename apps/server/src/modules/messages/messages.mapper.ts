import { messagePreview } from '@vitrina/contract/message-rules';
import type { RequestState } from '@vitrina/contract/message-requests';
import type { Contact, Message, MessageEntry } from '@vitrina/contract/messages';
import type { Author } from '@vitrina/contract/posts';
import type { ConversationRecord } from './conversations.repository.ts';
import type { MessageRecord } from './messages.repository.ts';

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

/** Whether the conversation waits for an acceptance, and whose (decision 0007). */
function requestStateOf(conversation: ConversationRecord | null, viewerId: number): RequestState {
  if (!conversation || conversation.requestToId === null || conversation.acceptedAt !== null) return 'none';
  return conversation.requestToId === viewerId ? 'received' : 'sent';
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
    request: requestStateOf(conversation, viewerId),
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
