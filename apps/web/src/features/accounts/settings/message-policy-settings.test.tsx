import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { MessagePolicySettings } from './message-policy-settings.tsx';

describe('who may message me', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('saves the chosen setting at once and says so', async () => {
    const calls = fakeApi(() => [200, { policy: 'following' }]);
    const onSaved = vi.fn(async () => undefined);
    renderWithProviders(<MessagePolicySettings current="everyone" onSaved={onSaved} />);
    expect((screen.getByRole('radio', { name: /Todos/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Solo personas que sigo/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls).toEqual([{ method: 'POST', path: '/users/message-policy', body: { policy: 'following' } }]);
    expect((screen.getByRole('radio', { name: /Solo personas que sigo/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('puts the choice back when the save fails', async () => {
    fakeApi(() => [500, { error: 'internal', message: 'Algo salió mal.', errors: [] }]);
    renderWithProviders(<MessagePolicySettings current="everyone" onSaved={async () => undefined} />);
    fireEvent.click(screen.getByRole('radio', { name: /agencias verificadas/ }));
    await waitFor(() => expect((screen.getByRole('radio', { name: /Todos/ }) as HTMLInputElement).checked).toBe(true));
  });

  it('does not offer a minor verified agencies straight into the inbox, and says why', async () => {
    renderWithProviders(<MessagePolicySettings current="everyone" isMinor onSaved={async () => undefined} />);
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('radio', { name: /agencias verificadas/ })).toBeNull();
    expect(screen.getByText(/Como eres menor de 18 años/)).toBeTruthy();
  });
});
