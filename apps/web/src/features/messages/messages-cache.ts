import type { InfiniteData } from '@tanstack/react-query';
import { messagePreview } from '@vitrina/contract/message-rules';
import type { Contact, Message, MessageEntry, ThreadPage } from '@vitrina/contract/messages';
import { MESSAGE_ENTRIES_LIMIT } from '@vitrina/contract/messages-limits';
import type { Author } from '@vitrina/contract/posts';

// Pure changes to the messages feature's cached answers: each returns the next value, never mutating.

export type ThreadData = InfiniteData<ThreadPage, number | undefined>;
export type ContactsData = InfiniteData<Contact[], number | undefined>;

/** Adds a message to the newest page once, in id order: ack, event and refetch may all bring it. */
export function appendMessage(data: ThreadData | undefined, message: Message): ThreadData | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.rows.some((row) => row.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return { ...data, pages: [{ rows: [message], hasMore: false }], pageParams: [undefined] };
  const rows = [...newest.rows, message].sort((a, b) => a.id - b.id);
  return { ...data, pages: [{ ...newest, rows }, ...older] };
}

/** Every message of a thread, oldest first (the order it is read in). */
export function threadMessages(data: { pages: ThreadPage[] } | undefined): Message[] {
  if (!data) return [];
  return [...data.pages].reverse().flatMap((page) => page.rows);
}

/** The thread plus my acknowledged sends it lacks: the two caches may render apart, never hiding one. */
export function withSent(messages: Message[], sent: Message[]): Message[] {
  const held = new Set(messages.map((message) => message.id));
  const oldest = messages[0]?.id ?? 0;
  const missing = sent.filter((message) => !held.has(message.id) && message.id > oldest);
  if (missing.length === 0) return messages;
  return [...messages, ...missing].sort((a, b) => a.id - b.id);
}

export interface ContactUpdate {
  /** The other person of the conversation. */
  personId: number;
  /** Their card, when known: a conversation not yet listed is added with it. */
  person?: Author;
  message: Message;
  mine: boolean;
  /** Whether the message stays unread for me (received while its conversation is not open, or not seen). */
  unread: boolean;
}

/** A conversation as the list shows it once `update.message` is its last message. */
function withMessage(contact: Contact, { message, mine, unread }: ContactUpdate): Contact {
  return {
    ...contact,
    lastContact: message.createdAt,
    lastMessageId: message.id,
    preview: messagePreview(message.message),
    lastMessageMine: mine,
    unreadCount: contact.unreadCount + (unread ? 1 : 0),
  };
}

/** Lifts a new message's conversation to the top; `found` says whether the list could show it. */
export function liftContact(
  data: ContactsData | undefined,
  update: ContactUpdate,
): { data: ContactsData | undefined; found: boolean } {
  if (!data) return { data, found: false };
  const existing = data.pages.flat().find((contact) => contact.id === update.personId);
  if (existing && (existing.lastMessageId ?? 0) >= update.message.id) return { data, found: true };
  const base: Contact | undefined =
    existing ??
    (update.person && {
      ...update.person,
      lastContact: null,
      lastMessageId: null,
      preview: '',
      lastMessageMine: false,
      request: 'none',
      unreadCount: 0,
    });
  if (!base) return { data, found: false };
  const pages = data.pages.map((page) => page.filter((contact) => contact.id !== update.personId));
  pages[0] = [withMessage(base, update), ...(pages[0] ?? [])];
  return { data: { ...data, pages }, found: true };
}

/** The conversation with `profileUrl` has been read: no unread dot. */
export function readContact(data: ContactsData | undefined, profileUrl: string): ContactsData | undefined {
  if (!data) return data;
  const pages = data.pages.map((page) =>
    page.map((contact) =>
      contact.profile_url === profileUrl && contact.unreadCount > 0 ? { ...contact, unreadCount: 0 } : contact,
    ),
  );
  return { ...data, pages };
}

/** The contact with that id, where the list holds it. */
export function findContact(data: ContactsData | undefined, id: number): Contact | undefined {
  return data?.pages.flat().find((contact) => contact.id === id);
}

/** A received message as the header dropdown lists it (its preview, 70 characters). */
export function toEntry(message: Message, isRead: boolean): MessageEntry {
  return {
    id: message.id,
    is_read: isRead,
    createdAt: message.createdAt,
    actor: message.sender,
    message: messagePreview(message.message),
  };
}

/** A new entry on top of the dropdown's list, which keeps its length. */
export function addEntry(entries: MessageEntry[] | undefined, entry: MessageEntry): MessageEntry[] | undefined {
  if (!entries || entries.some((existing) => existing.id === entry.id)) return entries;
  return [entry, ...entries].slice(0, MESSAGE_ENTRIES_LIMIT);
}

/** Entries that `isRead` picks, read. */
export function readEntries(
  entries: MessageEntry[] | undefined,
  isRead: (entry: MessageEntry) => boolean,
): MessageEntry[] | undefined {
  if (!entries) return entries;
  return entries.map((entry) => (!entry.is_read && isRead(entry) ? { ...entry, is_read: true } : entry));
}
