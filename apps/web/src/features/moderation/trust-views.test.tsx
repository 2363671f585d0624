import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModeratedPerson } from '@vitrina/contract/moderation-people';
import type { PendingVerification } from '@vitrina/contract/verification';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { PeopleView } from './people-view.tsx';
import { VerificationsView } from './verifications-view.tsx';

const agency = {
  id: 7,
  fullname: 'Estudio Falso',
  profile_url: 'estudio-falso',
  profileImage: 'default-profile.jpg',
  type: 'agencia' as const,
  verified: false,
};
const found = (suspension: ModeratedPerson['suspension']): ModeratedPerson => ({
  person: agency,
  email: 'falso@example.test',
  role: null,
  cancelled: false,
  suspension,
});
const missing = [404, { error: 'not_found', message: 'No encontrado', errors: [] }] as [number, unknown];

describe('the moderation tool’s people and verifications', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('finds a person and suspends them for some days with a reason and a note, then lifts it', async () => {
    let state = found(null);
    const calls = fakeApi(({ method, path }) => {
      if (method === 'GET' && path === '/moderation/people?q=falso%40example.test') return [200, state];
      if (method === 'POST' && path === '/moderation/people/7/suspend') {
        state = found({ since: '2026-11-20T10:00:00.000Z', until: '2026-11-27T10:00:00.000Z', reason: 'Estafa' });
        return [200, state];
      }
      if (method === 'POST' && path === '/moderation/people/7/lift') return [200, (state = found(null))];
      return missing;
    });
    renderWithProviders(<PeopleView />);
    fireEvent.change(screen.getByLabelText('Correo electrónico o dirección del perfil'), {
      target: { value: ' falso@example.test ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect((await screen.findByRole('status')).textContent).toBe('No está suspendida.');

    fireEvent.click(screen.getByRole('button', { name: 'Suspender…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspender a Estudio Falso' });
    const submit = within(dialog).getByRole('button', { name: 'Suspender' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Días'), { target: { value: '400' } });
    fireEvent.change(within(dialog).getByLabelText('Motivo (se le muestra a la persona)'), {
      target: { value: ' Estafa ' },
    });
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Días'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText('Nota interna (solo la ven moderadores)'), {
      target: { value: 'Tres denuncias' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path.endsWith('/suspend'))?.body).toEqual({
      days: 7,
      reason: 'Estafa',
      note: 'Tres denuncias',
    });
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Suspendida hasta el /));
    expect(screen.getByText('Motivo que se le muestra: Estafa')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Levantar la suspensión' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No está suspendida.'));
  });

  it('suspends indefinitely: no days are sent', async () => {
    let state = found(null);
    const calls = fakeApi(({ method, path }) => {
      if (method === 'GET') return [200, state];
      if (path.endsWith('/suspend'))
        return [200, (state = found({ since: '2026-11-20T10:00:00.000Z', until: null, reason: 'x' }))];
      return missing;
    });
    renderWithProviders(<PeopleView />);
    fireEvent.change(screen.getByLabelText('Correo electrónico o dirección del perfil'), {
      target: { value: 'estudio-falso' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Suspender…' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Indefinidamente'));
    fireEvent.change(within(dialog).getByLabelText('Motivo (se le muestra a la persona)'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ days: null, reason: 'x', note: '' }),
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Suspendida indefinidamente.'));
  });

  it('lists pending applications; a rejection needs a reason the agency will see', async () => {
    const row: PendingVerification = {
      id: 3,
      status: 'pending',
      legalName: 'Estudio Real S.A.',
      website: 'https://estudio-real.example.com',
      country: 'MX',
      registrationNumber: 'ERE-850101-AB1',
      publicReason: '',
      createdAt: '2026-11-20T10:00:00.000Z',
      decidedAt: null,
      agency,
    };
    let rows = [row];
    const calls = fakeApi(({ method, path }) => {
      if (method === 'GET' && path === '/moderation/verifications') return [200, { rows, count: rows.length }];
      if (method === 'POST' && path === '/moderation/verifications/3/reject') {
        rows = [];
        return [200, { ...row, status: 'rejected' }];
      }
      return missing;
    });
    renderWithProviders(<VerificationsView />);
    const item = await screen.findByRole('article', { name: 'Estudio Falso' });
    expect(within(item).getByText('ERE-850101-AB1')).toBeTruthy();
    expect(within(item).getByText('México')).toBeTruthy();
    const reject = within(item).getByRole('button', { name: 'Rechazar' }) as HTMLButtonElement;
    expect(reject.disabled).toBe(true);
    fireEvent.change(within(item).getByLabelText('Motivo del rechazo (lo ve la agencia)'), {
      target: { value: 'El número no coincide' },
    });
    fireEvent.click(reject);
    expect(await screen.findByText('Ninguna agencia espera verificación.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'El número no coincide', note: '' });
  });
});
