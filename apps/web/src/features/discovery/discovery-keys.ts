/** Query keys of the discovery feature (explore lists and the search): one factory, so no key is written twice. */
export const discoveryKeys = {
  all: ['discovery'] as const,
  featured: (page: number) => ['discovery', 'featured', page] as const,
  recent: (page: number) => ['discovery', 'recent', page] as const,
  similar: (seed: number) => ['discovery', 'similar', seed] as const,
  suggestions: (limit: number) => ['discovery', 'suggestions', limit] as const,
  /** `country` null: every country. */
  category: (slug: string, country: string | null, page: number) =>
    ['discovery', 'category', slug, country ?? '*', page] as const,
  /** The header's suggestions share page 1 with the results page: the same call, asked once. */
  search: (term: string, page: number) => ['discovery', 'search', term, page] as const,
  /** Tags starting like the header's words (folded). */
  tags: (prefix: string) => ['discovery', 'tags', prefix] as const,
  trending: () => ['discovery', 'trending'] as const,
};
