import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FactorRemoval } from '@vitrina/contract/factor-removals';
import { axeViolations } from '@/test/axe.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { FactorRemovalsView } from './factor-removals-view.tsx';

const request: FactorRemoval = {
  id: 4,
  person: {
    id: 9,
    fullname: 'Inés Prado',
    profile_url: 'ines-prado',
    profileImage: 'default-profile.jpg',
    type: 'talento',
    verified: false,
  },
  reason: 'Perdí el teléfono',
  status: 'pending',
  createdAt: '2026-11-28T10:00:00.000Z',
  decidedAt: null,
  dueAt: null,
};

describe('the admins’ list of lost factors', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a request with its reason and approves it with a note; an approved one says when', async () => {
    let row = request;
    const calls = fakeApi(({ method, path }) => {
      if (method === 'POST' && path === '/moderation/factor-removals/4/approve') {
        row = { ...request, status: 'approved', dueAt: '2026-12-01T10:00:00.000Z' };
        return [200, row];
      }
      return [200, { rows: [row], count: 1 }];
    });
    const { container } = renderWithProviders(<FactorRemovalsView />);
    const card = await screen.findByRole('article', { name: 'Inés Prado' });
    expect(card.textContent).toContain('Perdí el teléfono');
    expect(card.textContent).toContain('Espera una decisión');
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.change(within(card).getByLabelText(/Nota interna/), { target: { value: ' Llamé ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(card.textContent).toContain('Aprobado: se quitan el'));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/moderation/factor-removals/4/approve',
      body: { note: 'Llamé' },
    });
    expect(within(card).queryByRole('button', { name: 'Rechazar' })).toBeNull();
  });

  it('says when no one is waiting', async () => {
    fakeApi(() => [200, { rows: [], count: 0 }]);
    renderWithProviders(<FactorRemovalsView />);
    expect(await screen.findByText('Nadie espera que le quiten factores.')).toBeTruthy();
  });
});
