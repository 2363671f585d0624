/** Query keys of the messages feature: one factory, so no key is written twice. */
export const messagesKeys = {
  all: ['messages'] as const,
  /** My conversations (an infinite query: pages of GET users/contacts?before=). */
  contacts: () => ['messages', 'contacts'] as const,
  /** The requests tab (an infinite query: pages of GET users/contacts/requests?page=N, each with the count). */
  requests: () => ['messages', 'requests'] as const,
  allContacts: () => ['messages', 'contact'] as const,
  /** The person behind a conversation link (GET users/contact/{profile_url}). */
  contact: (profileUrl: string) => ['messages', 'contact', profileUrl] as const,
  threads: () => ['messages', 'thread'] as const,
  /** A conversation's messages (an infinite query: the newest page first, older ones after). */
  thread: (profileUrl: string) => ['messages', 'thread', profileUrl] as const,
  /** The header dropdown's latest received messages (GET notifications/messages). */
  entries: () => ['messages', 'entries'] as const,
  /** How many message requests wait for me (the second badge; seeded from users/self). */
  requestsCount: () => ['messages', 'requests-count'] as const,
  /** How many messages I have not read (the badge; seeded from users/self). */
  unread: () => ['messages', 'unread'] as const,
  /** Mutation key of the messages sent to one person: their pending and failed ones are shown in the thread. */
  send: (receiverId: number) => ['messages', 'send', receiverId] as const,
};
