import type { ReactElement } from 'react';
import { vi } from 'vitest';
import type { Opportunity, OpportunityCard, Role } from '@vitrina/contract/opportunities';
import { SessionContext, type Session } from '@/lib/session-context.ts';
import { renderWithProviders } from '@/test/render.tsx';

const DAY = 86_400_000;

/** An opportunity as the board lists it: a verified agency's casting in Bogotá, closing in three days. */
export function cardFixture(card: Partial<OpportunityCard> = {}): OpportunityCard {
  return {
    id: 7,
    title: 'Comercial de zapatillas',
    kind: 'casting',
    category: 4,
    remote: false,
    country: 'CO',
    city: 'Bogotá',
    deadline: new Date(Date.now() + 3 * DAY + 3_600_000).toISOString(),
    pay: { kind: 'paid', min: 500, max: 800, currency: 'USD' },
    state: 'open',
    publishedAt: new Date(Date.now() - DAY).toISOString(),
    agency: {
      id: 40,
      fullname: 'Agencia Norte',
      profile_url: 'agencia-norte',
      profileImage: '',
      type: 'agencia',
      verified: true,
    },
    rolesCount: 2,
    ...card,
  };
}

export function roleFixture(role: Partial<Role> = {}): Role {
  return {
    id: 11,
    name: 'Corredora',
    description: 'Corre por el parque al amanecer.',
    requirements: [{ key: 'height', min: 165, max: 180 }],
    ageMin: 18,
    ageMax: 35,
    languages: ['es', 'en'],
    people: 2,
    needs: ['photos', 'video'],
    questions: ['¿Tienes experiencia corriendo?'],
    ...role,
  };
}

/** An opportunity's page with two roles; `reader` fields (fitsMe, myApplication, applicantsCount) as given. */
export function opportunityFixture(opportunity: Partial<Opportunity> = {}): Opportunity {
  return {
    ...cardFixture(),
    description: 'Buscamos talento para un comercial.',
    workStarts: '2026-05-03',
    workEnds: null,
    payAudience: 'everyone',
    closeReason: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    roles: [roleFixture(), roleFixture({ id: 12, name: 'Ciclista', requirements: [], questions: [] })],
    isOwner: false,
    ...opportunity,
  };
}

/** Renders as a visitor: no session, a fresh query client and a router. */
export function renderAsGuest(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const session: Session = { state: { status: 'guest' }, logIn: vi.fn(), refresh: vi.fn(), logOut: vi.fn() };
  return renderWithProviders(<SessionContext.Provider value={session}>{ui}</SessionContext.Provider>, { route });
}
