import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '@/test/fake-socket.ts';
import { contactFixture, me, messageFixture } from '@/test/message-fixture.ts';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import { ConversationThread } from './conversation-thread.tsx';
import { useUnreadMessagesCount } from './unread-count.ts';
import { useMessagesRealtime } from './use-messages-realtime.ts';

const luis = contactFixture({ id: 7, profile_url: 'luis', fullname: 'Luis Gómez', lastMessageId: 2 });
const question = messageFixture({ id: 6, message: '¿Te llamo?', sender: luis });

/** The page as a background tab hides it or shows it again: the state, then the event that tells. */
function setVisibility(state: DocumentVisibilityState) {
  act(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/**
 * The conversation with Luis as the app shows it (with the live connection's handlers of the layout) and
 * the messages badge's count, as the header shows it; its button closes the conversation.
 */
function Screen() {
  useMessagesRealtime(me.id);
  const unread = useUnreadMessagesCount(0);
  const [open, setOpen] = useState(true);
  return (
    <>
      <output aria-label="Sin leer">{unread}</output>
      <button type="button" onClick={() => setOpen(false)}>
        Cerrar
      </button>
      {open && <ConversationThread profileUrl="luis" />}
    </>
  );
}

const log = () => screen.getByRole('log', { name: 'Mensajes con Luis Gómez' });
const badge = () => screen.getByLabelText('Sin leer').textContent;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a conversation open in a background tab', () => {
  let socket: ReturnType<typeof fakeSocket>;
  /** The server's unread messages: a message to me is one, reading the thread or update_read clears them. */
  let unread: Set<number>;
  /** Whether Luis's message is stored (the thread's reads include it), and how often the thread was read. */
  let luisWrote: boolean;
  let threadReads: number;
  let calls: FakeCall[];
  const reads = () => calls.filter((call) => call.path === '/notifications/update_read');

  /** Luis writes: the server stores the message unread, and the socket brings it. */
  function luisWrites() {
    unread.add(question.id);
    luisWrote = true;
    act(() => socket.serverSends('message', { actor: luis, message: question, request: false }));
  }

  /** The thread is shown, and the badge has taken the count the server answered once it was read. */
  async function opened() {
    renderAsUser(<Screen />);
    await waitFor(() => expect(within(log()).getByText('Hola Luis')).toBeTruthy());
    await waitFor(() => expect(calls.some((call) => call.path === '/users/self')).toBe(true));
    await settle();
  }

  beforeEach(async () => {
    await useLanguage('es');
    socket = fakeSocket();
    unread = new Set();
    luisWrote = false;
    threadReads = 0;
    calls = fakeApi((call) => {
      if (call.path === '/users/contact/luis') return [200, luis];
      if (call.path === '/messages/luis') {
        // Reading the thread marks it read, as the server does.
        threadReads += 1;
        unread.clear();
        return [
          200,
          {
            rows: [
              messageFixture({ id: 1, message: 'Hola Ana' }),
              messageFixture({ id: 2, message: 'Hola Luis', sender: me, receiverId: 7 }),
              ...(luisWrote ? [question] : []),
            ],
            hasMore: false,
          },
        ];
      }
      if (call.path === '/users/self') return [200, selfFixture({ unreadedMessagesCount: unread.size })];
      if (call.path === '/notifications/update_read') {
        for (const id of (call.body as { notificationIds: number[] }).notificationIds) unread.delete(id);
        return [200, { unread: unread.size }];
      }
      return [404, { error: 'not_found', message: 'No encontramos lo que buscas.', errors: [] }];
    });
  });
  afterEach(() => {
    cleanup();
    socket.detach();
    vi.unstubAllGlobals();
    // The document's own getter (on its prototype) reads again.
    delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
  });

  it('shows a message that arrives while the page is hidden but keeps it unread until the page shows again', async () => {
    await opened();
    setVisibility('hidden');
    luisWrites();
    await waitFor(() => expect(within(log()).getByText('¿Te llamo?')).toBeTruthy());
    await waitFor(() => expect(badge()).toBe('1'));
    await settle();
    expect(reads()).toEqual([]);
    expect(badge()).toBe('1');

    setVisibility('visible');
    await waitFor(() => expect(reads().map((call) => call.body)).toEqual([{ notificationIds: [6], kind: 'messages' }]));
    await waitFor(() => expect(badge()).toBe('0'));
    expect(within(log()).getByText('¿Te llamo?')).toBeTruthy();
    // Marked once: the page shown again later finds nothing left to mark.
    setVisibility('hidden');
    setVisibility('visible');
    await settle();
    expect(reads()).toHaveLength(1);
  });

  it('marks read at once, as before, what arrives once the page shows again', async () => {
    await opened();
    setVisibility('hidden');
    setVisibility('visible');
    await settle();
    expect(reads()).toEqual([]);
    luisWrites();
    await waitFor(() => expect(reads().map((call) => call.body)).toEqual([{ notificationIds: [6], kind: 'messages' }]));
    await settle();
    expect(badge()).toBe('0');
  });

  it('leaves unread what arrived while hidden in a conversation closed before the page shows again', async () => {
    await opened();
    setVisibility('hidden');
    luisWrites();
    await waitFor(() => expect(badge()).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('log')).toBeNull();
    setVisibility('visible');
    await settle();
    expect(reads()).toEqual([]);
    expect(badge()).toBe('1');
  });
  it('reads a conversation opened in a hidden page only once the page shows, and again after a reconnection', async () => {
    setVisibility('hidden');
    luisWrites();
    renderAsUser(<Screen />);
    await waitFor(() => expect(calls.some((call) => call.path === '/users/contact/luis')).toBe(true));
    await settle();
    expect(threadReads).toBe(0);
    expect(screen.queryByText('¿Te llamo?')).toBeNull();

    setVisibility('visible');
    await waitFor(() => expect(within(log()).getByText('¿Te llamo?')).toBeTruthy());
    expect(threadReads).toBe(1);

    // A reconnection while hidden asks for everything again: the thread waits for the page to show.
    setVisibility('hidden');
    act(() => socket.reconnect());
    await settle();
    expect(threadReads).toBe(1);
    setVisibility('visible');
    await waitFor(() => expect(threadReads).toBe(2));
  });
});
