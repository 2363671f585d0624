import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './page-window.ts';

describe('the window of page links', () => {
  it('shows every page when there are eight or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(8, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keeps eight links around the current page, clamped at both ends', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pageWindow(20, 20)).toEqual([13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(99, 20)).toEqual([13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('has no links for an empty list', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(13, 12)).toBe(2);
  });
});
