import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { FitsAlertsSettings } from './fits-alerts-settings.tsx';

describe('the settings of roles that fit me', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the choice as it is and saves another at once', async () => {
    await useLanguage('es');
    const calls = fakeApi((call) => [200, call.method === 'GET' ? { frequency: 'daily' } : call.body]);
    renderWithProviders(<FitsAlertsSettings />);
    expect(screen.getByRole('heading', { name: 'Papeles que encajan contigo' })).toBeTruthy();
    const daily = (await screen.findByRole('radio', { name: /Una vez al día/ })) as HTMLInputElement;
    expect(daily.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Una vez a la semana/ }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: '/opportunities/fits-alerts', body: { frequency: 'weekly' } });
    expect(((await screen.findByRole('radio', { name: /Una vez a la semana/ })) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('puts the choice back and says why when saving fails, in English', async () => {
    await useLanguage('en');
    fakeApi((call) =>
      call.method === 'GET'
        ? [200, { frequency: 'weekly' }]
        : [403, { error: 'opportunities_talents_only', message: 'Only talents can apply.' }],
    );
    renderWithProviders(<FitsAlertsSettings />);
    fireEvent.click(await screen.findByRole('radio', { name: /No alerts/ }));
    expect(await screen.findByText('Only talents can apply.')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Once a week/ }) as HTMLInputElement).checked).toBe(true);
  });
});
