import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { InsightSettings } from './insight-settings.tsx';

const off = { browse_privately: false, weekly_digest: false };

describe('the insights settings', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('an agency sees both switches, and browsing privately sends only that choice', async () => {
    await useLanguage('es');
    const calls = fakeApi(() => [200, { browse_privately: true, weekly_digest: false }]);
    const onSaved = vi.fn(async () => undefined);
    renderWithProviders(<InsightSettings current={off} isAgency country="ES" onSaved={onSaved} />);
    expect(screen.getByRole('switch', { name: 'Resumen semanal por correo' })).toBeTruthy();
    const privately = screen.getByRole('switch', { name: 'Navegar en privado' }) as HTMLInputElement;
    expect(screen.getByText('Los talentos verán «una agencia en España» en lugar de tu nombre.')).toBeTruthy();
    fireEvent.click(privately);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'POST', path: '/users/insights-settings', body: { browse_privately: true } }]);
    expect(privately.checked).toBe(true);
    expect(screen.getByText('Tus datos se actualizaron correctamente.')).toBeTruthy();
  });

  it('a talent sees only the weekly e-mail, and turning it off sends that', async () => {
    await useLanguage('en');
    const calls = fakeApi(() => [200, { browse_privately: false, weekly_digest: false }]);
    renderWithProviders(
      <InsightSettings
        current={{ ...off, weekly_digest: true }}
        isAgency={false}
        country="MX"
        onSaved={async () => 1}
      />,
    );
    expect(screen.queryByRole('switch', { name: 'Browse privately' })).toBeNull();
    const digest = screen.getByRole('switch', { name: 'Weekly summary by e-mail' }) as HTMLInputElement;
    expect(digest.checked).toBe(true);
    fireEvent.click(digest);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ weekly_digest: false });
    await waitFor(() => expect(digest.checked).toBe(false));
  });

  it('puts the switch back and says why, in the person’s language, when the save fails', async () => {
    await useLanguage('en');
    fakeApi(() => [403, { error: 'forbidden', message: 'No', errors: [] }]);
    renderWithProviders(<InsightSettings current={off} isAgency country="ES" onSaved={async () => 1} />);
    const privately = screen.getByRole('switch', { name: 'Browse privately' }) as HTMLInputElement;
    fireEvent.click(privately);
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(privately.checked).toBe(false);
    expect(screen.getByRole('alert').textContent).toMatch(
      /We could not save the changes.*You are not allowed to do this/,
    );
  });
});
