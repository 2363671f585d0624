import type { QueryClient } from '@tanstack/react-query';
import type { Contact, Message, MessageEntry } from '@vitrina/contract/messages';
import type { Author } from '@vitrina/contract/posts';
import type { MessageEvent } from '@vitrina/contract/realtime';
import { isPageVisible } from '@/lib/use-page-visible.ts';
import { markEntriesRead } from './mark-entries-read.ts';
import {
  addEntry,
  appendMessage,
  findContact,
  liftContact,
  readContact,
  readEntries,
  toEntry,
  type ContactsData,
  type ThreadData,
} from './messages-cache.ts';
import { messagesKeys } from './messages-keys.ts';
import { holdUnseen, isConversationOpen } from './open-conversation.ts';

// Socket events and acknowledgements land in the cache; screens re-render from it.

/** The other person of a conversation by id: from the list, or from a conversation link already opened. */
function findPerson(client: QueryClient, id: number): Author | undefined {
  const listed = findContact(client.getQueryData<ContactsData>(messagesKeys.contacts()), id);
  if (listed) return listed;
  return client
    .getQueriesData<Contact>({ queryKey: messagesKeys.allContacts() })
    .map(([, contact]) => contact)
    .find((contact) => contact?.id === id);
}

function placeInConversation(
  client: QueryClient,
  person: Author | undefined,
  personId: number,
  message: Message,
  flags: { mine: boolean; unread: boolean },
): void {
  if (person)
    client.setQueryData<ThreadData>(messagesKeys.thread(person.profile_url), (d) => appendMessage(d, message));
  let found = false;
  client.setQueryData<ContactsData>(messagesKeys.contacts(), (data) => {
    const lifted = liftContact(data, { personId, person, message, ...flags });
    found = lifted.found;
    return lifted.data;
  });
  // A conversation this tab cannot describe yet (my message from another tab to someone new): ask the server.
  if (!found) void client.invalidateQueries({ queryKey: messagesKeys.contacts() });
}

/** My message was stored (acknowledged): it joins the thread and lifts the conversation. */
export function recordSent(client: QueryClient, person: Author, message: Message): void {
  placeInConversation(client, person, person.id, message, { mine: true, unread: false });
  // A first message, or one inside a request, may change the conversation's request state: ask for it.
  const contact = client.getQueryData<Contact>(messagesKeys.contact(person.profile_url));
  if (contact && (contact.lastMessageId === null || contact.request !== 'none')) {
    void client.invalidateQueries({ queryKey: messagesKeys.contact(person.profile_url) });
    void client.invalidateQueries({ queryKey: messagesKeys.requests() });
  }
}

/** A `message`: lifts its conversation; read at once if open and shown, else the badge and dot rise. */
export function receiveMessage(client: QueryClient, selfId: number, { message, request }: MessageEvent): void {
  const mine = message.sender.id === selfId;
  // A message request is quiet (decision 0007): no badge, no dropdown entry; its tab's count moves.
  if (request && !mine) {
    client.setQueryData<ThreadData>(messagesKeys.thread(message.sender.profile_url), (d) => appendMessage(d, message));
    void client.invalidateQueries({ queryKey: messagesKeys.requests() });
    return;
  }
  const personId = mine ? message.receiverId : message.sender.id;
  const open = isConversationOpen(personId);
  const seen = open && isPageVisible();
  placeInConversation(client, mine ? findPerson(client, personId) : message.sender, personId, message, {
    mine,
    unread: !mine && !seen,
  });
  if (mine) return;
  client.setQueryData<MessageEntry[]>(messagesKeys.entries(), (entries) => addEntry(entries, toEntry(message, seen)));
  if (!seen) {
    client.setQueryData<number>(messagesKeys.unread(), (count) => (count ?? 0) + 1);
    if (open) holdUnseen(personId, message.id);
    return;
  }
  markEntriesRead([message.id]).then(
    ({ unread }) => client.setQueryData(messagesKeys.unread(), unread),
    // The server keeps it unread; the next reconnection or read brings the count back in step.
    () => undefined,
  );
}

/** The server marked a thread read: its dot and entries go, the badge is asked again. */
export function recordThreadRead(client: QueryClient, profileUrl: string): void {
  const listed = client
    .getQueryData<ContactsData>(messagesKeys.contacts())
    ?.pages.flat()
    .find((contact) => contact.profile_url === profileUrl);
  const entries = client.getQueryData<MessageEntry[]>(messagesKeys.entries());
  const mayHaveUnread =
    !listed ||
    listed.unreadCount > 0 ||
    Boolean(entries?.some((entry) => !entry.is_read && entry.actor.profile_url === profileUrl));
  client.setQueryData<ContactsData>(messagesKeys.contacts(), (data) => readContact(data, profileUrl));
  client.setQueryData<MessageEntry[]>(messagesKeys.entries(), (list) =>
    readEntries(list, (entry) => entry.actor.profile_url === profileUrl),
  );
  if (mayHaveUnread) void client.invalidateQueries({ queryKey: messagesKeys.unread() });
}

/** `message-requests`: the requests badge takes the server's count; the requests tab is asked again. */
export function recordRequestsCount(client: QueryClient, count: number): void {
  client.setQueryData<number>(messagesKeys.requestsCount(), count);
  void client.invalidateQueries({ queryKey: messagesKeys.requests() });
}

/**
 * `message-request-accepted`: my conversation with `person` is open now. An open page drops its "request sent"
 * note and limit at once (the contact says `none`), and the lists are asked again (it joins the inbox).
 */
export function recordRequestAccepted(client: QueryClient, person: Author): void {
  client.setQueryData<Contact>(messagesKeys.contact(person.profile_url), (contact) =>
    contact ? { ...contact, request: 'none' } : contact,
  );
  void client.invalidateQueries({ queryKey: messagesKeys.contacts() });
  void client.invalidateQueries({ queryKey: messagesKeys.requests() });
}

/** Read elsewhere: the badge takes the server's count; entries and conversations are asked again. */
export function recordMessagesRead(client: QueryClient, unread: number): void {
  client.setQueryData<number>(messagesKeys.unread(), unread);
  void client.invalidateQueries({ queryKey: messagesKeys.entries() });
  void client.invalidateQueries({ queryKey: messagesKeys.contacts() });
}
