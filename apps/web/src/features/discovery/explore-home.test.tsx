import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import { talentFixture, talentsFixture } from '@/test/talent-fixture.ts';
import { ExploreHome } from './explore-home.tsx';

const categoriesRequired: [number, unknown] = [
  409,
  { error: 'categories_required', message: 'server text', errors: [] },
];

function explore(answers: { featured?: [number, unknown]; recent?: [number, unknown]; similar?: [number, unknown] }) {
  return (call: FakeCall): [number, unknown] => {
    if (call.path.startsWith('/users/destacados'))
      return answers.featured ?? [200, { rows: talentsFixture(12), count: 40 }];
    if (call.path.startsWith('/users/recientes'))
      return answers.recent ?? [200, { rows: talentsFixture(12, 200), count: 40 }];
    if (call.path.startsWith('/users/similares')) return answers.similar ?? [200, talentsFixture(8, 300)];
    return [404, { error: 'not_found', message: '', errors: [] }];
  };
}

describe('the explore home', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('a talent: featured and recent talents (four cards each, with "see all"), similar talents in two columns, the categories', async () => {
    await useLanguage('en');
    const calls = fakeApi(
      explore({
        featured: [
          200,
          {
            rows: [
              talentFixture({
                id: 1,
                fullname: 'Ana Ruiz',
                profile_url: 'ana-ruiz',
                ciudad: 'Rosario',
                country: 'AR',
                categories: [2, 8],
                followersCount: 1200,
              }),
              ...talentsFixture(11),
            ],
            count: 40,
          },
        ],
      }),
    );
    renderAsUser(<ExploreHome isAgency={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Explore' })).toBeTruthy();
    const featured = screen.getByRole('region', { name: 'Featured talents' });
    await waitFor(() => expect(within(featured).getAllByRole('article')).toHaveLength(4));
    const ana = within(featured).getByRole('article', { name: 'Ana Ruiz' });
    expect(within(ana).getByRole('link', { name: 'Ana Ruiz' }).getAttribute('href')).toBe('/profile/ana-ruiz');
    expect(within(ana).getByText('Rosario, Argentina')).toBeTruthy();
    expect(
      within(within(ana).getByRole('list', { name: 'Categories' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Music and dance', 'Cooking']);
    expect(within(ana).getByText('1,200 followers')).toBeTruthy();
    expect(within(featured).getByRole('link', { name: 'See all featured talents' }).getAttribute('href')).toBe(
      '/explorar/destacados',
    );
    const recent = screen.getByRole('region', { name: 'Recent talents' });
    await waitFor(() => expect(within(recent).getAllByRole('article')).toHaveLength(4));
    expect(within(recent).getByRole('link', { name: 'See all recent talents' }).getAttribute('href')).toBe(
      '/explorar/recientes',
    );

    const similar = screen.getByRole('region', { name: 'Similar talents' });
    await waitFor(() => expect(within(similar).getAllByRole('list')).toHaveLength(2));
    const [first, second] = within(similar).getAllByRole('list');
    expect(
      within(first!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Talento 300', 'Talento 301', 'Talento 302', 'Talento 303', 'Talento 304']);
    expect(
      within(second!)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Talento 305', 'Talento 306', 'Talento 307']);

    const grid = screen.getByRole('navigation', { name: 'Explore by category' });
    expect(
      within(grid)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/explorar/ciencia',
      '/explorar/cinematografia',
      '/explorar/literatura',
      '/explorar/musica',
      '/explorar/artes',
      '/explorar/deportes',
      '/explorar/modelaje',
      '/explorar/cocina',
      '/explorar/all',
    ]);
    expect(within(grid).getByRole('link', { name: 'Science and technology' })).toBeTruthy();
    expect(within(grid).getByRole('link', { name: 'All categories' })).toBeTruthy();

    const similarCalls = calls.filter((call) => call.path.startsWith('/users/similares'));
    expect(similarCalls).toHaveLength(1);
    expect(similarCalls[0]?.path).toMatch(/^\/users\/similares\?seed=\d+$/);
    expect(calls.some((call) => call.path === '/users/destacados?page=1')).toBe(true);
    expect(calls.some((call) => call.path === '/users/recientes?page=1')).toBe(true);
  });

  it('the similar talents keep their seed while the page is open, and a new visit draws a new one', async () => {
    await useLanguage('es');
    const random = vi.spyOn(Math, 'random').mockReturnValueOnce(0.25).mockReturnValueOnce(0.75);
    const calls = fakeApi(explore({}));
    const first = renderAsUser(<ExploreHome isAgency={false} />);
    await screen.findAllByRole('link', { name: 'Talento 300' });
    first.unmount();
    renderAsUser(<ExploreHome isAgency={false} />);
    await screen.findAllByRole('link', { name: 'Talento 300' });
    random.mockRestore();
    expect(calls.filter((call) => call.path.startsWith('/users/similares')).map((call) => call.path)).toEqual([
      '/users/similares?seed=536870911',
      '/users/similares?seed=1610612735',
    ]);
  });

  it('an agency: headings about its categories and other categories', async () => {
    await useLanguage('es');
    fakeApi(explore({}));
    renderAsUser(<ExploreHome isAgency />, { self: selfFixture({ type: 'agencia' }) });
    expect(screen.getByRole('heading', { level: 2, name: 'Perfiles destacados en tus categorías' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Perfiles recientes en tus categorías' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Talentos de otras categorías' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Talentos destacados' })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(8));
  });

  it('an agency without categories is asked, once, to choose some: a prompt, not a failure', async () => {
    await useLanguage('es');
    fakeApi(explore({ featured: categoriesRequired, recent: categoriesRequired }));
    renderAsUser(<ExploreHome isAgency />, { self: selfFixture({ type: 'agencia' }) });
    const link = await screen.findByRole('link', { name: 'Elegir mis categorías' });
    expect(link.getAttribute('href')).toBe('/user/interests');
    expect(
      screen.getAllByText('Elige al menos una categoría en tus intereses para ver los talentos que buscas.'),
    ).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No pudimos cargar los talentos')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Perfiles recientes en tus categorías' })).toBeNull();
    // The other-category talents still show.
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Talento 30\d$/ })).toHaveLength(8));
  });

  it('a failure says what happened and can be retried; an empty list suggests what to do', async () => {
    await useLanguage('es');
    let failures = 1;
    fakeApi((call) => {
      if (call.path.startsWith('/users/destacados')) {
        return failures-- > 0
          ? [500, { error: 'internal', message: '', errors: [] }]
          : [200, { rows: talentsFixture(2), count: 2 }];
      }
      if (call.path.startsWith('/users/recientes')) return [200, { rows: [], count: 0 }];
      return [200, []];
    });
    renderAsUser(<ExploreHome isAgency={false} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('No pudimos cargar los talentos');
    const recent = screen.getByRole('region', { name: 'Talentos recientes' });
    await waitFor(() => expect(within(recent).getByText('Todavía no hay talentos aquí.')).toBeTruthy());
    expect(within(recent).queryByRole('link', { name: /Ver todos/ })).toBeNull();
    const similar = screen.getByRole('region', { name: 'Talentos similares' });
    await waitFor(() =>
      expect(within(similar).getByRole('link', { name: 'Elegir categorías' }).getAttribute('href')).toBe(
        '/user/interests',
      ),
    );
    within(alert).getByRole('button', { name: 'Reintentar' }).click();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
