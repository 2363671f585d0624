import { feedFilterOf, feedQueryString } from '@/features/posts/api/feed-paging.ts';
import { paths } from '@/lib/paths.ts';

/**
 * What a logged-in page asks the server for first, known from its address alone: started by main.tsx
 * beside the app's chunks (`callEarly`), claimed by the screens' own calls.
 */
export function earlyCalls(pathname: string, search: string): string[] {
  const calls = ['/users/self'];
  if (pathname.replace(/\/+$/, '') === paths.news) {
    calls.push(`/posts/feed?${feedQueryString({ page: 1 }, feedFilterOf(new URLSearchParams(search)))}`);
  }
  return calls;
}
