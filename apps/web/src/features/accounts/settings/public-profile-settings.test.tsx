import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { PublicProfileSettings } from './public-profile-settings.tsx';

describe('my public profile', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is off by default, says what anyone with the link will see, and turns on at once with its link', async () => {
    const calls = fakeApi(() => [200, { public: true }]);
    const onSaved = vi.fn(async () => undefined);
    renderWithProviders(<PublicProfileSettings current={false} profileUrl="lucia" onSaved={onSaved} />);
    const toggle = screen.getByRole('switch', { name: 'Hacer público mi perfil' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(screen.getByText(/tu biografía, tus publicaciones más recientes/)).toBeTruthy();
    expect(screen.getByText(/Tu correo, tu fecha de nacimiento, tus seguidores/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();

    fireEvent.click(toggle);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'POST', path: '/users/public-profile', body: { public: true } }]);
    expect(toggle.checked).toBe(true);
    expect(screen.getByRole('link', { name: /\/p\/lucia$/ }).getAttribute('href')).toBe('/p/lucia');
  });

  it('puts the switch back when the save fails', async () => {
    fakeApi(() => [403, { error: 'public_profile_talents_only', message: 'Solo los talentos…', errors: [] }]);
    renderWithProviders(<PublicProfileSettings current={false} profileUrl="lucia" onSaved={async () => undefined} />);
    const toggle = screen.getByRole('switch', { name: 'Hacer público mi perfil' }) as HTMLInputElement;
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false));
  });
});
