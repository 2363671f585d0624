import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileFixture } from '@/test/profile-fixture.ts';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { notePlace, resetPlaces } from '@/lib/view-source.ts';
import ProfileLayout from './profile.tsx';

const nextTick = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const error = (status: number, code: string): [number, unknown] => [status, { error: code, message: '', errors: [] }];

function renderProfile(route = '/profile/luis') {
  return renderAsUser(
    <Routes>
      <Route path="/profile/:id" element={<ProfileLayout />}>
        <Route index element={<p>pestaña</p>} />
      </Route>
      <Route path="/noticias" element={<p>noticias</p>} />
    </Routes>,
    { route },
  );
}

describe('the profile page', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is titled with the full name and shows the tab', async () => {
    fakeApi(() => [200, profileFixture()]);
    renderProfile();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Luis Gómez' })).toBeTruthy());
    expect(screen.getByText('pestaña')).toBeTruthy();
    expect(document.title).toBe('Luis Gómez · Vitrina');
  });

  it('sends the viewer to /noticias when the profile is not there (missing, an agency, a block)', async () => {
    const calls = fakeApi(() => error(404, 'not_found'));
    renderProfile('/profile/nadie');
    await waitFor(() => expect(screen.getByText('noticias')).toBeTruthy());
    expect(calls[0]?.path).toBe('/users/nadie/profile');
  });

  it('follow, then unfollow: the button and the count change on success', async () => {
    let following = false;
    const calls = fakeApi((call: FakeCall) => {
      if (call.path === '/users/luis/profile') return [200, profileFixture({ following })];
      if (call.path === '/users/follow') following = true;
      if (call.path === '/users/unfollow') following = false;
      return [200, { following, followersCount: following ? 5 : 4 }];
    });
    renderProfile();
    await waitFor(() => expect(screen.getByText('4 seguidores')).toBeTruthy());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Seguir a Luis Gómez' })));
    await waitFor(() => expect(screen.getByText('5 seguidores')).toBeTruthy());
    const unfollow = screen.getByRole('button', { name: 'Dejar de seguir a Luis Gómez' });
    expect(unfollow.getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(unfollow));
    await waitFor(() => expect(screen.getByText('4 seguidores')).toBeTruthy());
    const graphCalls = calls.filter((call) => call.method === 'POST' && call.path.startsWith('/users/'));
    expect(graphCalls.map((call) => [call.path, call.body])).toEqual([
      ['/users/follow', { id: 7 }],
      ['/users/unfollow', { id: 7 }],
    ]);
  });

  it('report: a category and a description; a second report shows the already-reported notice', async () => {
    const calls = fakeApi((call: FakeCall) => {
      if (call.path === '/users/luis/profile') return [200, profileFixture()];
      if (call.path === '/reports') {
        const report = { id: 1, caseId: 2, target: { kind: 'profile', id: 7 }, category: 'impersonation' };
        const rest = { description: 'Perfil falso', attachments: 0, status: 'open', createdAt: '2026-11-20T10:00:00Z' };
        return [200, { created: false, report: { ...report, ...rest } }];
      }
      return error(404, 'not_found');
    });
    renderProfile();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Más opciones del perfil de Luis Gómez' }));
    await nextTick();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Denunciar perfil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar el perfil de Luis Gómez' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Suplantación de identidad' }));
    fireEvent.change(within(dialog).getByLabelText('Descripción'), { target: { value: 'Perfil falso' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Denunciar' })));
    await waitFor(() =>
      expect(
        within(dialog).getByText('Ya lo denunciaste; nuestro equipo lo tiene. No hace falta nada más.'),
      ).toBeTruthy(),
    );
    expect(calls.find((call) => call.path === '/reports')?.body).toEqual({
      target: { kind: 'profile', id: 7 },
      category: 'impersonation',
      description: 'Perfil falso',
      attachments: [],
    });
  });

  it('block: the confirmation lists what the person can no longer do; after it, the viewer goes to /noticias', async () => {
    const calls = fakeApi((call: FakeCall) => {
      if (call.path === '/users/luis/profile') return [200, profileFixture()];
      if (call.path === '/users/block') return [200, { blocked: true }];
      return error(404, 'not_found');
    });
    renderProfile();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Más opciones del perfil de Luis Gómez' }));
    await nextTick();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Bloquear perfil' }));
    const dialog = screen.getByRole('alertdialog', { name: '¿Bloquear a Luis Gómez?' });
    for (const text of [
      /visitar tu perfil/,
      /ver tus publicaciones/,
      /encontrarte en la búsqueda/,
      /enviarte mensajes/,
    ]) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect(within(dialog).getByText(/no se puede deshacer/)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Bloquear' })));
    await waitFor(() => expect(screen.getByText('noticias')).toBeTruthy());
    expect(calls.find((call) => call.path === '/users/block')?.body).toEqual({ userId: 7 });
  });

  it('block: a profile already blocked shows the notice', async () => {
    fakeApi((call: FakeCall) => {
      if (call.path === '/users/luis/profile') return [200, profileFixture()];
      return error(409, 'already_blocked');
    });
    renderProfile();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Más opciones del perfil de Luis Gómez' }));
    await nextTick();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Bloquear perfil' }));
    const dialog = screen.getByRole('alertdialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Bloquear' })));
    await waitFor(() =>
      expect(screen.getByText('Este perfil ya está bloqueado; no hace falta hacer nada más.')).toBeTruthy(),
    );
  });

  it('the owner’s photo dialog loads its texts on the click that opens it', async () => {
    fakeApi(() => [200, profileFixture({ isOwner: true })]);
    const media = i18next.getResourceBundle('es', 'media') as Record<string, unknown>;
    i18next.removeResourceBundle('es', 'media');
    try {
      renderProfile();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Configuración de tu perfil' })).toBeTruthy());
      expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Configuración de tu perfil' })));
      await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Cambiar foto de perfil' })));
      const dialog = await screen.findByRole('dialog', { name: 'Cambiar foto de perfil' });
      expect(within(dialog).getByRole('tab', { name: 'Subir desde tu computadora' })).toBeTruthy();
      expect(i18next.hasResourceBundle('es', 'media')).toBe(true);
    } finally {
      i18next.addResourceBundle('es', 'media', media, true, true);
    }
  });

  describe('its view', () => {
    afterEach(() => resetPlaces());
    const views = (calls: FakeCall[]) => calls.filter((call) => call.path === '/insights/views');

    it('is reported once, with where the person came from (the feed)', async () => {
      notePlace({ pathname: '/noticias', search: '' });
      notePlace({ pathname: '/profile/luis', search: '' });
      const calls = fakeApi((call) =>
        call.path === '/users/luis/profile' ? [200, profileFixture()] : [204, undefined],
      );
      renderProfile();
      await waitFor(() => expect(views(calls)).toHaveLength(1));
      expect(views(calls)[0]).toEqual({
        method: 'POST',
        path: '/insights/views',
        body: { kind: 'profile', profile_url: 'luis', source: 'feed' },
      });
      await nextTick();
      expect(views(calls)).toHaveLength(1);
    });

    it('counts a shared link as a link', async () => {
      notePlace({ pathname: '/profile/luis', search: '?ref=share' });
      const calls = fakeApi((call) =>
        call.path === '/users/luis/profile' ? [200, profileFixture()] : [204, undefined],
      );
      renderProfile('/profile/luis?ref=share');
      await waitFor(() => expect(views(calls)).toHaveLength(1));
      expect(views(calls)[0]!.body).toEqual({ kind: 'profile', profile_url: 'luis', source: 'link' });
    });

    it('is not reported for my own profile', async () => {
      const calls = fakeApi(() => [200, profileFixture({ isOwner: true })]);
      renderProfile();
      await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Luis Gómez' })).toBeTruthy());
      expect(screen.getByRole('link', { name: 'Estadísticas' }).getAttribute('href')).toBe('/user/estadisticas');
      await nextTick();
      expect(views(calls)).toEqual([]);
    });
  });
});
