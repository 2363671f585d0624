import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConversationThread } from '@/features/messages/conversation-thread.tsx';
import { conversationApi, luis } from '@/test/conversation-api.ts';
import { fakeSocket } from '@/test/fake-socket.ts';
import { messageFixture } from '@/test/message-fixture.ts';
import { useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { ReportProvider } from './report-provider.tsx';

const nextTick = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const item = (text: string) => screen.getByText(text, { selector: '.message__text' }).closest('li')!;

/** A conversation with Luis (or his request), reported from the menu of his second message in the app's dialog. */
async function reportSecondMessage(contact: typeof luis, menuName: string, entry: string, dialogName: string) {
  conversationApi((call) => {
    if (call.path === '/users/contact/luis') return [200, contact];
    if (call.path === '/messages/luis')
      return [200, { rows: [1, 2].map((id) => messageFixture({ id })), hasMore: false }];
    return undefined;
  });
  renderAsUser(
    <ReportProvider enabled>
      <ConversationThread profileUrl="luis" />
    </ReportProvider>,
  );
  await waitFor(() => expect(item('Mensaje 2')).toBeTruthy());
  fireEvent.click(within(item('Mensaje 2')).getByRole('button', { name: menuName }));
  await nextTick();
  fireEvent.click(screen.getByRole('menuitem', { name: entry }));
  return screen.findByRole('dialog', { name: dialogName });
}

const checkedNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.closest('label')?.textContent);

describe("a message's report, opened from its menu", () => {
  let socket: ReturnType<typeof fakeSocket>;
  beforeEach(() => {
    socket = fakeSocket();
  });
  afterEach(() => {
    cleanup();
    socket.detach();
    vi.unstubAllGlobals();
  });

  it('starts at "Estafa o pide dinero", not "Otro motivo", focused, in a conversation (es)', async () => {
    await useLanguage('es');
    const dialog = await reportSecondMessage(
      luis,
      'Opciones del mensaje de Luis Gómez',
      'Denunciar',
      'Denunciar un mensaje de Luis Gómez',
    );
    expect(within(dialog).getByRole('group', { name: '¿Qué ocurre?' })).toBeTruthy();
    expect(checkedNames(dialog)).toEqual(['Estafa o pide dinero']);
    const scam = within(dialog).getByRole('radio', { name: 'Estafa o pide dinero' });
    await waitFor(() => expect(document.activeElement).toBe(scam));
  });

  it('starts at "Scam or asks for money" in a request I received too (en)', async () => {
    await useLanguage('en');
    const dialog = await reportSecondMessage(
      { ...luis, request: 'received' },
      'Options of the message from Luis Gómez',
      'Report',
      'Report a message by Luis Gómez',
    );
    expect(checkedNames(dialog)).toEqual(['Scam or asks for money']);
  });
});
