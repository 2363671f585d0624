import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversationApi, luis } from '@/test/conversation-api.ts';
import { fakeSocket } from '@/test/fake-socket.ts';
import { me, messageFixture } from '@/test/message-fixture.ts';
import { useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { ReportContext, type ReportRequest } from '@/lib/report-context.ts';
import { ConversationThread } from './conversation-thread.tsx';

const nextTick = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** Luis's messages 1 to 8 with two of mine among them: the thread of a pushy sender. */
const rows = [
  ...[1, 2, 3, 4].map((id) => messageFixture({ id })),
  messageFixture({ id: 5, sender: me, receiverId: 7, message: 'No, gracias' }),
  ...[6, 7, 8].map((id) => messageFixture({ id })),
  messageFixture({ id: 9, sender: me, receiverId: 7, message: 'Por favor, para' }),
];

function renderThread(openReport: ((request: ReportRequest) => void) | null, deleted = false) {
  conversationApi((call) => {
    if (call.path === '/users/contact/luis') return [200, deleted ? { ...luis, deleted: true } : luis];
    if (call.path === '/messages/luis') return [200, { rows, hasMore: false }];
    return undefined;
  });
  return renderAsUser(
    <ReportContext.Provider value={openReport}>
      <ConversationThread profileUrl="luis" />
    </ReportContext.Provider>,
  );
}

const item = (text: string) => screen.getByText(text, { selector: '.message__text' }).closest('li')!;

describe('reporting a message', () => {
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

  it('offers report on their messages only, with their other recent messages (five, newest first) to attach', async () => {
    const openReport = vi.fn<(request: ReportRequest) => void>();
    renderThread(openReport);
    await waitFor(() => expect(item('Mensaje 7')).toBeTruthy());
    expect(within(item('No, gracias')).queryByRole('button')).toBeNull();
    expect(within(item('Por favor, para')).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Opciones del mensaje de Luis Gómez' })).toHaveLength(7);

    const menu = within(item('Mensaje 7')).getByRole('button', { name: 'Opciones del mensaje de Luis Gómez' });
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await nextTick();
    const entry = screen.getByRole('menuitem', { name: 'Denunciar' });
    expect(document.activeElement).toBe(entry);
    fireEvent.click(entry);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(openReport).toHaveBeenCalledTimes(1);
    const request = openReport.mock.calls[0]![0];
    expect(request).toMatchObject({ target: { kind: 'message', id: 7 }, name: 'Luis Gómez' });
    expect(request.candidates).toEqual([8, 6, 4, 3, 2].map((id) => ({ kind: 'message', id, text: `Mensaje ${id}` })));
    expect(request.returnFocus?.()).toBe(menu);
  });

  it('offers none where the page has no report opener, nor in a deleted account’s conversation', async () => {
    renderThread(null);
    await waitFor(() => expect(item('Mensaje 7')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Opciones del mensaje/ })).toBeNull();
    cleanup();

    renderThread(vi.fn(), true);
    await waitFor(() => expect(item('Mensaje 7')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Opciones del mensaje/ })).toBeNull();
  });
});
