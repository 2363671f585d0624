import { useQuery } from '@tanstack/react-query';
import type { SubscribedCategoryEntry } from '@vitrina/contract/categories';
import { categoriesEndpoints } from '@vitrina/contract/endpoints/categories';
import { call } from '@/lib/api-client.ts';
import { categoriesKeys } from './categories-keys.ts';

/** GET /categories/:lang/full/subscribed → the eight categories with the current user's `subscribed` flag. */
export function listSubscribedCategories(lang: 'es' | 'en', signal?: AbortSignal): Promise<SubscribedCategoryEntry[]> {
  return call(categoriesEndpoints.listSubscribed, { params: { lang }, signal });
}

export function useSubscribedCategories(lang: 'es' | 'en') {
  return useQuery({
    queryKey: categoriesKeys.subscribed(lang),
    queryFn: ({ signal }) => listSubscribedCategories(lang, signal),
    staleTime: 0,
  });
}
