import { describe, expect, it } from 'vitest';
import { coverSources } from '@/features/profiles/cover-sources.ts';
import { earlyCalls, preloadCover, profileCall } from './early-calls.ts';

describe('the calls a logged-in page starts before its chunks load', () => {
  it('asks for the session everywhere, and the feed’s first page on the feed in its filter', () => {
    expect(earlyCalls('/explorar', '')).toEqual(['/users/self']);
    expect(earlyCalls('/noticias', '')).toEqual(['/users/self', '/posts/feed?page=1']);
    expect(earlyCalls('/noticias/', '?ver=todos')).toEqual(['/users/self', '/posts/feed?page=1&filter=agencia']);
  });

  it('asks for the profile on a profile and its tabs, its address as the profile call encodes it', () => {
    expect(earlyCalls('/profile/ana-lopez', '')).toEqual(['/users/self', '/users/ana-lopez/profile']);
    expect(earlyCalls('/profile/Jos%C3%A9%20M/fotos', '')).toEqual(['/users/self', '/users/Jos%C3%A9%20M/profile']);
    expect(earlyCalls('/profile/%E0%A4%A', '')).toEqual(['/users/self']);
  });
});

describe('the cover a profile’s early answer names', () => {
  it('is preloaded with the header’s own sources as soon as the answer arrives', async () => {
    const answer = Promise.resolve(Response.json({ user: { coverImage: 'cover_1.jpg' } }));
    preloadCover(answer);
    await expect.poll(() => document.head.querySelector('link[rel="preload"][as="image"]')).not.toBeNull();
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')!;
    const sources = coverSources('cover_1.jpg');
    expect(link.getAttribute('href')).toBe(sources.src);
    expect(link.getAttribute('imagesrcset')).toBe(sources.srcSet);
    expect(link.getAttribute('imagesizes')).toBe(sources.sizes);
    // The answer is still whole for the call that claims it.
    expect(await (await answer).json()).toEqual({ user: { coverImage: 'cover_1.jpg' } });
    link.remove();
  });

  it('is not preloaded when the profile has none or the answer failed', async () => {
    preloadCover(Promise.resolve(Response.json({ user: { coverImage: null } })));
    preloadCover(Promise.resolve(new Response('{}', { status: 404 })));
    preloadCover(Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
  });

  it('is looked for on profile pages only', () => {
    expect(profileCall('/profile/ana-lopez/fotos')).toBe('/users/ana-lopez/profile');
    expect(profileCall('/noticias')).toBeUndefined();
    expect(profileCall('/profile/%E0%A4%A')).toBeUndefined();
  });
});
