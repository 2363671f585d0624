import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversationApi, luis } from '@/test/conversation-api.ts';
import { fakeSocket } from '@/test/fake-socket.ts';
import { me, messageFixture } from '@/test/message-fixture.ts';
import { useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { ReportProvider } from '@/app/report-provider.tsx';
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

function threadApi(contact: typeof luis) {
  conversationApi((call) => {
    if (call.path === '/users/contact/luis') return [200, contact];
    if (call.path === '/messages/luis') return [200, { rows, hasMore: false }];
    return undefined;
  });
}

function renderThread(openReport: ((request: ReportRequest) => void) | null, deleted = false) {
  threadApi(deleted ? { ...luis, deleted: true } : luis);
  return renderAsUser(
    <ReportContext.Provider value={openReport}>
      <ConversationThread profileUrl="luis" />
    </ReportContext.Provider>,
  );
}

/** Opens the report dialog of Luis's message 7 from its menu, through the app's real dialog. */
async function reportMessageSeven(menuName: string, reportName: string, dialogName: string) {
  await waitFor(() => expect(item('Mensaje 7')).toBeTruthy());
  fireEvent.click(within(item('Mensaje 7')).getByRole('button', { name: menuName }));
  await nextTick();
  fireEvent.click(screen.getByRole('menuitem', { name: reportName }));
  return screen.findByRole('dialog', { name: dialogName });
}

const item = (text: string) => screen.getByText(text, { selector: '.message__text' }).closest('li')!;

describe('reporting a message (issue 28)', () => {
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

  it('opens the dialog on "Estafa o pide dinero", not "Otro motivo", from a message’s menu (es)', async () => {
    threadApi(luis);
    renderAsUser(
      <ReportProvider enabled>
        <ConversationThread profileUrl="luis" />
      </ReportProvider>,
    );
    const dialog = await reportMessageSeven(
      'Opciones del mensaje de Luis Gómez',
      'Denunciar',
      'Denunciar un mensaje de Luis Gómez',
    );
    const scam = within(dialog).getByRole('radio', { name: 'Estafa o pide dinero' }) as HTMLInputElement;
    expect(scam.checked).toBe(true);
    expect((within(dialog).getByRole('radio', { name: 'Otro motivo' }) as HTMLInputElement).checked).toBe(false);
    expect(within(dialog).getByRole('group', { name: '¿Qué ocurre?' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(scam));
  });

  it('starts at "Scam or asks for money" in a request I received too (en)', async () => {
    await useLanguage('en');
    threadApi({ ...luis, request: 'received' });
    renderAsUser(
      <ReportProvider enabled>
        <ConversationThread profileUrl="luis" />
      </ReportProvider>,
    );
    const dialog = await reportMessageSeven(
      'Options of the message from Luis Gómez',
      'Report',
      'Report a message by Luis Gómez',
    );
    const checked = within(dialog)
      .getAllByRole('radio')
      .filter((radio) => (radio as HTMLInputElement).checked);
    expect(checked.map((radio) => radio.closest('label')?.textContent)).toEqual(['Scam or asks for money']);
  });
});
