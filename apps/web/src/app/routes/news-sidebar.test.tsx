import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, useLanguage, type FakeCall } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import { NewsSidebar } from './news-sidebar.tsx';

const fit = {
  opportunity: {
    id: 7,
    title: 'Comercial de zapatillas',
    kind: 'casting',
    category: 4,
    remote: true,
    country: null,
    city: '',
    deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    pay: { kind: 'unpaid' },
    state: 'open',
    publishedAt: null,
    agency: {
      id: 4,
      fullname: 'Agencia Norte',
      profile_url: 'norte',
      profileImage: '',
      type: 'agencia',
      verified: false,
    },
    rolesCount: 1,
  },
  role: { id: 11, name: 'Corredora' },
};
const api = (call: FakeCall): [number, unknown] => [200, call.path.startsWith('/opportunities') ? [fit] : []];

describe('the feed’s sidebar', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a talent the opportunities that fit her', async () => {
    fakeApi(api);
    renderAsUser(<NewsSidebar />, { self: selfFixture({ type: 'talento' }) });
    expect(await screen.findByRole('link', { name: 'Comercial de zapatillas' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Oportunidades para ti' })).toBeTruthy();
  });

  it('an agency’s has no such card and never asks for one', async () => {
    const calls = fakeApi(api);
    renderAsUser(<NewsSidebar />, { self: selfFixture({ type: 'agencia' }) });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(calls.some((call) => call.path.startsWith('/opportunities'))).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Oportunidades para ti' })).toBeNull();
  });
});
