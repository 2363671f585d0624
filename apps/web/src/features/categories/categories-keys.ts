import type { Lang } from '@vitrina/contract/constants';

/** Query keys of the categories feature: one factory, so no key is written twice. */
export const categoriesKeys = {
  all: ['categories'] as const,
  list: (lang: Lang) => ['categories', lang] as const,
  subscribed: (lang: Lang) => ['categories', lang, 'subscribed'] as const,
};
