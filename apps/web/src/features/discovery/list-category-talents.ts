import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { discoveryEndpoints } from '@vitrina/contract/endpoints/discovery';
import { call } from '@/lib/api-client.ts';
import { discoveryKeys } from './discovery-keys.ts';

/**
 * GET /api/categories/users/{slug}?page=N[&country=CC] → the talents of a category (`all`: of every one), of
 * one country or (no `country`) of all. An unknown slug answers 404.
 */
export function listCategoryTalents(slug: string, country: string | null, page: number, signal?: AbortSignal) {
  const query = country ? { page, country } : { page };
  return call(discoveryEndpoints.byCategory, { params: { slug }, query, signal });
}

export function useCategoryTalents(slug: string, country: string | null, page: number) {
  return useQuery({
    queryKey: discoveryKeys.category(slug, country, page),
    queryFn: ({ signal }) => listCategoryTalents(slug, country, page, signal),
    placeholderData: keepPreviousData,
  });
}
