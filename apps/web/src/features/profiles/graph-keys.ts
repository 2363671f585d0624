/** Which list of people: those who follow a profile, or those it follows. */
export type PeopleKind = 'followers' | 'following';

/** Query keys of the graph feature (profiles, pop-ups, people lists): one factory, so no key is written twice. */
export const graphKeys = {
  all: ['graph'] as const,
  profiles: () => ['graph', 'profile'] as const,
  profile: (profileUrl: string) => ['graph', 'profile', profileUrl] as const,
  popup: (id: number) => ['graph', 'popup', id] as const,
  people: () => ['graph', 'people'] as const,
  peopleOf: (profileUrl: string, kind: PeopleKind, page: number, q: string) =>
    ['graph', 'people', profileUrl, kind, page, q] as const,
  talents: (page: number) => ['graph', 'people', 'talents', page] as const,
  compCardLink: () => ['graph', 'comp-card-link'] as const,
};
