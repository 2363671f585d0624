import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type Session } from '@/lib/session-context.ts';
import { renderWithProviders, useLanguage } from '@/test/render.tsx';
import GuestLayout from './guest-layout.tsx';

const guest: Session = { state: { status: 'guest' }, logIn: vi.fn(), refresh: vi.fn(), logOut: vi.fn() };

describe('GuestLayout', () => {
  beforeEach(() => useLanguage('es'));
  afterEach(cleanup);

  it('starts with a skip link to the main content', () => {
    renderWithProviders(
      <SessionContext.Provider value={guest}>
        <GuestLayout />
      </SessionContext.Provider>,
    );
    const first = screen.getAllByRole('link')[0]!;
    expect(first.textContent).toBe('Saltar al contenido');
    expect(first.getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('links a visitor to the opportunities’ board', () => {
    renderWithProviders(
      <SessionContext.Provider value={guest}>
        <GuestLayout />
      </SessionContext.Provider>,
    );
    expect(screen.getByRole('link', { name: 'Oportunidades' }).getAttribute('href')).toBe('/oportunidades');
  });
});
