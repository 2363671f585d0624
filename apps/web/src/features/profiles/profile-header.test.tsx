import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileFixture } from '@/test/profile-fixture.ts';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { ProfileHeader } from './profile-header.tsx';

const nextTick = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

async function openMore() {
  fireEvent.click(screen.getByRole('button', { name: 'Más opciones del perfil de Luis Gómez' }));
  await nextTick();
}

describe('the profile header', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers block only when the server says the rule allows it', async () => {
    fakeApi(() => [404, {}]);
    renderAsUser(<ProfileHeader user={profileFixture({ canBlock: true }).user} onBlocked={vi.fn()} />);
    await openMore();
    expect(screen.getByRole('menuitem', { name: 'Bloquear perfil' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Denunciar perfil' })).toBeTruthy();
    cleanup();

    renderAsUser(<ProfileHeader user={profileFixture({ canBlock: false }).user} onBlocked={vi.fn()} />);
    await openMore();
    expect(screen.queryByRole('menuitem', { name: 'Bloquear perfil' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Denunciar perfil' })).toBeTruthy();
  });

  it('the owner gets their own actions instead of follow, message, report and block', () => {
    fakeApi(() => [404, {}]);
    renderAsUser(
      <ProfileHeader
        user={profileFixture({ isOwner: true }).user}
        ownerActions={<p>mis ajustes</p>}
        onBlocked={vi.fn()}
      />,
    );
    expect(screen.getByText('mis ajustes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Seguir a Luis Gómez' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Enviar mensaje/ })).toBeNull();
  });

  it('shows the tabs as a navigation with the current one marked, and a message link', () => {
    fakeApi(() => [404, {}]);
    renderAsUser(<ProfileHeader user={profileFixture().user} onBlocked={vi.fn()} />, { route: '/profile/luis/fotos' });
    const nav = screen.getByRole('navigation', { name: 'Secciones del perfil' });
    expect(within(nav).getAllByRole('link')).toHaveLength(7);
    expect(within(nav).getByRole('link', { name: 'Fotos' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Publicaciones' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: /Enviar mensaje/ }).getAttribute('href')).toBe('/conversaciones/luis');
    expect(within(nav).queryByRole('link', { name: 'Oportunidades' })).toBeNull();
  });

  it('an agency’s profile has an opportunities tab', () => {
    fakeApi(() => [404, {}]);
    const user = { ...profileFixture().user, type: 'agencia' as const };
    renderAsUser(<ProfileHeader user={user} onBlocked={vi.fn()} />, { route: '/profile/luis' });
    const nav = screen.getByRole('navigation', { name: 'Secciones del perfil' });
    expect(within(nav).getByRole('link', { name: 'Oportunidades' }).getAttribute('href')).toBe(
      '/profile/luis/oportunidades',
    );
  });
});
