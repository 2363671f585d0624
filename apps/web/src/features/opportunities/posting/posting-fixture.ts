import type { Opportunity } from '@vitrina/contract/opportunities';
import type { MyOpportunity } from './my-opportunity-card.tsx';

/** A deadline some days from now, for component tests (the form refuses one in the past). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);

/** The local calendar day of a date, as a date box holds it. */
export const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const agency = {
  id: 9,
  fullname: 'Agencia Luz',
  profile_url: 'agencia-luz',
  profileImage: 'luz.jpg',
  type: 'agencia' as const,
  verified: false,
};

/** An opportunity as GET /opportunities/{id} answers its agency, for component tests. */
export function opportunityFixture(extra: Partial<Opportunity> = {}): Opportunity {
  return {
    id: 7,
    title: 'Casting de verano',
    kind: 'casting',
    category: 5,
    remote: false,
    country: 'ES',
    city: 'Madrid',
    deadline: inDays(10).toISOString(),
    pay: { kind: 'paid', min: 100, max: 300, currency: 'EUR' },
    state: 'draft',
    publishedAt: null,
    agency,
    rolesCount: 1,
    description: 'Buscamos modelos.',
    workStarts: null,
    workEnds: null,
    payAudience: 'everyone',
    closeReason: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    roles: [
      {
        id: 5,
        name: 'Protagonista',
        description: '',
        requirements: [{ key: 'height', min: 160, max: 185 }],
        ageMin: 18,
        ageMax: 40,
        languages: ['es'],
        people: 1,
        needs: ['photos'],
        questions: [],
        applicantsCount: 3,
      },
    ],
    isOwner: true,
    ...extra,
  };
}

/** A row of GET /opportunities/mine, for component tests. */
export function myRowFixture(extra: Partial<MyOpportunity> = {}): MyOpportunity {
  const { id, title, kind, category, remote, country, city, deadline, pay, state, publishedAt, rolesCount } =
    opportunityFixture();
  const card = { id, title, kind, category, remote, country, city, deadline, pay, state, publishedAt, rolesCount };
  return { ...card, agency, applicantsCount: 0, unfiledCount: 0, ...extra };
}
