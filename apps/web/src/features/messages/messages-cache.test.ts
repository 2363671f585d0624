import { describe, expect, it } from 'vitest';
import { MESSAGE_PREVIEW_LENGTH } from '@vitrina/contract/constants';
import { MESSAGE_ENTRIES_LIMIT } from '@vitrina/contract/messages-limits';
import { contactFixture, entryFixture, me, messageFixture, personFixture } from '@/test/message-fixture.ts';
import {
  addEntry,
  appendMessage,
  liftContact,
  readContact,
  threadMessages,
  toEntry,
  withSent,
  type ContactsData,
  type ThreadData,
} from './messages-cache.ts';

const thread = (...pages: number[][]): ThreadData => ({
  pages: pages.map((ids, index) => ({
    rows: ids.map((id) => messageFixture({ id })),
    hasMore: index < pages.length - 1,
  })),
  pageParams: pages.map((ids, index) => (index === 0 ? undefined : ids[0])),
});

const contacts = (...pages: Parameters<typeof contactFixture>[0][][]): ContactsData => ({
  pages: pages.map((page) => page.map((contact) => contactFixture(contact))),
  pageParams: pages.map(() => undefined),
});

describe('a thread in the cache', () => {
  it('reads oldest to newest across pages (pages are newest first)', () => {
    expect(threadMessages(thread([4, 5, 6], [1, 2, 3])).map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('takes a new message at its end, once, in id order', () => {
    const once = appendMessage(thread([4, 5]), messageFixture({ id: 9 }));
    expect(threadMessages(once).map((m) => m.id)).toEqual([4, 5, 9]);
    expect(appendMessage(once, messageFixture({ id: 9 }))).toBe(once);
    // A late acknowledgement of an earlier message goes before the one that arrived first.
    expect(threadMessages(appendMessage(once, messageFixture({ id: 7 }))).map((m) => m.id)).toEqual([4, 5, 7, 9]);
  });

  it('leaves a thread nobody loaded alone', () => {
    expect(appendMessage(undefined, messageFixture({ id: 1 }))).toBeUndefined();
  });

  it('shows my acknowledged messages it does not hold yet, once and in id order, none older than its oldest', () => {
    const messages = threadMessages(thread([4, 5, 9]));
    expect(withSent(messages, [])).toBe(messages);
    expect(withSent(messages, [messageFixture({ id: 9 })])).toBe(messages);
    const ids = (list: { id: number }[]) => list.map((message) => message.id);
    expect(ids(withSent(messages, [messageFixture({ id: 10 }), messageFixture({ id: 7 })]))).toEqual([4, 5, 7, 9, 10]);
    // Its page is not loaded (the thread was read again since it was sent).
    expect(withSent(messages, [messageFixture({ id: 2 })])).toBe(messages);
    expect(ids(withSent([], [messageFixture({ id: 1 })]))).toEqual([1]);
  });
});

describe('the contact list in the cache', () => {
  const luis = { id: 7, profile_url: 'luis', lastMessageId: 10 };
  const eva = { id: 8, fullname: 'Eva Ríos', profile_url: 'eva', lastMessageId: 9 };
  const ivan = { id: 9, fullname: 'Iván Rey', profile_url: 'ivan', lastMessageId: 5 };

  it('lifts the conversation of a new message to the top with its preview, time and unread count', () => {
    const long = `${'¡Qué buena foto! '.repeat(6)}¿La tomaste tú?`;
    const message = messageFixture({ id: 20, message: long, sender: personFixture(ivan) });
    const { data, found } = liftContact(contacts([luis, eva], [ivan]), {
      personId: 9,
      message,
      mine: false,
      unread: true,
    });
    expect(found).toBe(true);
    expect(data!.pages.map((page) => page.map((c) => c.id))).toEqual([[9, 7, 8], []]);
    const lifted = data!.pages[0]![0]!;
    expect(lifted).toMatchObject({ lastMessageId: 20, lastContact: message.createdAt, unreadCount: 1 });
    expect(lifted.lastMessageMine).toBe(false);
    // The 70-character preview: one line, cut with an ellipsis.
    expect([...lifted.preview.replace(/…$/, '')]).toHaveLength(MESSAGE_PREVIEW_LENGTH);
    expect(lifted.preview.endsWith('…')).toBe(true);
    expect(long.startsWith(lifted.preview.slice(0, -1))).toBe(true);
  });

  it('adds a conversation it did not list when the person’s card comes with the message', () => {
    const newcomer = personFixture({ id: 30, fullname: 'Mar Sol', profile_url: 'mar' });
    const message = messageFixture({ id: 21, sender: newcomer, message: 'Hola\n\nsoy Mar' });
    const { data, found } = liftContact(contacts([luis]), {
      personId: 30,
      person: newcomer,
      message,
      mine: false,
      unread: true,
    });
    expect(found).toBe(true);
    expect(data!.pages[0]!.map((c) => c.id)).toEqual([30, 7]);
    expect(data!.pages[0]![0]).toMatchObject({ fullname: 'Mar Sol', preview: 'Hola soy Mar', unreadCount: 1 });
  });

  it('says so when it cannot describe the conversation (no card, not listed)', () => {
    const before = contacts([luis]);
    const message = messageFixture({ id: 22, sender: me, receiverId: 44 });
    const { data, found } = liftContact(before, { personId: 44, message, mine: true, unread: false });
    expect(found).toBe(false);
    expect(data).toBe(before);
  });

  it('marks my own last message and keeps the unread count', () => {
    const message = messageFixture({ id: 23, sender: me, receiverId: 8, message: 'Te escribo luego' });
    const { data } = liftContact(contacts([{ ...luis }, { ...eva, unreadCount: 2 }]), {
      personId: 8,
      message,
      mine: true,
      unread: false,
    });
    expect(data!.pages[0]![0]).toMatchObject({ id: 8, lastMessageMine: true, unreadCount: 2 });
  });

  it('ignores an older message than the one it shows', () => {
    const before = contacts([luis]);
    const { data } = liftContact(before, {
      personId: 7,
      message: messageFixture({ id: 3 }),
      mine: false,
      unread: true,
    });
    expect(data).toBe(before);
  });

  it('clears the unread dot of a conversation that was read', () => {
    const data = readContact(
      contacts([
        { ...luis, unreadCount: 3 },
        { ...eva, unreadCount: 1 },
      ]),
      'luis',
    );
    expect(data!.pages[0]!.map((c) => c.unreadCount)).toEqual([0, 1]);
  });
});

describe('the dropdown entries in the cache', () => {
  it('puts a received message on top with its 70-character preview, keeping the list’s length', () => {
    const full = Array.from({ length: MESSAGE_ENTRIES_LIMIT }, (_, index) => entryFixture({ id: 100 - index }));
    const entry = toEntry(messageFixture({ id: 200, message: 'x'.repeat(90) }), false);
    const next = addEntry(full, entry)!;
    expect(next).toHaveLength(MESSAGE_ENTRIES_LIMIT);
    expect(next[0]).toMatchObject({ id: 200, is_read: false, message: `${'x'.repeat(70)}…` });
    expect(next.at(-1)!.id).toBe(92);
    expect(addEntry(next, entry)).toBe(next);
  });
});
