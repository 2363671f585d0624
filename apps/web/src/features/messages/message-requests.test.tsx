import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '@/test/fake-socket.ts';
import { conversationApi, luis } from '@/test/conversation-api.ts';
import { contactFixture, me, messageFixture, personFixture } from '@/test/message-fixture.ts';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { ContactList } from './contact-list.tsx';
import { ConversationThread } from './conversation-thread.tsx';
import { ConversationsLayout } from './conversations-layout.tsx';
import { useMessagesRealtime } from './use-messages-realtime.ts';

const agency = contactFixture({
  id: 9,
  fullname: 'Estrellas MX',
  profile_url: 'estrellas',
  type: 'agencia',
  preview: '¿Te interesa un casting?',
  unreadCount: 1,
  request: 'received',
});

function Requests() {
  return (
    <ConversationsLayout tab="requests">
      <p>—</p>
    </ConversationsLayout>
  );
}

describe('message requests', () => {
  let socket: ReturnType<typeof fakeSocket>;
  beforeEach(() => {
    socket = fakeSocket();
  });
  afterEach(() => {
    cleanup();
    socket.detach();
    vi.unstubAllGlobals();
  });

  it('the requests tab lists them with a quiet count and the safety advice, in Spanish', async () => {
    await useLanguage('es');
    fakeApi((call) =>
      call.path.startsWith('/users/contacts/requests') ? [200, { rows: [agency], count: 1 }] : [200, []],
    );
    renderAsUser(<Requests />);
    const list = await screen.findByRole('navigation', { name: 'Solicitudes de mensajes' });
    await waitFor(() => expect(within(list).getByRole('link').getAttribute('href')).toBe('/conversaciones/estrellas'));
    expect(
      screen.getByText(/Vitrina nunca pide pagos\. Una agencia que te pide dinero por un casting es una estafa/),
    ).toBeTruthy();
    const tab = screen.getByRole('link', { name: /Solicitudes/ });
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(tab.textContent).toContain('1 solicitud');
  });

  it('tells the advice in English too, and says when there are none', async () => {
    await useLanguage('en');
    fakeApi((call) =>
      call.path.startsWith('/users/contacts/requests') ? [200, { rows: [agency], count: 1 }] : [200, []],
    );
    renderAsUser(<Requests />);
    expect(
      await screen.findByText(
        /Vitrina never asks for payment\. An agency that asks you to pay for a casting is a scam/,
      ),
    ).toBeTruthy();
    cleanup();
    fakeApi(() => [200, { rows: [], count: 0 }]);
    renderAsUser(<Requests />);
    expect(await screen.findByText('You have no requests')).toBeTruthy();
  });

  it('a request I received offers accept, delete, the screen’s actions and a reply that accepts; accepting opens it', async () => {
    await useLanguage('es');
    let accepted = false;
    const calls = conversationApi((call) => {
      if (call.path === '/users/contacts/requests/luis/accept') {
        accepted = true;
        return [200, { ...luis, request: 'none' }];
      }
      if (call.path === '/users/contact/luis') return [200, { ...luis, request: accepted ? 'none' : 'received' }];
      return undefined;
    });
    renderAsUser(
      <ConversationThread profileUrl="luis" safetyActions={() => <button type="button">Denunciar</button>} />,
    );
    const panel = await screen.findByRole('region', { name: /Luis Gómez quiere enviarte mensajes/ });
    expect(within(panel).getByText(/Vitrina nunca pide pagos/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Eliminar' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Denunciar' })).toBeTruthy();
    expect(within(panel).getByText(/Si respondes, aceptas la solicitud/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Escribe un mensaje a Luis Gómez' })).toBeTruthy();
    // Reading a request marks nothing read.
    expect(calls.some((call) => call.path === '/notifications/update_read')).toBe(false);

    fireEvent.click(within(panel).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /quiere enviarte mensajes/ })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Escribe un mensaje a Luis Gómez' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/users/contacts/requests/luis/accept')?.method).toBe('POST');
    expect(screen.queryByRole('region', { name: /quiere enviarte mensajes/ })).toBeNull();
  });

  it('the sender of a request is told it waits, and may write until the limit', async () => {
    await useLanguage('es');
    conversationApi((call) => (call.path === '/users/contact/luis' ? [200, { ...luis, request: 'sent' }] : undefined));
    renderAsUser(<ConversationThread profileUrl="luis" />);
    expect(await screen.findByText(/Solicitud enviada: podrás enviar hasta 2 mensajes/)).toBeTruthy();
    expect(screen.getByRole('textbox')).toBeTruthy();
  });

  it('the sender’s open page drops the note the moment the request is accepted, with no reload', async () => {
    await useLanguage('en');
    const calls = conversationApi((call) =>
      call.path === '/users/contact/luis' ? [200, { ...luis, request: 'sent' }] : undefined,
    );
    function Open() {
      useMessagesRealtime(me.id);
      return <ConversationThread profileUrl="luis" />;
    }
    renderAsUser(<Open />);
    expect(await screen.findByText(/Request sent: you can send up to 2 messages/)).toBeTruthy();
    const asked = calls.filter((call) => call.path === '/users/contact/luis').length;
    act(() => socket.serverSends('message-request-accepted', { person: luis }));
    await waitFor(() => expect(screen.queryByText(/Request sent/)).toBeNull());
    // The cache changed in place: the contact was not asked again.
    expect(calls.filter((call) => call.path === '/users/contact/luis')).toHaveLength(asked);
  });

  it('an empty inbox points to the requests waiting, in Spanish and English', async () => {
    const api = () =>
      fakeApi((call) =>
        call.path === '/users/contacts' ? [200, []] : [200, { rows: [agency, { ...agency, id: 10 }], count: 2 }],
      );
    await useLanguage('es');
    api();
    renderAsUser(<ContactList />);
    expect(await screen.findByText('Tienes 2 solicitudes esperando')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver solicitudes' }).getAttribute('href')).toBe(
      '/conversaciones/solicitudes',
    );
    cleanup();
    await useLanguage('en');
    api();
    renderAsUser(<ContactList />);
    expect(await screen.findByText('You have 2 requests waiting')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See requests' })).toBeTruthy();
  });

  it('a request arriving live raises no badge and does not join the inbox', async () => {
    await useLanguage('es');
    fakeApi((call) => (call.path === '/users/contacts' ? [200, []] : [200, { rows: [], count: 0 }]));
    function Inbox() {
      useMessagesRealtime(me.id);
      return <ContactList />;
    }
    renderAsUser(<Inbox />);
    expect(await screen.findByText('Todavía no tienes conversaciones')).toBeTruthy();
    const stranger = personFixture({ id: 9, fullname: 'Estrellas MX', profile_url: 'estrellas' });
    act(() =>
      socket.serverSends('message', {
        actor: stranger,
        message: messageFixture({ id: 40, sender: stranger }),
        request: true,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Todavía no tienes conversaciones')).toBeTruthy();
  });
});
