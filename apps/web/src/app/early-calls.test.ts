import { describe, expect, it } from 'vitest';
import { earlyCalls } from './early-calls.ts';

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
