import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@vitrina/contract/messages';
import { fakeSocket } from '@/test/fake-socket.ts';
import { conversationApi } from '@/test/conversation-api.ts';
import { me, messageFixture } from '@/test/message-fixture.ts';
import { useLanguage } from '@/test/render.tsx';
import { ConversationScreen, threadComposer, threadLog } from '@/test/conversation-screen.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { watchCount } from '@/test/watch-count.ts';

async function write(text: string) {
  fireEvent.change(threadComposer(), { target: { value: text } });
  fireEvent.keyDown(threadComposer(), { key: 'Enter' });
}

describe('sending in a conversation', () => {
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

  it('shows a message I send at once, pending until the acknowledgement brings the stored one', async () => {
    conversationApi();
    renderAsUser(<ConversationScreen />);
    await waitFor(() => expect(within(threadLog()).getByText('Hola Luis')).toBeTruthy());

    await write('  ¿Vienes mañana?  ');
    const pending = (await within(threadLog()).findByText('¿Vienes mañana?')).closest('li')!;
    expect(within(pending).getByText('Enviando…')).toBeTruthy();
    expect((threadComposer() as HTMLTextAreaElement).value).toBe('');
    await waitFor(() => expect(socket.emitted).toHaveLength(1));
    expect(socket.emitted[0]).toMatchObject({
      event: 'add-message',
      payload: { message: '¿Vienes mañana?', receiverId: 7, clientId: expect.any(String) },
    });

    const stored: Message = messageFixture({ id: 3, message: '¿Vienes mañana?', sender: me, receiverId: 7 });
    const stopWatching = watchCount(threadLog(), '¿Vienes mañana?');
    await act(async () => socket.emitted[0]!.ack({ ok: true, message: stored }));
    await waitFor(() => {
      expect(within(threadLog()).queryByText('Enviando…')).toBeNull();
      expect(within(threadLog()).getByText('¿Vienes mañana?').closest('li')!.querySelector('time')).not.toBeNull();
    });
    const sent = within(threadLog()).getByText('¿Vienes mañana?');
    expect(sent.closest('li')!.querySelector('time')?.getAttribute('datetime')).toBe(stored.createdAt);
    // The send's end and the thread's new message are separate caches, notified one after the other: the
    // message never leaves the log in between, nor shows twice.
    const counts = stopWatching();
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual(counts.map(() => 1));
  });

  it('marks a refused message failed with the catalogue’s text, and sends it again on retry', async () => {
    conversationApi();
    renderAsUser(<ConversationScreen />);
    await waitFor(() => expect(within(threadLog()).getByText('Hola Luis')).toBeTruthy());

    await write('Hola otra vez');
    await waitFor(() => expect(socket.emitted).toHaveLength(1));
    await act(async () =>
      socket.emitted[0]!.ack({ ok: false, error: { code: 'not_found', message: 'We could not find it.' } }),
    );
    const failed = await waitFor(() =>
      within(threadLog())
        .getByText(/No se envió/)
        .closest('li')!,
    );
    // The text comes from the contract's catalogue in the reader's language, not from the socket's language.
    expect(failed.textContent).toContain('No encontramos lo que buscas.');
    expect(within(failed).getByText('Hola otra vez')).toBeTruthy();
    expect(screen.getByRole('status', { name: '' }).textContent).toContain('No se pudo enviar tu mensaje');

    fireEvent.click(within(failed).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(socket.emitted).toHaveLength(2));
    // The retry carries the first try's client id: had the first been stored after all, the server would
    // answer it instead of storing a copy.
    const firstTry = socket.emitted[0]!.payload as { clientId?: string };
    expect(firstTry.clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(socket.emitted[1]!.payload).toEqual({
      message: 'Hola otra vez',
      receiverId: 7,
      clientId: firstTry.clientId,
    });
    expect(within(threadLog()).queryByText(/No se envió/)).toBeNull();
    expect(within(threadLog()).getByText('Enviando…')).toBeTruthy();
    await act(async () =>
      socket.emitted[1]!.ack({
        ok: true,
        message: messageFixture({ id: 4, message: 'Hola otra vez', sender: me, receiverId: 7 }),
      }),
    );
    await waitFor(() => expect(within(threadLog()).queryByText('Enviando…')).toBeNull());
    expect(within(threadLog()).getAllByText('Hola otra vez')).toHaveLength(1);
  });

  it('explains a refusal in English for an English reader', async () => {
    await useLanguage('en');
    conversationApi();
    renderAsUser(<ConversationScreen />);
    const field = await screen.findByRole('textbox', { name: 'Write a message to Luis Gómez' });
    fireEvent.change(field, { target: { value: 'Hi' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(socket.emitted).toHaveLength(1));
    await act(async () =>
      socket.emitted[0]!.ack({ ok: false, error: { code: 'too_many_requests', message: 'Demasiadas solicitudes' } }),
    );
    const failed = await screen.findByText(/Not sent/);
    expect(failed.closest('li')!.textContent).toContain('Not sent: Too many attempts. Wait a moment and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('sends over HTTP when the socket is not connected', async () => {
    socket.socket.connected = false;
    const calls = conversationApi((call) =>
      call.method === 'POST' && call.path === '/messages'
        ? [200, messageFixture({ id: 5, message: 'Por HTTP', sender: me, receiverId: 7 })]
        : undefined,
    );
    renderAsUser(<ConversationScreen />);
    await waitFor(() => expect(within(threadLog()).getByText('Hola Luis')).toBeTruthy());
    await write('Por HTTP');
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/messages')).toBe(true));
    await waitFor(() => {
      expect(within(threadLog()).queryByText('Enviando…')).toBeNull();
      expect(within(threadLog()).getByText('Por HTTP')).toBeTruthy();
    });
    expect(socket.emitted).toHaveLength(0);
    expect(calls.find((call) => call.method === 'POST' && call.path === '/messages')?.body).toEqual({
      message: 'Por HTTP',
      receiverId: 7,
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('refuses a text the server would refuse before sending it, and does not send blank space', async () => {
    conversationApi();
    renderAsUser(<ConversationScreen />);
    await waitFor(() => expect(within(threadLog()).getByText('Hola Luis')).toBeTruthy());
    await write('   ');
    expect(socket.emitted).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Enviar mensaje' }) as HTMLButtonElement).disabled).toBe(true);
    await write('a'.repeat(2001));
    expect(socket.emitted).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('Un mensaje puede tener como máximo 2000 caracteres.');
  });
});
