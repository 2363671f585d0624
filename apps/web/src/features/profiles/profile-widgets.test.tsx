import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileFixture } from '@/test/profile-fixture.ts';
import { renderWithProviders, useLanguage } from '@/test/render.tsx';
import { ProfileAbout } from './profile-about.tsx';
import { ProfileWidgets } from './profile-widgets.tsx';

describe('profile widgets', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('cut a long biography and link to the whole one; subscribed categories only; member since', () => {
    const profile = profileFixture({ biography: 'x'.repeat(950) });
    renderWithProviders(
      <ProfileWidgets profile={profile} fullBiographyHref="/profile/luis/biografia" editHref="/user/settings" />,
    );
    expect(screen.getByText(`${'x'.repeat(900)}…`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Leer la biografía completa' }).getAttribute('href')).toBe(
      '/profile/luis/biografia',
    );
    expect(screen.getByText('Música')).toBeTruthy();
    expect(screen.queryByText('Artes')).toBeNull();
    expect(screen.getByText('Miembro desde enero de 2024')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Editar perfil' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Instagram de Luis Gómez' }).getAttribute('href')).toBe(
      'https://instagram.com/luis',
    );
  });

  it('the owner gets the edit-profile button', () => {
    renderWithProviders(
      <ProfileWidgets profile={profileFixture({ isOwner: true })} fullBiographyHref="/b" editHref="/user/settings" />,
    );
    expect(screen.getByRole('link', { name: 'Editar perfil' }).getAttribute('href')).toBe('/user/settings');
  });

  it('the Biografía tab: sex, country in the reader language, e-mail as a mail link', async () => {
    renderWithProviders(<ProfileAbout profile={profileFixture({ sex: 'MA' })} />);
    expect(screen.getByText('Masculino')).toBeTruthy();
    expect(screen.getByText('México')).toBeTruthy();
    expect(screen.getByText('14 de marzo de 1992')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'luis@example.com' }).getAttribute('href')).toBe('mailto:luis@example.com');
    cleanup();
    await useLanguage('en');
    renderWithProviders(<ProfileAbout profile={profileFixture({ sex: 'FE', birthdate: null })} />);
    expect(screen.getByText('Female')).toBeTruthy();
    expect(screen.getByText('Mexico')).toBeTruthy();
    expect(screen.queryByText('Birth date')).toBeNull();
  });
});
