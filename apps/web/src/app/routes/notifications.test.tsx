import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@vitrina/contract/notifications';
import { useNotificationsRealtime } from '@/features/notifications/use-notifications-realtime.ts';
import { AgencyPopupContext } from '@/lib/agency-popup-context.ts';
import { fakeSocket } from '@/test/fake-socket.ts';
import { notificationFixture, notificationPage } from '@/test/notification-fixture.ts';
import { now, minutesAgo, ana, luis, eva, grouped, firstPage } from '@/test/notification-page-fixture.ts';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import NotificationsRoute from './notifications.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function Screen() {
  useNotificationsRealtime(true);
  return <NotificationsRoute />;
}

const openAgency = vi.fn();

function renderAt(route: string, unread = 2) {
  return renderAsUser(
    <AgencyPopupContext.Provider value={openAgency}>
      <Routes>
        <Route path="/notificaciones" element={<Screen />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </AgencyPopupContext.Provider>,
    { route, self: selfFixture({ unreadedNotificationsCount: unread }) },
  );
}

const list = () => screen.getByRole('list', { name: /Tus notificaciones|Your notifications/ });
const entries = () => within(list()).getAllByRole('listitem');
const markAllButton = () => screen.getByRole('button', { name: /Marcar todas como leídas|Mark all as read/ });
const pageAnswer = (rows: Notification[], count = rows.length): [number, unknown] => [
  200,
  notificationPage(rows, count),
];

describe('the notifications page', () => {
  let socket: ReturnType<typeof fakeSocket>;
  beforeEach(async () => {
    await useLanguage('es');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    socket = fakeSocket();
    openAgency.mockReset();
  });
  afterEach(() => {
    cleanup();
    socket.detach();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says it is loading, then reads each entry as a sentence with its time, its links and its unread mark', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    const calls = fakeApi((call) =>
      call.path === '/notifications?page=1' ? new Promise((resolve) => (answer = resolve)) : [404, {}],
    );
    renderAt('/notificaciones');
    expect(screen.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeTruthy();
    expect(screen.getByText('Cargando notificaciones…')).toBeTruthy();
    act(() => answer(pageAnswer(firstPage)));
    await waitFor(() => expect(entries()).toHaveLength(4));
    expect(calls.map((call) => call.path)).toEqual(['/notifications?page=1']);

    const [first, second, third, fourth] = entries();
    // A grouped like: the latest person and how many others, leading to the post; unread.
    expect(first!.textContent).toContain('A Ana Ruiz y a 11 personas más les gustó tu publicación');
    expect(first!.textContent).toContain('hace 5 minutos');
    expect(first!.textContent).toContain('Sin leer');
    const post = within(first!).getByRole('link', {
      name: 'A Ana Ruiz y a 11 personas más les gustó tu publicación (sin leer)',
    });
    expect(post.getAttribute('href')).toBe('/noticias/42');
    expect(within(first!).getByRole('link', { name: 'Ana Ruiz' }).getAttribute('href')).toBe('/profile/ana-ruiz');
    // A talent's follow leads to their profile; read.
    expect(second!.textContent).toContain('Luis Gómez empezó a seguirte');
    expect(second!.textContent).toContain('hace 1 h');
    expect(second!.textContent).not.toContain('Sin leer');
    expect(within(second!).getByRole('link', { name: 'Luis Gómez empezó a seguirte' }).getAttribute('href')).toBe(
      '/profile/luis',
    );
    // An agency's name opens its pop-up; its comment still leads to the post.
    expect(within(third!).getByRole('link', { name: 'Agencia Sol comentó tu publicación' }).getAttribute('href')).toBe(
      '/noticias/7',
    );
    fireEvent.click(within(third!).getByRole('button', { name: 'Agencia Sol' }));
    expect(openAgency).toHaveBeenCalledWith({ id: 3, fullname: 'Agencia Sol' });
    // An agency has no profile page: its follow has only the name's pop-up.
    expect(fourth!.textContent).toContain('Agencia Sol empezó a seguirte');
    expect(within(fourth!).queryByRole('link')).toBeNull();
    expect(within(fourth!).getByRole('button', { name: 'Agencia Sol' })).toBeTruthy();

    expect(screen.getByText('Tienes 2 notificaciones sin leer.')).toBeTruthy();
    // One page holds them all: no page links.
    expect(screen.queryByRole('navigation', { name: 'Páginas' })).toBeNull();
  });

  it('speaks English to an English reader', async () => {
    await useLanguage('en');
    fakeApi((call) => (call.path === '/notifications?page=1' ? pageAnswer(firstPage) : [404, {}]));
    renderAt('/notificaciones');
    await waitFor(() => expect(entries()).toHaveLength(4));
    expect(entries()[0]!.textContent).toContain('Ana Ruiz and 11 others liked your post');
    expect(entries()[0]!.textContent).toContain('5 minutes ago');
    expect(entries()[0]!.textContent).toContain('Unread');
    expect(entries()[1]!.textContent).toContain('Luis Gómez started following you');
    expect(entries()[2]!.textContent).toContain('Agencia Sol commented on your post');
    expect(screen.getByText('You have 2 unread notifications.')).toBeTruthy();
  });

  it('tells a new user there is nothing yet, with somewhere to go', async () => {
    fakeApi((call) => (call.path === '/notifications?page=1' ? pageAnswer([]) : [404, {}]));
    renderAt('/notificaciones', 0);
    expect(await screen.findByText('Todavía no tienes notificaciones')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Explorar talentos' }).getAttribute('href')).toBe('/explorar');
    expect(screen.queryByRole('list', { name: 'Tus notificaciones' })).toBeNull();
    expect(screen.getByText('Estás al día: no tienes notificaciones sin leer.')).toBeTruthy();
    expect((markAllButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('says what went wrong and tries again', async () => {
    let failing = true;
    fakeApi((call) => {
      if (call.path !== '/notifications?page=1') return [404, {}];
      return failing ? [500, { error: 'internal', message: 'Algo salió mal', errors: [] }] : pageAnswer(firstPage);
    });
    renderAt('/notificaciones');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos cargar tus notificaciones.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(entries()).toHaveLength(4));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the page in the address, 12 a page with page links', async () => {
    const calls = fakeApi((call) => {
      const page = Number(new URL(call.path, 'http://x').searchParams.get('page'));
      const rows = Array.from({ length: page === 3 ? 6 : 12 }, (_, index) =>
        notificationFixture({ id: page * 100 - index, is_read: true, actor: luis }),
      );
      return pageAnswer(rows, 30);
    });
    renderAt('/notificaciones?page=2', 0);
    await waitFor(() => expect(entries()).toHaveLength(12));
    expect(calls.map((call) => call.path)).toEqual(['/notifications?page=2']);
    const pages = within(screen.getByRole('navigation', { name: 'Páginas' })).getAllByRole('link');
    expect(
      pages.filter((link) => /^\d+$/.test(link.textContent ?? '')).map((link) => link.getAttribute('href')),
    ).toEqual(['/notificaciones', '/notificaciones?page=2', '/notificaciones?page=3']);
    expect(screen.getByRole('link', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('link', { name: 'Página 3' }));
    await waitFor(() => expect(entries()).toHaveLength(6));
    expect(screen.getByTestId('where').textContent).toBe('/notificaciones?page=3');
  });

  it('offers the first page when the page asked for is past the end', async () => {
    fakeApi(() => pageAnswer([], 5));
    renderAt('/notificaciones?page=4', 0);
    expect(await screen.findByText('Esta página ya no tiene notificaciones.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la primera página' }).getAttribute('href')).toBe('/notificaciones');
  });

  it('marks all as read (all of mine, not only those shown), and the marks and the count follow its answer', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/notifications?page=1') return pageAnswer(firstPage);
      if (call.path === '/notifications/update_read') return [200, { unread: 0 }];
      return [404, {}];
    });
    renderAt('/notificaciones');
    await waitFor(() => expect(entries()).toHaveLength(4));
    fireEvent.click(markAllButton());
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/notifications/update_read')?.body).toEqual({
        notificationIds: [],
        kind: 'notifications',
        all: true,
      }),
    );
    await waitFor(() => expect(screen.getByText('Estás al día: no tienes notificaciones sin leer.')).toBeTruthy());
    expect(entries().map((entry) => entry.textContent?.includes('Sin leer'))).toEqual([false, false, false, false]);
    expect((markAllButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('following an unread entry marks it read', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/notifications?page=1') return pageAnswer(firstPage);
      if (call.path === '/notifications/update_read') return [200, { unread: 1 }];
      return [404, {}];
    });
    renderAt('/notificaciones');
    await waitFor(() => expect(entries()).toHaveLength(4));
    // A read entry is followed without a call.
    fireEvent.click(within(entries()[1]!).getByRole('link', { name: 'Luis Gómez empezó a seguirte' }));
    expect(screen.getByTestId('where').textContent).toBe('/profile/luis');
    cleanup();

    renderAt('/notificaciones');
    await waitFor(() => expect(entries()).toHaveLength(4));
    fireEvent.click(within(entries()[0]!).getByRole('link', { name: /les gustó tu publicación/ }));
    expect(screen.getByTestId('where').textContent).toBe('/noticias/42');
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/notifications/update_read')?.body).toEqual({
        notificationIds: [5],
        kind: 'notifications',
      }),
    );
    expect(calls.filter((call) => call.path === '/notifications/update_read')).toHaveLength(1);
  });

  it('takes new, refreshed and removed notifications live, without asking the page again', async () => {
    const calls = fakeApi((call: FakeCall) =>
      call.path === '/notifications?page=1' ? pageAnswer(firstPage) : [404, {}],
    );
    renderAt('/notificaciones');
    await waitFor(() => expect(entries()).toHaveLength(4));

    const follow = notificationFixture({ id: 6, type: 'FOLLOWER', actor: eva, postId: null, createdAt: minutesAgo(1) });
    act(() => socket.serverSends('notification', follow));
    await waitFor(() => expect(entries()).toHaveLength(5));
    expect(entries()[0]!.textContent).toContain('Eva Ríos empezó a seguirte');
    expect(entries()[0]!.textContent).toContain('Sin leer');
    act(() => socket.serverSends('notifications-unread', { unread: 3 }));
    await waitFor(() => expect(screen.getByText('Tienes 3 notificaciones sin leer.')).toBeTruthy());

    // One more like on post 42: the same entry comes again, now the latest, standing for 13 people.
    act(() =>
      socket.serverSends('notification', {
        ...grouped,
        actor: luis,
        actors: [luis, ana, eva],
        actorsCount: 13,
        createdAt: minutesAgo(0),
      }),
    );
    await waitFor(() =>
      expect(entries()[0]!.textContent).toContain('A Luis Gómez y a 12 personas más les gustó tu publicación'),
    );
    expect(entries()).toHaveLength(5);
    expect(calls.filter((call) => call.path === '/notifications?page=1')).toHaveLength(1);

    // Eva unfollowed: her entry goes at once (the page is then asked again to fill the gap).
    act(() => socket.serverSends('notification-removed', { id: 6 }));
    await waitFor(() => expect(entries()).toHaveLength(4));
    expect(screen.queryByText(/Eva Ríos empezó a seguirte/)).toBeNull();
  });

  it('asks again after a reconnection, since events may have been missed', async () => {
    const calls = fakeApi((call) => (call.path === '/notifications?page=1' ? pageAnswer(firstPage) : [404, {}]));
    renderAt('/notificaciones');
    await waitFor(() => expect(entries()).toHaveLength(4));
    act(() => socket.reconnect());
    await waitFor(() => expect(calls.filter((call) => call.path === '/notifications?page=1')).toHaveLength(2));
  });
});
