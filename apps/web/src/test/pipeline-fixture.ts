import type { Applicant, ApplicationForAgency, Pipeline } from '@vitrina/contract/applications';
import type { Filing } from '@vitrina/contract/opportunity-limits';
import type { Opportunity } from '@vitrina/contract/opportunities';
import type { FakeCall } from './render.tsx';
import { talentFixture } from './talent-fixture.ts';

/** An applicant as the pipeline lists her: application `id`, talent `id + 100`. */
export function applicantFixture(id: number, applicant: Partial<Applicant> = {}): Applicant {
  return {
    id,
    talent: talentFixture({ id: id + 100 }),
    filing: 'unfiled',
    viewed: false,
    primary: null,
    submittedAt: '2026-11-20T10:00:00.000Z',
    note: '',
    tags: [],
    selfTapeRequested: false,
    ...applicant,
  };
}

export function applicationForAgencyFixture(id: number): ApplicationForAgency {
  return {
    ...applicantFixture(id),
    role: { id: 7, name: 'Protagonista', questions: ['¿Hablas inglés?'] },
    opportunityId: 5,
    items: [
      { id: 1, kind: 'photo', url: '/media/a.jpg', thumbUrl: null, name: 'a.jpg', primary: true, ready: true },
      {
        id: 2,
        kind: 'video',
        url: '/media/b.mp4',
        thumbUrl: '/media/b.jpg',
        name: 'b.mp4',
        primary: false,
        ready: true,
      },
    ],
    coverNote: 'Me encantaría.',
    answers: ['Sí, con fluidez.'],
    selfTapes: [],
  };
}

export function opportunityFixture(): Opportunity {
  const role = (id: number, name: string) => ({
    id,
    name,
    description: '',
    requirements: [],
    ageMin: 18,
    ageMax: 99,
    languages: [],
    people: 1,
    needs: ['photos' as const],
    questions: [],
    applicantsCount: 4,
  });
  return {
    id: 5,
    title: 'Anuncio de verano',
    kind: 'casting',
    category: 1,
    remote: false,
    country: 'MX',
    city: 'Guadalajara',
    deadline: '2026-12-20T10:00:00.000Z',
    pay: { kind: 'unpaid' },
    state: 'open',
    publishedAt: '2026-11-01T10:00:00.000Z',
    agency: { id: 3, fullname: 'Agencia Sol', profile_url: 'sol', profileImage: '', type: 'agencia', verified: true },
    rolesCount: 2,
    description: '',
    workStarts: null,
    workEnds: null,
    payAudience: 'everyone',
    closeReason: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    roles: [role(7, 'Protagonista'), role(8, 'Extra')],
    isOwner: true,
  };
}

/**
 * A small pipeline server: applicants 1–4, filed as `filings` says; a filing call moves them, so the counts a
 * later read answers follow. `answer` handles other calls first when it returns something.
 */
export function pipelineServer(extra?: (call: FakeCall) => [number, unknown] | undefined) {
  const filings = new Map<number, Filing>([
    [1, 'unfiled'],
    [2, 'unfiled'],
    [3, 'unfiled'],
    [4, 'yes'],
  ]);
  const read = (filing: Filing): Pipeline => {
    const counts = { unfiled: 0, yes: 0, no: 0, audition: 0, cast: 0 };
    for (const f of filings.values()) counts[f]++;
    const ids = [...filings].filter(([, f]) => f === filing).map(([id]) => id);
    return { rows: ids.map((id) => applicantFixture(id, { filing })), count: ids.length, counts, facets: [] };
  };
  return (call: FakeCall): [number, unknown] => {
    const handled = extra?.(call);
    if (handled) return handled;
    const url = new URL(call.path, 'http://x');
    if (url.pathname === '/opportunities/5') return [200, opportunityFixture()];
    if (url.pathname === '/opportunities/5/roles/7/applicants')
      return [200, read((url.searchParams.get('filing') as Filing | null) ?? 'unfiled')];
    if (url.pathname === '/opportunities/5/roles/7/filings') {
      const body = call.body as { applicationIds: number[]; filing: Filing };
      for (const id of body.applicationIds) filings.set(id, body.filing);
      return [200, { moved: body.applicationIds.length }];
    }
    const one = /^\/applications\/(\d+)$/.exec(url.pathname);
    if (one) return [200, applicationForAgencyFixture(Number(one[1]))];
    return [404, { error: 'not_found', message: '', errors: [] }];
  };
}
