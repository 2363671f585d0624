import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, useLanguage } from '@/test/render.tsx';
import { renderAsUser } from '@/test/session.tsx';
import { cardFixture } from './board-fixture.tsx';
import { FitsMeCard } from './fits-me-card.tsx';

const fits = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    opportunity: cardFixture({ id: 100 + i, title: `Oportunidad ${i + 1}` }),
    role: { id: 200 + i, name: `Papel ${i + 1}` },
  }));

describe('the feed’s "opportunities for you"', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists up to five roles that fit the talent and links to the board filtered by them', async () => {
    const calls = fakeApi(() => [200, fits(7)]);
    renderAsUser(<FitsMeCard />);
    const card = await screen.findByRole('region', { name: 'Oportunidades para ti' });
    expect(calls[0]?.path).toBe('/opportunities/fits-me');
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0]!).getByRole('link', { name: 'Oportunidad 1' }).getAttribute('href')).toBe(
      '/oportunidades/100',
    );
    expect(items[0]!.textContent).toContain('Papel: Papel 1');
    expect(within(card).getByRole('link', { name: 'Ver todas las que encajan contigo' }).getAttribute('href')).toBe(
      '/oportunidades?fits=1',
    );
  });

  it('shows nothing when nothing fits', async () => {
    const calls = fakeApi(() => [200, []]);
    const { container } = renderAsUser(<FitsMeCard />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.innerHTML).toBe('');
  });

  it('speaks English', async () => {
    await useLanguage('en');
    fakeApi(() => [200, fits(1)]);
    renderAsUser(<FitsMeCard />);
    const card = await screen.findByRole('region', { name: 'Opportunities for you' });
    expect(card.textContent).toContain('Role: Papel 1');
    expect(card.textContent).toContain('Closes in 3 days');
  });
});
