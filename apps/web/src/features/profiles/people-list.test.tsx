import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { personFixture } from '@/test/profile-fixture.ts';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { FollowedTalents } from './followed-talents.tsx';
import { PeopleList } from './people-list.tsx';

const nextTick = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const popup = {
  user: {
    id: 30,
    type: 'agencia',
    fullname: 'Agencia Sol',
    profile_url: 'sol',
    profileImage: '',
    coverImage: '',
    country: 'ES',
    biography: 'Buscamos talento.',
    createdAt: '2023-05-01T00:00:00.000Z',
    contactEmail: 'casting@sol.example',
    following: false,
    // A talent may block an agency: the server says so.
    canBlock: true,
  },
  profile: { facebook_url: '', twitter_url: '', instagram_url: '', spotify_url: '', youtube_url: '', linkedin_url: '' },
};

describe('people lists', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('title with the count, cards by rule, the search goes to the server', async () => {
    const calls = fakeApi((call: FakeCall) => {
      if (call.path.startsWith('/users/luis/followers')) {
        return [
          200,
          {
            rows: [
              personFixture({ id: 21, fullname: 'Ana Ruiz', following: true }),
              personFixture({ id: 22, fullname: 'Bea Sanz', canBlock: false }),
              personFixture({ id: 3, fullname: 'Yo Misma', isMe: true }),
            ],
            count: 3,
          },
        ];
      }
      return [404, {}];
    });
    const onSearch = vi.fn();
    renderAsUser(
      <PeopleList profileUrl="luis" kind="followers" page={1} q="" hrefOf={(n) => `?page=${n}`} onSearch={onSearch} />,
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: '3 seguidores' })).toBeTruthy());
    const ana = screen.getByRole('article', { name: 'Ana Ruiz' });
    expect(within(ana).getByRole('link', { name: 'Ana Ruiz' }).getAttribute('href')).toBe('/profile/persona-21');
    expect(within(ana).getByRole('button', { name: 'Dejar de seguir a Ana Ruiz' })).toBeTruthy();
    expect(within(ana).getByRole('link', { name: 'Enviar un mensaje a Ana Ruiz' })).toBeTruthy();
    fireEvent.click(within(ana).getByRole('button', { name: 'Más opciones de Ana Ruiz' }));
    await nextTick();
    expect(within(ana).getByRole('menuitem', { name: 'Bloquear perfil' })).toBeTruthy();

    const bea = screen.getByRole('article', { name: 'Bea Sanz' });
    fireEvent.click(within(bea).getByRole('button', { name: 'Más opciones de Bea Sanz' }));
    await nextTick();
    expect(within(bea).queryByRole('menuitem', { name: 'Bloquear perfil' })).toBeNull();
    expect(within(bea).getByRole('menuitem', { name: 'Denunciar perfil' })).toBeTruthy();

    const me = screen.getByRole('article', { name: 'Yo Misma' });
    expect(within(me).queryByRole('button', { name: /seguir/i })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar por nombre' }), { target: { value: ' josé ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSearch).toHaveBeenCalledWith('josé');
    expect(calls[0]?.path).toBe('/users/luis/followers?page=1');
  });

  it('a talent’s card shows their newest photos, each opening its post on it; an agency’s card shows none', async () => {
    const photo = (postId: number, foto: number) => ({
      postId,
      foto,
      filename: `p${postId}-${foto}.jpg`,
      width: 800,
      height: 800,
      description: '',
    });
    fakeApi(() => [
      200,
      {
        rows: [
          personFixture({ id: 21, fullname: 'Ana Ruiz', photos: [photo(7, 2), photo(7, 3), photo(5, 1)] }),
          personFixture({ id: 30, type: 'agencia', fullname: 'Agencia Sol' }),
        ],
        count: 2,
      },
    ]);
    renderAsUser(
      <PeopleList profileUrl="luis" kind="followers" page={1} q="" hrefOf={(n) => `?page=${n}`} onSearch={vi.fn()} />,
    );
    const ana = await screen.findByRole('article', { name: 'Ana Ruiz' });
    const strip = within(ana).getByRole('list', { name: 'Fotos recientes de Ana Ruiz' });
    expect(
      within(strip)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/noticias/7?foto=2', '/noticias/7?foto=3', '/noticias/5?foto=1']);
    const agency = screen.getByRole('article', { name: 'Agencia Sol' });
    expect(within(agency).queryByRole('list', { name: /Fotos recientes/ })).toBeNull();
  });

  it('a search with no match says so, and asks the server with q', async () => {
    const calls = fakeApi(() => [200, { rows: [], count: 0 }]);
    renderAsUser(
      <PeopleList
        profileUrl="luis"
        kind="following"
        page={2}
        q="zoé"
        hrefOf={(n) => `?page=${n}`}
        onSearch={vi.fn()}
      />,
    );
    await waitFor(() => expect(screen.getByText('Nadie con ese nombre en esta lista.')).toBeTruthy());
    expect(calls[0]?.path).toBe('/users/luis/following?page=2&q=zo%C3%A9');
  });

  it('an agency in a list opens the agency pop-up instead of a profile, with block when the server allows it', async () => {
    fakeApi((call: FakeCall) => {
      if (call.path === '/users/30/agencia') return [200, popup];
      return [
        200,
        { rows: [personFixture({ id: 30, type: 'agencia', fullname: 'Agencia Sol', canBlock: false })], count: 1 },
      ];
    });
    renderAsUser(<PeopleList profileUrl="luis" kind="followers" page={1} q="" hrefOf={String} onSearch={vi.fn()} />);
    const card = await screen.findByRole('article', { name: 'Agencia Sol' });
    expect(within(card).queryByRole('button', { name: /Seguir/ })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Agencia Sol' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agencia Sol' });
    await waitFor(() => expect(within(dialog).getByText('Buscamos talento.')).toBeTruthy());
    expect(within(dialog).getByRole('link', { name: 'casting@sol.example' }).getAttribute('href')).toBe(
      'mailto:casting@sol.example',
    );
    expect(within(dialog).getByText('Miembro desde mayo de 2023')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Enviar un mensaje a Agencia Sol' }).getAttribute('href')).toBe(
      '/conversaciones/sol',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Más opciones de Agencia Sol' }));
    await nextTick();
    fireEvent.click(within(dialog).getByRole('menuitem', { name: 'Bloquear perfil' }));
    expect(await screen.findByText('¿Bloquear a Agencia Sol?')).toBeTruthy();
  });

  it('/talentos: 12 a page with a window of 8 page links; unfollow from a card', async () => {
    const calls = fakeApi((call: FakeCall) => {
      if (call.path === '/users/unfollow') return [200, { following: false, followersCount: 0 }];
      const rows = Array.from({ length: 12 }, (_, i) => personFixture({ id: 100 + i, following: true }));
      return [200, { rows, count: 12 * 20 }];
    });
    renderAsUser(<FollowedTalents page={10} hrefOf={(n) => `/talentos?page=${n}`} />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(calls[0]?.path).toBe('/users/agencia/following?page=10');
    const nav = screen.getByRole('navigation', { name: 'Páginas' });
    const numbers = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter(Boolean);
    expect(numbers).toEqual(['7', '8', '9', '10', '11', '12', '13', '14']);
    expect(within(nav).getByRole('link', { name: 'Página 10' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Página siguiente' }).getAttribute('href')).toBe('/talentos?page=11');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dejar de seguir a Persona 100' })));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Seguir a Persona 100' })).toBeTruthy());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: '/users/unfollow', body: { id: 100 } });
  });
});
