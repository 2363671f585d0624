import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuardianLink } from '@vitrina/contract/guardians';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { GuardianPage } from './guardian-page.tsx';

const link = (over: Partial<GuardianLink> = {}): GuardianLink => ({
  minorName: 'Lucía Ramos',
  relationship: 'mother',
  status: 'pending',
  lang: 'es',
  ...over,
});

/** The link's API: GET answers `current`; each action answers the link as it stands after it. */
function linkApi(current: GuardianLink) {
  let state = current;
  return fakeApi((call) => {
    if (call.method === 'GET') return [200, state];
    const action = call.path.split('/').pop();
    if (action === 'confirm') state = { ...state, status: 'confirmed' };
    if (action === 'withdraw') state = { ...state, status: 'withdrawn' };
    return [200, state];
  });
}

describe('the guardian page', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('says whose guardian this is and confirms in one press, stating the result', async () => {
    const calls = linkApi(link());
    renderWithProviders(<GuardianPage token="abc" accion={null} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Permiso para Lucía Ramos' })).toBeTruthy();
    expect(screen.getByText(/te indicó como su madre/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Dar mi permiso' }));
    });

    expect(screen.getByRole('status').textContent).toBe(
      'Gracias. Diste tu permiso: el perfil de Lucía Ramos ya se ve en Vitrina.',
    );
    expect(screen.queryByRole('button', { name: 'Dar mi permiso' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Retirar mi permiso' })).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /guardian/abc',
      'POST /guardian/abc/confirm',
    ]);
  });

  it('?accion=retirar opens on the withdrawal, which asks first; going back sends nothing', async () => {
    const calls = linkApi(link({ status: 'confirmed' }));
    renderWithProviders(<GuardianPage token="abc" accion="retirar" />);

    const question = await screen.findByRole('heading', { level: 2, name: '¿Retirar tu permiso?' });
    await waitFor(() => expect(document.activeElement).toBe(question));
    fireEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(calls).toHaveLength(1);

    const opener = screen.getByRole('button', { name: 'Retirar mi permiso' });
    await waitFor(() => expect(document.activeElement).toBe(opener));
    fireEvent.click(opener);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sí, retirar mi permiso' }));
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Retiraste tu permiso: el perfil de Lucía Ramos está oculto otra vez.',
    );
    expect(screen.getByRole('button', { name: 'Dar mi permiso' })).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/guardian/abc/withdraw' });
  });

  it('while the consent waits, ?accion=retirar asks whether to refuse it', async () => {
    linkApi(link());
    renderWithProviders(<GuardianPage token="abc" accion="retirar" />);
    await screen.findByRole('heading', { level: 2, name: '¿No das tu permiso?' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sí, no doy mi permiso' }));
    });
    expect(screen.getByRole('status').textContent).toBe('No diste tu permiso: el perfil de Lucía Ramos sigue oculto.');
  });

  it('?accion=cerrar ends the account after its question and says so', async () => {
    const calls = linkApi(link());
    renderWithProviders(<GuardianPage token="abc" accion="cerrar" />);

    await screen.findByRole('heading', { level: 2, name: '¿Cerrar la cuenta de Lucía Ramos?' });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sí, cerrar su cuenta' }));
    });
    const heading = screen.getByRole('heading', { level: 1, name: 'Cerraste la cuenta de Lucía Ramos' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: '/guardian/abc/close' });
  });

  it('an unknown or ended link is a friendly not-found', async () => {
    fakeApi(() => [404, { error: 'not_found', message: 'x', errors: [] }]);
    renderWithProviders(<GuardianPage token="nada" accion={null} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Este enlace no funciona' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/');
  });

  it('speaks the language the link answers in', async () => {
    linkApi(link({ lang: 'en', relationship: 'legal_guardian' }));
    renderWithProviders(<GuardianPage token="abc" accion={null} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Consent for Lucía Ramos' })).toBeTruthy();
    expect(screen.getByText(/named you as their legal guardian/)).toBeTruthy();
    expect(i18next.language).toBe('en');
  });
});
