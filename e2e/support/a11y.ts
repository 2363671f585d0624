import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * axe-core (shipped inside @axe-core/playwright) on the page as it is now, against WCAG 2.2 A and AA;
 * fails on any serious or critical violation, listing each rule and the elements it found. Legacy mode runs
 * axe in the page itself instead of finishing in a blank page it opens, and only violations are collected:
 * a check took 0.6–1.2 s instead of 1.3–2.9 s (the app has no cross-origin frames to miss).
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .slice(0, 6)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  expect(blocking, `accessibility violations on ${where}`).toEqual([]);
}

/**
 * Waits for the finite animations running now (the app's 500 ms fade-in, a dialog's entrance): axe reads the
 * colours as painted, and halfway through a fade every muted text fails the contrast rule.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The API's answers a page asks for on purpose and shows as a state: a link that does not work (400
 * `token_invalid` on recovery, confirmation and the e-mail change's undo: "this link no longer works"; 404 for a
 * guardian's unknown link), an agency without categories on the explore home and its lists (409
 * `categories_required`: "choose your categories"), and the not-found page itself, answered with a 404.
 */
const expectedAnswers: Record<string, number> = {
  '/forgot/enlace-que-no-existe': 400,
  '/user/email/undo': 400,
  '/register/confirmation': 400,
  '/explorar': 409,
  '/explorar/destacados': 409,
  '/ruta-que-no-existe': 404,
  '/moderacion': 404,
  '/tutor/enlace-que-no-existe-de-prueba': 404,
};
/** The expected answers of these paths, for `watchConsole`. */
export const expecting = (...paths: string[]) =>
  Object.fromEntries(paths.map((path) => [path, expectedAnswers[path]!]));

/** One visit of the accessibility journeys: the page loaded and settled, then axe (the console is watched by the caller). */
export async function visit(page: Page, route: string, lang: string): Promise<void> {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#main, main').first()).toBeVisible();
  // Reduced motion (the journeys' setting) leaves no fade-in running: contrast is measured on the final colours.
  await expectAccessible(page, `${route} (${lang})`);
}
