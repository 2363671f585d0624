import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SelfResponse } from '@vitrina/contract/users';
import { SessionContext, type Session } from '@/lib/session-context.ts';
import { fakeApi, renderWithProviders, useLanguage } from '@/test/render.tsx';
import { selfFixture } from '@/test/self-fixture.ts';
import { ResumeWizardCard } from './resume-wizard-card.tsx';

/** A talent who left the wizard at `step`, with the default photo and cover and no biography. */
function leftAt(step: number): SelfResponse {
  const self = selfFixture();
  return { ...self, profile: { ...self.profile, wizard: { status: 'open', step } } };
}

function renderCard(self: SelfResponse) {
  const session: Session = {
    state: { status: 'user', self },
    logIn: vi.fn(async () => self),
    refresh: vi.fn(async () => self),
    logOut: vi.fn(),
  };
  renderWithProviders(
    <SessionContext.Provider value={session}>
      <Routes>
        <Route path="/noticias" element={<ResumeWizardCard self={self} />} />
        <Route path="/register/wizard" element={<p>El asistente</p>} />
      </Routes>
    </SessionContext.Provider>,
    { route: '/noticias' },
  );
  return session;
}

describe('ResumeWizardCard', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('goes back to the wizard at the step left, naming what the profile still lacks (es)', async () => {
    await useLanguage('es');
    fakeApi(() => [200, {}]);
    renderCard(leftAt(3));
    const card = screen.getByRole('region', { name: 'Completa tu perfil' });
    expect(within(card).getByText(/Te quedaste en el paso 3 de 6: Portada\./)).toBeTruthy();
    expect(within(card).getByText(/Aún te faltan tu foto de perfil, tu portada y tu biografía/)).toBeTruthy();
    const resume = within(card).getByRole('link', { name: 'Continuar' });
    expect(resume.getAttribute('href')).toBe('/register/wizard?paso=3');
    fireEvent.click(resume);
    expect(await screen.findByText('El asistente')).toBeTruthy();
  });

  it('is dismissed on the server, then the session reads it again (en)', async () => {
    await useLanguage('en');
    const calls = fakeApi(({ path }) =>
      path === '/users/wizard/dismiss' ? [200, { status: 'dismissed', step: 2 }] : [404, {}],
    );
    const self = leftAt(2);
    const session = renderCard({ ...self, user: { ...self.user, biography: 'Canto jazz.', coverImage: 'mine.jpg' } });
    const card = screen.getByRole('region', { name: 'Complete your profile' });
    expect(within(card).getByText(/You stopped at step 2 of 6: Profile photo\./)).toBeTruthy();
    expect(within(card).getByText(/You still have to add your profile photo: it helps/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Not now' }));
    });
    await vi.waitFor(() => expect(session.refresh).toHaveBeenCalled());
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /users/wizard/dismiss']);
  });

  it('says so when the dismissal fails, and the session is not asked again (es)', async () => {
    await useLanguage('es');
    fakeApi(() => [500, { error: 'internal', message: 'Algo falló.', errors: [] }]);
    const session = renderCard(leftAt(2));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ahora no' }));
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(session.refresh).not.toHaveBeenCalled();
  });
});
