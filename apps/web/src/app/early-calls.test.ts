import { describe, expect, it } from 'vitest';
import { earlyCalls } from './early-calls.ts';

describe('the calls a logged-in page starts before its chunks load', () => {
  it('asks for the session everywhere, and the feed’s first page on the feed in its filter', () => {
    expect(earlyCalls('/profile/ana', '')).toEqual(['/users/self']);
    expect(earlyCalls('/noticias', '')).toEqual(['/users/self', '/posts/feed?page=1']);
    expect(earlyCalls('/noticias/', '?ver=todos')).toEqual(['/users/self', '/posts/feed?page=1&filter=agencia']);
  });
});
