import { useQuery } from '@tanstack/react-query';
import type { CategoryEntry } from '@vitrina/contract/categories';
import { categoriesEndpoints } from '@vitrina/contract/endpoints/categories';
import { call } from '@/lib/api-client.ts';
import { categoriesKeys } from './categories-keys.ts';

/** GET /categories/:lang/full → the eight categories, named in `lang`. */
export function listCategories(lang: 'es' | 'en', signal?: AbortSignal): Promise<CategoryEntry[]> {
  return call(categoriesEndpoints.list, { params: { lang }, signal });
}

export function useCategories(lang: 'es' | 'en') {
  return useQuery({
    queryKey: categoriesKeys.list(lang),
    queryFn: ({ signal }) => listCategories(lang, signal),
    staleTime: Infinity,
  });
}
