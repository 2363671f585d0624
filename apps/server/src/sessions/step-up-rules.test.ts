import { describe, expect, it } from 'vitest';
import { needsStepUp } from './step-up-rules.ts';

const at = new Date('2026-11-28T12:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);

describe('step-up rule', () => {
  it('asks again only when the last proof is older than the window', () => {
    expect(needsStepUp(at, later(600_000), 600_000)).toBe(false);
    expect(needsStepUp(at, later(600_001), 600_000)).toBe(true);
    expect(needsStepUp(at, later(-5_000), 600_000)).toBe(false);
  });

  it('asks when the session has no proof on record', () => {
    expect(needsStepUp(null, at, 600_000)).toBe(true);
  });
});
