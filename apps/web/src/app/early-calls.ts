import { coverSources } from '@/features/profiles/cover-sources.ts';
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
  const profile = profileCall(path);
  if (profile) calls.push(profile);
  return calls;
}

/**
 * A profile and its tabs (/profile/:id/…): the person's profile, which its header needs first; its answer
 * names the cover, the page's largest paint on a phone.
 */
export function profileCall(pathname: string): string | undefined {
  const profile = /^\/profile\/([^/]+)/i.exec(pathname)?.[1];
  if (!profile) return undefined;
  try {
    return `/users/${encodeURIComponent(decodeURIComponent(profile))}/profile`;
  } catch {
    return undefined; // A malformed address: the page itself will say it was not found.
  }
}

/**
 * Preloads the cover a profile answer names as soon as the early answer arrives, rather than once the
 * profile's chunks have loaded and rendered its header (the same sources, so the header finds it cached).
 */
export function preloadCover(answer: Promise<Response>): void {
  answer
    .then((response) =>
      response.ok ? (response.clone().json() as Promise<{ user?: { coverImage?: string | null } }>) : undefined,
    )
    .then((body) => {
      const cover = body?.user?.coverImage;
      if (!cover) return;
      const { src, srcSet, sizes } = coverSources(cover);
      const link = document.createElement('link');
      const attributes = { rel: 'preload', as: 'image', href: src, imagesrcset: srcSet, imagesizes: sizes };
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
      link.setAttribute('fetchpriority', 'high');
      document.head.append(link);
    })
    .catch(() => undefined);
}
