import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '@/test/fake-socket.ts';
import { conversationApi, luis, notFound } from '@/test/conversation-api.ts';
import { contactFixture, me, messageFixture } from '@/test/message-fixture.ts';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { ConversationScreen, threadComposer, threadLog } from '@/test/conversation-screen.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { isConversationOpen } from './open-conversation.ts';

describe('a conversation', () => {
  let socket: ReturnType<typeof fakeSocket>;
  beforeEach(async () => {
    await useLanguage('es');
    socket = fakeSocket();
  });
  afterEach(() => {
    cleanup();
    socket.detach();
    vi.unstubAllGlobals();
  });

  it('shows the thread oldest to newest in a polite log region, with a labelled composer that has focus', async () => {
    conversationApi();
    renderAsUser(<ConversationScreen />);
    await waitFor(() => expect(within(threadLog()).getByText('Hola Luis')).toBeTruthy());
    expect(threadLog().getAttribute('aria-live')).toBe('polite');
    const texts = within(threadLog())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(texts.filter((text) => /Hola/.test(text ?? ''))).toEqual([
      expect.stringContaining('Luis Gómez: Hola Ana'),
      expect.stringContaining('Tú: Hola Luis'),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Luis Gómez' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Luis Gómez' }).getAttribute('href')).toBe('/profile/luis');
    expect(document.activeElement).toBe(threadComposer());
  });

  it('appends a message from the open conversation and marks it read at once', async () => {
    const calls = conversationApi();
    renderAsUser(<ConversationScreen />);
    await waitFor(() => expect(within(threadLog()).getByText('Hola Luis')).toBeTruthy());
    expect(isConversationOpen(luis.id)).toBe(true);
    act(() =>
      socket.serverSends('message', {
        actor: luis,
        message: messageFixture({ id: 6, message: '¿Te llamo?', sender: luis }),
        request: false,
      }),
    );
    await waitFor(() => expect(within(threadLog()).getByText('¿Te llamo?')).toBeTruthy());
    const items = within(threadLog()).getAllByRole('listitem');
    expect(items.at(-1)!.textContent).toContain('¿Te llamo?');
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/notifications/update_read')?.body).toEqual({
        notificationIds: [6],
        kind: 'messages',
      }),
    );
  });

  it('counts the conversation open from its first frame: a message arriving then is read at once', async () => {
    const calls = conversationApi();
    let openAtFirstFrame: boolean | undefined;
    // The first change that shows the thread's log, before the effects React keeps for after painting.
    const observer = new MutationObserver(() => {
      if (openAtFirstFrame !== undefined || !screen.queryByRole('log')) return;
      openAtFirstFrame = isConversationOpen(luis.id);
      socket.serverSends('message', {
        actor: luis,
        message: messageFixture({ id: 6, message: '¿Te llamo?', sender: luis }),
        request: false,
      });
    });
    observer.observe(document.body, { subtree: true, childList: true });
    renderAsUser(<ConversationScreen />);
    await waitFor(() => expect(openAtFirstFrame).toBeDefined());
    observer.disconnect();
    expect(openAtFirstFrame).toBe(true);
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/notifications/update_read')?.body).toEqual({
        notificationIds: [6],
        kind: 'messages',
      }),
    );
  });

  it('leaves a message from someone else out of the open thread', async () => {
    const calls = conversationApi();
    renderAsUser(<ConversationScreen />);
    await waitFor(() => expect(within(threadLog()).getByText('Hola Luis')).toBeTruthy());
    const eva = contactFixture({ id: 8, fullname: 'Eva Ríos', profile_url: 'eva' });
    act(() =>
      socket.serverSends('message', {
        actor: eva,
        message: messageFixture({ id: 7, message: 'Soy Eva', sender: eva }),
        request: false,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(threadLog()).queryByText('Soy Eva')).toBeNull();
    expect(calls.some((call) => call.path === '/notifications/update_read')).toBe(false);
  });

  it('opens a conversation from a profile link before its first message', async () => {
    fakeApi((call) => {
      if (call.path === '/users/contact/nueva')
        return [
          200,
          contactFixture({
            id: 12,
            fullname: 'Nueva Persona',
            profile_url: 'nueva',
            lastContact: null,
            lastMessageId: null,
            preview: '',
          }),
        ];
      if (call.path === '/messages/nueva') return [200, { rows: [], hasMore: false }];
      return notFound;
    });
    renderAsUser(<ConversationScreen profileUrl="nueva" />);
    expect(await screen.findByText('Aún no hay mensajes. Escribe el primero a Nueva Persona.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Escribe un mensaje a Nueva Persona' })).toBeTruthy();
  });

  it('says a conversation is not available when the person is missing or blocked', async () => {
    fakeApi(() => notFound);
    renderAsUser(<ConversationScreen profileUrl="nadie" />);
    expect(await screen.findByRole('heading', { name: 'Esta conversación no está disponible' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver mis conversaciones' }).getAttribute('href')).toBe(
      '/conversaciones/todas',
    );
  });

  it('a deleted account’s conversation reads under a neutral name, with no composer', async () => {
    const deleted = contactFixture({ id: 9, profile_url: 'deleted-ab12', fullname: '', type: null, deleted: true });
    fakeApi((call) => {
      if (call.path === '/users/contact/deleted-ab12') return [200, deleted];
      if (call.path === '/messages/deleted-ab12')
        return [
          200,
          { rows: [messageFixture({ id: 5, message: 'Adiós', sender: deleted, receiverId: me.id })], hasMore: false },
        ];
      if (call.path === '/notifications/update_read') return [200, { unread: 0 }];
      return notFound;
    });
    renderAsUser(<ConversationScreen profileUrl="deleted-ab12" />);
    expect(await screen.findByRole('heading', { name: 'Cuenta eliminada' })).toBeTruthy();
    expect(within(screen.getByRole('log', { name: 'Mensajes con Cuenta eliminada' })).getByText('Adiós')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText(/Esta cuenta se eliminó/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Cuenta eliminada' })).toBeNull();
  });
});
