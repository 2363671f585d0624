import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseDetail, CaseList } from '@vitrina/contract/moderation';
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
      id: 11,
      target: { kind: 'message', id: 70 },
      subject: person(7, 'Estudio Falso', 'agencia'),
      status: 'open',
      category: 'scam',
      categories: ['other', 'scam'],
      reporters: 2,
      reportsCount: 2,
      lastReportedAt: '2026-11-20T10:00:00.000Z',
      outcome: null,
    },
  ],
  count: 1,
};

const copy = (text: string, role: 'target' | 'attachment' = 'target') => ({
  role,
  kind: 'message' as const,
  itemId: 70,
  author: person(7, 'Estudio Falso', 'agencia'),
  text,
  photos: [],
  createdAt: '2026-11-19T09:00:00.000Z',
  editedAt: null,
  copiedAt: '2026-11-20T10:00:00.000Z',
});

const detail: CaseDetail = {
  ...open.rows[0]!,
  reports: [
    {
      id: 2,
      reporter: person(3, 'Julia Ramos'),
      category: 'scam',
      description: 'Me pidió pagar el casting',
      createdAt: '2026-11-20T10:00:00.000Z',
      copies: [copy('Son 100 € de inscripción'), copy('Hola, tenemos un casting', 'attachment')],
    },
    {
      id: 1,
      reporter: person(4, 'Luis Gómez'),
      category: 'other',
      description: 'Pide dinero',
      createdAt: '2026-11-19T10:00:00.000Z',
      copies: [copy('Son 100 € de inscripción')],
    },
  ],
  actions: [],
  history: [
    {
      ...open.rows[0]!,
      id: 5,
      target: { kind: 'profile', id: 7 },
      status: 'closed',
      category: 'spam',
      outcome: 'warned',
      actions: [
        {
          id: 40,
          action: 'user.warned',
          actor: person(1, 'Mode'),
          subject: person(7, 'Estudio Falso', 'agencia'),
          note: 'Primer aviso',
          detail: { caseId: 5 },
          createdAt: '2026-11-01T10:00:00.000Z',
        },
      ],
    },
  ],
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

  it('shows a moderator the queue with severity, filters by category, and a case with its copies and history', async () => {
    const calls = fakeApi(({ path }) => {
      if (path === '/moderation/cases?status=open') return [200, open];
      if (path === '/moderation/cases?status=open&category=minor_safety') return [200, { rows: [], count: 0 }];
      if (path === '/moderation/cases/11') return [200, detail];
      return [404, { error: 'not_found', message: 'No encontrado', errors: [] }];
    });
    renderAsUser(<NotFound />, { route: '/moderacion', self: selfFixture({ role: 'moderator' }) });
    const item = await screen.findByRole('article', { name: 'Mensaje de Estudio Falso' }, { timeout: 5000 });
    expect(within(item).getByText('Estafa o pide dinero')).toBeTruthy();
    expect(within(item).getByText(/2 personas lo denunciaron/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Categoría'), { target: { value: 'minor_safety' } });
    expect(await screen.findByText('No hay denuncias abiertas. Buen trabajo.')).toBeTruthy();
    expect(calls.map((call) => call.path)).toContain('/moderation/cases?status=open&category=minor_safety');
    fireEvent.change(screen.getByLabelText('Categoría'), { target: { value: '' } });

    fireEvent.click(await screen.findByRole('button', { name: 'Revisar el caso' }));
    const view = await screen.findByRole('region', { name: 'Mensaje de Estudio Falso' });
    expect(
      within(view)
        .getAllByText(/Denuncia de/)
        .map((p) => p.textContent?.split(' · ').slice(0, 2).join(' · ')),
    ).toEqual(['Denuncia de Julia Ramos · Estafa o pide dinero', 'Denuncia de Luis Gómez · Otro motivo']);
    expect(within(view).getAllByText('Son 100 € de inscripción')).toHaveLength(2);
    expect(within(view).getByText('Hola, tenemos un casting')).toBeTruthy();
    expect(within(view).getByText(/Mode advirtió a Estudio Falso/)).toBeTruthy();
    expect(within(view).getByText('Primer aviso')).toBeTruthy();
  });

  it('removes the content with a note and a reason after a confirmation, and shows errors in Spanish', async () => {
    let failed = false;
    const calls = fakeApi(({ method, path }) => {
      if (path === '/moderation/cases?status=open') return [200, open];
      if (path === '/moderation/cases/11') return [200, detail];
      if (method === 'POST' && path === '/moderation/cases/11/remove') {
        if (!failed) {
          failed = true;
          return [400, { error: 'moderation_reason_required', message: 'x', errors: [] }];
        }
        return [200, { outcome: 'removed', closed: 2 }];
      }
      return [404, { error: 'not_found', message: 'No encontrado', errors: [] }];
    });
    renderAsUser(<NotFound />, { route: '/moderacion', self: selfFixture({ role: 'moderator' }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Revisar el caso' }, { timeout: 5000 }));
    await screen.findByRole('region', { name: 'Mensaje de Estudio Falso' });
    fireEvent.change(screen.getByLabelText('Nota interna (solo la ven moderadores)'), {
      target: { value: ' Estafa clara ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Retirar el contenido' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Retirar el contenido' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sí, adelante' }));
    expect(await screen.findByText('Escribe el motivo que leerá la persona.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Motivo que leerá la persona'), {
      target: { value: 'Pedir dinero es una estafa.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Retirar el contenido' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, adelante' }));
    expect(await screen.findByText('Listo: el caso está cerrado.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { note: 'Estafa clara', reason: '' },
        { note: 'Estafa clara', reason: 'Pedir dinero es una estafa.' },
      ]),
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
