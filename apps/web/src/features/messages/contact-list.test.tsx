import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocket } from '@/test/fake-socket.ts';
import { contactFixture, me, messageFixture, personFixture } from '@/test/message-fixture.ts';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { ContactList } from './contact-list.tsx';
import { useMessagesRealtime } from './use-messages-realtime.ts';

const now = Date.parse('2025-06-15T12:00:00.000Z');
const luis = contactFixture({
  id: 7,
  fullname: 'Luis Gómez',
  profile_url: 'luis',
  lastContact: new Date(now - 5 * 60_000).toISOString(),
  lastMessageId: 10,
  preview: 'Nos vemos el lunes',
});
const eva = contactFixture({
  id: 8,
  fullname: 'Eva Ríos',
  profile_url: 'eva',
  lastContact: new Date(now - 3 * 3600_000).toISOString(),
  lastMessageId: 9,
  preview: 'Te mando el portafolio',
  lastMessageMine: true,
});

function List({ active }: { active?: string }) {
  useMessagesRealtime(me.id);
  return <ContactList activeProfileUrl={active} />;
}

const rows = () =>
  within(screen.getByRole('navigation', { name: /Tus conversaciones|Your conversations/ })).getAllByRole('link');

describe('the contact list', () => {
  let socket: ReturnType<typeof fakeSocket>;
  beforeEach(async () => {
    await useLanguage('es');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    socket = fakeSocket();
  });
  afterEach(() => {
    cleanup();
    socket.detach();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists each conversation with its name, preview, relative time and unread dot', async () => {
    fakeApi((call) => (call.path === '/users/contacts' ? [200, [{ ...luis, unreadCount: 2 }, eva]] : [404, {}]));
    renderAsUser(<List />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows();
    expect(first!.getAttribute('href')).toBe('/conversaciones/luis');
    expect(first!.textContent).toContain('Luis Gómez');
    expect(first!.textContent).toContain('Nos vemos el lunes');
    expect(first!.textContent).toContain('hace 5 minutos');
    expect(first!.textContent).toContain('2 mensajes sin leer');
    expect(second!.textContent).toContain('Tú: Te mando el portafolio');
    expect(second!.textContent).toContain('hace 3 h');
    expect(second!.textContent).not.toContain('sin leer');
  });

  it('speaks English to an English reader', async () => {
    await useLanguage('en');
    fakeApi((call) => (call.path === '/users/contacts' ? [200, [{ ...luis, unreadCount: 1 }, eva]] : [404, {}]));
    renderAsUser(<List />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]!.textContent).toContain('5 minutes ago');
    expect(rows()[0]!.textContent).toContain('1 unread message');
    expect(rows()[1]!.textContent).toContain('You: Te mando el portafolio');
  });

  it('lifts the conversation of an incoming message, with its 70-character preview and an unread dot', async () => {
    fakeApi((call) => (call.path === '/users/contacts' ? [200, [luis, eva]] : [404, {}]));
    renderAsUser(<List />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    const text = `Hola Eva, ${'te cuento que el casting se movió al jueves por la tarde '.repeat(2)}`;
    act(() =>
      socket.serverSends('message', {
        actor: personFixture(eva),
        message: messageFixture({
          id: 11,
          message: text,
          sender: personFixture(eva),
          createdAt: new Date(now).toISOString(),
        }),
        request: false,
      }),
    );
    await waitFor(() => expect(rows()[0]!.textContent).toContain('Eva Ríos'));
    const lifted = rows()[0]!;
    const preview = lifted.querySelector('.contact-item__preview')!.textContent!;
    expect(preview).toBe(`${text.slice(0, 70).trimEnd()}…`);
    expect(lifted.textContent).toContain('1 mensaje sin leer');
    expect(lifted.textContent).toContain('ahora');
    expect(rows()[1]!.textContent).toContain('Luis Gómez');
  });

  it('adds someone new who writes, on top', async () => {
    fakeApi((call) => (call.path === '/users/contacts' ? [200, [luis]] : [404, {}]));
    renderAsUser(<List />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const mar = personFixture({ id: 30, fullname: 'Mar Sol', profile_url: 'mar', type: 'agencia' });
    act(() =>
      socket.serverSends('message', {
        actor: mar,
        message: messageFixture({ id: 12, message: 'Hola', sender: mar }),
        request: false,
      }),
    );
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]!.getAttribute('href')).toBe('/conversaciones/mar');
    expect(rows()[0]!.textContent).toContain('1 mensaje sin leer');
  });

  it('asks again after a reconnection, since messages may have been missed', async () => {
    let answer = [luis];
    const calls = fakeApi((call) => (call.path === '/users/contacts' ? [200, answer] : [404, {}]));
    renderAsUser(<List />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    answer = [{ ...eva, unreadCount: 1 }, luis];
    act(() => socket.reconnect());
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(calls.filter((call) => call.path === '/users/contacts')).toHaveLength(2);
    expect(rows()[0]!.textContent).toContain('Eva Ríos');
  });

  it('shows the open conversation on top before its first message, and marks it current', async () => {
    fakeApi((call) => {
      if (call.path === '/users/contacts') return [200, [luis]];
      if (call.path === '/users/contact/nueva')
        return [200, contactFixture({ id: 12, fullname: 'Nueva Persona', profile_url: 'nueva', lastContact: null })];
      return [404, {}];
    });
    renderAsUser(<List active="nueva" />);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]!.textContent).toContain('Conversación nueva');
    expect(rows()[0]!.getAttribute('aria-current')).toBe('page');
  });

  it('tells someone without conversations how to start one', async () => {
    fakeApi((call) => (call.path === '/users/contacts' ? [200, []] : [404, {}]));
    renderAsUser(<List />);
    expect(await screen.findByText('Todavía no tienes conversaciones')).toBeTruthy();
    expect(screen.getByText(/Visita un perfil y envíale un mensaje/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorar talentos' }).getAttribute('href')).toBe('/explorar');
  });

  it('says what happened when the list cannot load, and tries again', async () => {
    let fail = true;
    fakeApi((call) =>
      call.path === '/users/contacts'
        ? fail
          ? [500, { error: 'internal', message: '', errors: [] }]
          : [200, [luis]]
        : [404, {}],
    );
    renderAsUser(<List />);
    expect(await screen.findByText('No pudimos cargar tus conversaciones.')).toBeTruthy();
    fail = false;
    act(() => screen.getByRole('button', { name: 'Reintentar' }).click());
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});
