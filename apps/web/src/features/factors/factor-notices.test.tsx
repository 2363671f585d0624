import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SelfFactors } from '@vitrina/contract/factor-rules';
import { axeViolations } from '@/test/axe.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { AgencyFactorBanner, FactorOffer, FactorRequiredScreen } from './factor-notices.tsx';

const none: SelfFactors = {
  enabled: false,
  roleNeedsFactor: false,
  agencyDeadline: null,
  agencyOverdue: false,
  offer: false,
};

describe('second-factor notices', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks a role holder for a factor with a way to the security settings', async () => {
    const { container } = renderWithProviders(<FactorRequiredScreen reason="role" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Activa un segundo factor para moderar');
    expect(screen.getByRole('link', { name: 'Ir a Seguridad' }).getAttribute('href')).toBe('/user/settings#seguridad');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('tells an agency its deadline, in English too', async () => {
    await act(async () => useLanguage('en'));
    const factors = { ...none, agencyDeadline: '2026-12-12T10:00:00.000Z' };
    renderWithProviders(<AgencyFactorBanner factors={factors} />);
    expect(screen.getByRole('status').textContent).toContain('December 12, 2026');
  });

  it('offers a factor once; dismissing tells the server and hides it', async () => {
    const calls = fakeApi(() => [204, undefined]);
    const onSettled = vi.fn();
    const { container } = renderWithProviders(<FactorOffer factors={{ ...none, offer: true }} onSettled={onSettled} />);
    expect(await axeViolations(container)).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ahora no' })));
    expect(calls).toEqual([{ method: 'POST', path: '/users/second-factors/offer/dismissal', body: undefined }]);
    expect(onSettled).toHaveBeenCalled();
    // The mutation's state reaches the component on React Query's next notify tick, after the callback.
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});
