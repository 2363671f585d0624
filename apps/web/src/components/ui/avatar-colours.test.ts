import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The sRGB channels (0–1) of `hsl(h s% l%)`, as CSS computes them. */
function rgbOf(hue: number, saturation: number, lightness: number): number[] {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

/** WCAG 2's relative luminance and contrast ratio. */
function luminance(rgb: number[]): number {
  const [r, g, b] = rgb.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: number[], b: number[]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The saturation and lightness the avatar rule gives a property, whatever hue a name hashes to. */
function declared(css: string, property: 'background' | 'color'): [number, number] {
  const rule = /\.avatar \{([^}]*)\}/.exec(css)?.[1] ?? '';
  const match = new RegExp(`\\n\\s*${property}: hsl\\(var\\(--avatar-hue, \\d+\\) (\\d+)% (\\d+)%\\)`).exec(rule);
  if (!match) throw new Error(`no hsl ${property} in .avatar`);
  return [Number(match[1]), Number(match[2])];
}

describe('avatar initials', () => {
  it('read at 4.5:1 or better on their background for every hue a name can hash to', () => {
    const css = readFileSync(join(import.meta.dirname, 'avatar.css'), 'utf8');
    const [textS, textL] = declared(css, 'color');
    const [backS, backL] = declared(css, 'background');
    const worst = Array.from({ length: 360 }, (_, hue) => ({
      hue,
      ratio: contrast(rgbOf(hue, textS, textL), rgbOf(hue, backS, backL)),
    })).sort((a, b) => a.ratio - b.ratio)[0]!;
    // Initials are as small as 11 px, so they need the normal-text ratio (axe's color-contrast rule).
    expect(worst.ratio, `hue ${worst.hue}`).toBeGreaterThanOrEqual(4.5);
  });
});
