import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseList } from '@vitrina/contract/moderation';
import NotFound from './not-found.tsx';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';

const person = (id: number, fullname: string, type: 'talento' | 'agencia' = 'talento') => ({
  id,
  fullname,
  profile_url: `p${id}`,
  profileImage: 'default-profile.jpg',
  type,
  verified: false,
});

const open: CaseList = {
  rows: [
    {
      target: person(7, 'Estudio Falso', 'agencia'),
      reporters: 2,
      lastReportedAt: '2026-11-20T10:00:00.000Z',
      reports: [
        {
          id: 2,
          reporter: person(3, 'Julia Ramos'),
          description: 'Me pidió pagar el casting',
          createdAt: '2026-11-20T10:00:00.000Z',
        },
        { id: 1, reporter: person(4, 'Luis Gómez'), description: 'Pide dinero', createdAt: '2026-11-19T10:00:00.000Z' },
      ],
    },
  ],
  count: 1,
};

describe('/moderacion', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is the ordinary not-found page without a role, and asks the server nothing', async () => {
    const calls = fakeApi(() => [200, open]);
    renderAsUser(<NotFound />, { route: '/moderacion' });
    expect(await screen.findByText('404')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Moderación' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows a moderator the grouped reports and dismisses a case with a note', async () => {
    let cases = open;
    const calls = fakeApi(({ method, path }) => {
      if (path === '/moderation/cases?status=open') return [200, cases];
      if (method === 'POST' && path === '/moderation/cases/7/dismiss') {
        cases = { rows: [], count: 0 };
        return [200, { dismissed: 2 }];
      }
      return [404, { error: 'not_found', message: 'No encontrado', errors: [] }];
    });
    renderAsUser(<NotFound />, { route: '/moderacion', self: selfFixture({ role: 'moderator' }) });
    const item = await screen.findByRole('article', { name: 'Estudio Falso' }, { timeout: 5000 });
    expect(within(item).getByText(/2 personas lo denunciaron/)).toBeTruthy();
    expect(
      within(item)
        .getAllByText(/Denuncia de/)
        .map((p) => p.textContent?.split(' · ')[0]),
    ).toEqual(['Denuncia de Julia Ramos', 'Denuncia de Luis Gómez']);
    fireEvent.change(within(item).getByLabelText('Nota interna (solo la ven moderadores)'), {
      target: { value: '  Verificada por teléfono ' },
    });
    fireEvent.click(within(item).getByRole('button', { name: 'Descartar el caso' }));
    expect(await screen.findByText('No hay denuncias abiertas. Buen trabajo.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ note: 'Verificada por teléfono' }),
    );
  });

  it('lets an admin give the moderator role by e-mail, and hides that from moderators', async () => {
    const calls = fakeApi(({ method, path }) => {
      if (path === '/moderation/cases?status=open') return [200, { rows: [], count: 0 }];
      if (method === 'PUT' && path === '/moderation/moderators')
        return [200, { userId: 9, before: null, after: 'moderator' }];
      return [404, { error: 'not_found', message: 'No encontrado', errors: [] }];
    });
    const { unmount } = renderAsUser(<NotFound />, { route: '/moderacion', self: selfFixture({ role: 'moderator' }) });
    await screen.findByText('No hay denuncias abiertas. Buen trabajo.');
    expect(screen.queryByRole('button', { name: 'Moderadores' })).toBeNull();
    unmount();

    renderAsUser(<NotFound />, { route: '/moderacion', self: selfFixture({ role: 'admin' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Moderadores' }));
    fireEvent.change(screen.getByLabelText('Correo electrónico de la cuenta'), {
      target: { value: ' nueva@example.test ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dar el rol de moderador' }));
    expect((await screen.findByRole('status')).textContent).toBe('Listo: la cuenta ahora modera.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ email: 'nueva@example.test', moderator: true });
  });
});
