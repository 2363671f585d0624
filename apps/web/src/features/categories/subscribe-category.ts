import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscribedCategoryEntry } from '@vitrina/contract/categories';
import { categoriesEndpoints } from '@vitrina/contract/endpoints/categories';
import { call } from '@/lib/api-client.ts';
import { categoriesKeys } from './categories-keys.ts';

interface Subscription {
  categoryId: number;
  subscribed: boolean;
}

/** POST /categories/subscribe or /categories/unsubscribe { categoryId } → { categoryId, subscribed } (idempotent). */
export function setCategorySubscription({ categoryId, subscribed }: Subscription): Promise<Subscription> {
  const endpoint = subscribed ? categoriesEndpoints.subscribe : categoriesEndpoints.unsubscribe;
  return call(endpoint, { body: { categoryId } });
}

/** Applies at once and shows it at once; a failure puts the box back as it was. */
export function useCategorySubscription(lang: 'es' | 'en') {
  const queryClient = useQueryClient();
  const key = categoriesKeys.subscribed(lang);
  const apply = (change: Subscription) =>
    queryClient.setQueryData<SubscribedCategoryEntry[]>(key, (list) =>
      list?.map((entry) => (entry.id === change.categoryId ? { ...entry, subscribed: change.subscribed } : entry)),
    );
  return useMutation({
    mutationFn: setCategorySubscription,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      apply(change);
    },
    onError: (_error, change) => apply({ ...change, subscribed: !change.subscribed }),
    onSuccess: (result) => apply(result),
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoriesKeys.all, refetchType: 'none' }),
  });
}
