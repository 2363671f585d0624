import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures.ts';

/**
 * Not a check: saves full-page PNGs of the landing and legal pages in both languages at phone and
 * desktop widths, for design review. Runs only in `npm run design -w e2e` (this file alone: `npm run screenshots -w e2e`).
 * Output folder: SHOTS_DIR, default /tmp/shots.
 */
const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const pages = [
  ['landing', '/'],
  ['terminos', '/terminos'],
  ['privacidad', '/politicas-privacidad'],
  ['cookies', '/politicas-cookies'],
  ['contacto', '/contacto'],
] as const;
const widths = [
  [390, 844],
  [1440, 900],
] as const;

test.describe('screenshots', () => {
  for (const lang of ['es', 'en'] as const) {
    for (const [width, height] of widths) {
      test(`${lang} at ${width}px`, async ({ page }) => {
        mkdirSync(outDir, { recursive: true });
        await page.setViewportSize({ width, height });
        await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        for (const [name, url] of pages) {
          await page.goto(url);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page.locator('main h1, main h2').first()).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          await page.waitForTimeout(600);
          await page.screenshot({ path: path.join(outDir, `${name}-${lang}-${width}.png`), fullPage: true });
          if (name === 'landing') {
            // The other hero slides, as the first screen shows them.
            for (const slide of [2, 3]) {
              await page
                .locator('.hero__dot')
                .nth(slide - 1)
                .click();
              await page.mouse.move(0, 0);
              await page.waitForTimeout(600);
              await page.screenshot({ path: path.join(outDir, `landing-slide${slide}-${lang}-${width}.png`) });
            }
          }
        }
      });
    }
  }
});
