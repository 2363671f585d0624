import { feedFilterOf, feedQueryString } from '@/features/posts/api/feed-paging.ts';
import { paths } from '@/lib/paths.ts';

/**
 * What a logged-in page asks the server for first, known from its address alone: started by main.tsx
 * beside the app's chunks (`callEarly`), claimed by the screens' own calls.
 */
export function earlyCalls(pathname: string, search: string): string[] {
  const calls = ['/users/self'];
  const path = pathname.replace(/\/+$/, '');
  if (path === paths.news) {
    calls.push(`/posts/feed?${feedQueryString({ page: 1 }, feedFilterOf(new URLSearchParams(search)))}`);
  }
  // A profile and its tabs (/profile/:id/…): the person's profile, which its header and cover need first.
  const profile = /^\/profile\/([^/]+)/i.exec(path)?.[1];
  if (profile) {
    try {
      calls.push(`/users/${encodeURIComponent(decodeURIComponent(profile))}/profile`);
    } catch {
      // A malformed address: the page itself will say it was not found.
    }
  }
  return calls;
}
