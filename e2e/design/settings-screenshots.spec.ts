import { expect, test } from '../support/fixtures.ts';
import { shot } from '../support/screenshots.ts';
import { createAccount } from '../support/accounts.ts';
import { logIn } from '../support/accounts.ts';
import { legacyModerators } from '../support/e2e-env.ts';
import { logInWithToken } from '../support/messages.ts';
import { verifyAgency } from '../support/roles.ts';

/**
 * Not a check: saves PNGs of a talent's settings — the page's top and navigation, the alerts of roles that fit her
 * and the security section — and the board with its saved searches, at phone (360) and desktop (1280) widths, in
 * Spanish and English. Runs only in `npm run design -w e2e`. Output folder: SHOTS_DIR (/tmp/shots).
 */
const widths = [
  [360, 780],
  [1280, 800],
] as const;

test.describe('settings screenshots', () => {
  for (const lang of ['es', 'en'] as const) {
    test(`settings in ${lang}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const es = lang === 'es';
      const talent = await createAccount(request, { type: 'talento', lang, nombre: 'Maite', apellido: 'Garmendia' });
      await logInWithToken(page, talent, lang);
      for (const [width, height] of widths) {
        await page.setViewportSize({ width, height });
        await page.goto('/user/settings');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shot(page, `settings-${lang}-${width}-top`, { settleMs: 600 });
        for (const [name, region] of [
          ['fits', es ? 'Papeles que encajan contigo' : 'Roles that fit you'],
          ['security', es ? 'Seguridad' : 'Security'],
        ] as const) {
          const heading = page.getByRole('heading', { name: region, exact: true }).first();
          await heading.scrollIntoViewIfNeeded();
          await shot(page, `settings-${lang}-${width}-${name}`, { settleMs: 300 });
        }
        await page.goto('/oportunidades');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shot(page, `board-${lang}-${width}`, { settleMs: 600 });
      }
    });
  }

  // Decision 0052's screens: the queue's factor screen, the step-up dialog, the agency's banner and the offer.
  for (const lang of ['es', 'en'] as const) {
    test(`second-factor rules in ${lang}`, async ({ page, browser, baseURL, request }) => {
      test.setTimeout(180_000);
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await logIn(page, legacyModerators()[lang], 'clave-inicial-123', lang);
      const agency = await createAccount(request, { type: 'agencia', lang, nombre: 'Estudio', apellido: 'Norte' });
      await verifyAgency(request, agency);
      const agencyPage = await browser.newPage({ baseURL });
      await logInWithToken(agencyPage, agency, lang);
      // The step-up dialog opens on the server's refusal; here the refusal is answered once without waiting out
      // the window (the journey factor-rules.spec.ts waits for the real one).
      await page.route('**/api/users/password', (route) =>
        route.fulfill({ status: 403, json: { error: 'step_up_required', message: '', errors: [] } }),
      );
      for (const [width, height] of widths) {
        await page.setViewportSize({ width, height });
        await page.goto('/moderacion');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shot(page, `factor-required-${lang}-${width}`, { settleMs: 600 });
        await page.goto('/user/password');
        await page.locator('input[type=password]').first().fill('clave-inicial-123');
        await page.locator('input[type=password]').nth(1).fill('otra-clave-segura-2026');
        await page.locator('input[type=password]').nth(2).fill('otra-clave-segura-2026');
        await page.locator('form button[type=submit]').click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await shot(page, `step-up-${lang}-${width}`, { settleMs: 400 });
        await page.keyboard.press('Escape');
        await agencyPage.setViewportSize({ width, height });
        await agencyPage.goto('/noticias');
        await expect(agencyPage.getByRole('status').filter({ hasText: /2026|2027/ })).toBeVisible();
        await shot(agencyPage, `agency-factor-banner-${lang}-${width}`, { settleMs: 600 });
      }
      await agencyPage.close();
    });
  }
});
