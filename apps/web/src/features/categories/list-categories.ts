import { useQuery } from '@tanstack/react-query';
import type { CategoryEntry } from '@vitrina/contract/categories';
import { api } from '@/lib/api-client.ts';
import { categoriesKeys } from './categories-keys.ts';

/** GET /categories/:lang/full → the eight categories, named in `lang`. */
export function listCategories(lang: 'es' | 'en', signal?: AbortSignal): Promise<CategoryEntry[]> {
  return api<CategoryEntry[]>(`/categories/${lang}/full`, { signal });
}

export function useCategories(lang: 'es' | 'en') {
  return useQuery({
    queryKey: categoriesKeys.list(lang),
    queryFn: ({ signal }) => listCategories(lang, signal),
    staleTime: Infinity,
  });
}
