import { describe, expect, it } from 'vitest';
import { clampPan, clampZoom, fotoIndex, swipeStep, wallRatio, withFoto } from './viewer-rules.ts';

describe('the viewer address', () => {
  it('reads ?foto=N counted from 1, and nothing out of range or malformed', () => {
    expect(fotoIndex('1', 3)).toBe(0);
    expect(fotoIndex('3', 3)).toBe(2);
    for (const bad of [null, '', '0', '4', '-1', '1.5', '01', 'abc', '9999999'])
      expect(fotoIndex(bad, 3), String(bad)).toBeNull();
    expect(fotoIndex('1', 0)).toBeNull();
  });

  it('sets and removes foto and keeps the other parameters', () => {
    const query = new URLSearchParams('page=2');
    expect(withFoto(query, 4).toString()).toBe('page=2&foto=5');
    expect(withFoto(new URLSearchParams('page=2&foto=5'), null).toString()).toBe('page=2');
    expect(query.toString()).toBe('page=2');
  });
});

describe('the viewer gestures', () => {
  it('takes a long sideways move as a swipe, left for the next photo', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
    expect(swipeStep(30, 0)).toBe(0);
    expect(swipeStep(-80, 90)).toBe(0);
  });

  it('keeps the zoom between 1 and 4 and the pan within the overflow', () => {
    expect([clampZoom(0.2), clampZoom(2), clampZoom(9), clampZoom(Number.NaN)]).toEqual([1, 2, 4, 1]);
    expect(clampPan(500, 2, 400)).toBe(200);
    expect(clampPan(-500, 2, 400)).toBe(-200);
    expect(clampPan(50, 1, 400)).toBe(0);
  });

  it('gives the wall a tamed shape for each photo', () => {
    expect(wallRatio(300, 200)).toBe(1.5);
    expect(wallRatio(null, 200)).toBe(1);
    expect(wallRatio(5000, 100)).toBe(2.5);
    expect(wallRatio(100, 5000)).toBe(0.5);
  });
});
