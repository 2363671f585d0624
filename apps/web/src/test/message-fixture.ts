import type { Contact, Message, MessageEntry } from '@vitrina/contract/messages';
import type { Author } from '@vitrina/contract/posts';

/** Conversations and messages as the API and the socket answer them, for component tests. */

/** The current user of selfFixture as a message's sender. */
export const me: Author = {
  id: 3,
  fullname: 'Ana Pérez',
  profile_url: 'ana',
  profileImage: 'ana.jpg',
  type: 'talento',
  verified: false,
};

export function personFixture(person: Partial<Author> = {}): Author {
  return {
    id: 7,
    fullname: 'Luis Gómez',
    profile_url: 'luis',
    profileImage: 'luis.jpg',
    type: 'talento',
    verified: false,
    ...person,
  };
}

export function contactFixture(contact: Partial<Contact> = {}): Contact {
  return {
    ...personFixture(contact),
    lastContact: '2025-06-15T10:00:00.000Z',
    lastMessageId: 10,
    preview: 'Hola, ¿cómo estás?',
    lastMessageMine: false,
    unreadCount: 0,
    request: 'none',
    ...contact,
  };
}

/** A message from `sender` to `receiverId`; minutes after 10:00 by id, so ids and times agree. */
export function messageFixture(message: Partial<Message> & { id: number }): Message {
  return {
    message: `Mensaje ${message.id}`,
    createdAt: new Date(Date.UTC(2025, 5, 15, 10, message.id)).toISOString(),
    sender: personFixture(),
    receiverId: me.id,
    ...message,
  };
}

export function entryFixture(entry: Partial<MessageEntry> & { id: number }): MessageEntry {
  return {
    is_read: false,
    createdAt: new Date(Date.UTC(2025, 5, 15, 10, entry.id)).toISOString(),
    actor: personFixture(),
    message: `Mensaje ${entry.id}`,
    ...entry,
  };
}
