import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { renderAsUser } from '@/test/session.tsx';
import { AgencyOpportunities } from './agency-opportunities.tsx';
import { cardFixture } from './board-fixture.tsx';

const hrefOf = (page: number) => `?page=${page}`;

describe('an agency profile’s opportunities tab', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the board filtered by the agency, page by page', async () => {
    const calls = fakeApi(() => [200, { rows: [cardFixture()], count: 21, facets: [] }]);
    renderAsUser(<AgencyOpportunities profileUrl="agencia-norte" page={2} hrefOf={hrefOf} />, {
      self: selfFixture({ type: 'talento' }),
    });
    expect(await screen.findByRole('article', { name: 'Comercial de zapatillas' })).toBeTruthy();
    expect(calls[0]?.path).toBe('/opportunities?agency=agencia-norte&page=2');
    expect(screen.getByRole('link', { name: 'Página 1' }).getAttribute('href')).toBe('/?page=1');
    expect(screen.getByRole('link', { name: 'Agencia Norte' }).getAttribute('href')).toBe('/profile/agencia-norte');
  });

  it('says so when the agency has nothing open, in both languages', async () => {
    fakeApi(() => [200, { rows: [], count: 0, facets: [] }]);
    renderAsUser(<AgencyOpportunities profileUrl="agencia-norte" page={1} hrefOf={hrefOf} />);
    expect(await screen.findByText('Esta agencia no tiene oportunidades abiertas ahora.')).toBeTruthy();
    cleanup();
    await useLanguage('en');
    renderAsUser(<AgencyOpportunities profileUrl="agencia-norte" page={1} hrefOf={hrefOf} />);
    expect(await screen.findByText('This agency has no open opportunities right now.')).toBeTruthy();
  });
});
