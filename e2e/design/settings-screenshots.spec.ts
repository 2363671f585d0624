import { expect, test } from '../support/fixtures.ts';
import { shot } from '../support/screenshots.ts';
import { createAccount } from '../support/accounts.ts';
import { logInWithToken } from '../support/messages.ts';

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
});
