import path from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { shotsDir, shot } from '../support/screenshots.ts';
import { createAccount } from '../support/accounts.ts';
import { logInWithToken } from '../support/messages.ts';

/**
 * Not a check: saves PNGs of leaving Vitrina — the settings' download of one's data (nothing asked, being
 * prepared, ready), the danger zone, the open cancel dialog (empty and
 * with a wrong password), the cancelled notice and the login's restore offer — at phone (390) and desktop
 * (1280) widths, in Spanish and English. Runs only in `npm run design -w e2e`. Output folder: SHOTS_DIR (/tmp/shots).
 */
const widths = [
  [390, 844],
  [1280, 800],
] as const;

test.describe('leaving screenshots', () => {
  for (const lang of ['es', 'en'] as const) {
    test(`leaving in ${lang}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const es = lang === 'es';
      const talent = await createAccount(request, { type: 'talento', lang, nombre: 'Maite', apellido: 'Garmendia' });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await logInWithToken(page, talent, lang);

      // Download my data: nothing asked yet, then (with the answer held back) being prepared, then ready.
      const dataName = es ? 'Descargar mis datos' : 'Download my data';
      for (const [width, height] of widths) {
        await page.setViewportSize({ width, height });
        await page.goto('/user/settings');
        const data = page.getByRole('region', { name: dataName });
        await expect(data.getByRole('button', { name: es ? 'Pedir mis datos' : 'Request my data' })).toBeEnabled();
        await data.scrollIntoViewIfNeeded();
        await shot(page, `leaving-${lang}-${width}-data-none`, { settleMs: 600 });
      }
      await page.route('**/api/users/export', async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const now = Date.now();
        await route.fulfill({
          json: {
            export: {
              status: 'pending',
              requestedAt: new Date(now).toISOString(),
              readyAt: null,
              expiresAt: null,
              downloadUrl: null,
              size: null,
              nextRequestAt: new Date(now + 86_400_000).toISOString(),
            },
          },
        });
      });
      for (const [width, height] of widths) {
        await page.setViewportSize({ width, height });
        await page.goto('/user/settings');
        const data = page.getByRole('region', { name: dataName });
        await expect(data.getByRole('status')).not.toBeEmpty();
        await data.scrollIntoViewIfNeeded();
        await shot(page, `leaving-${lang}-${width}-data-pending`, { settleMs: 600 });
      }
      await page.unroute('**/api/users/export');
      expect((await request.post('/api/users/export', { headers: { 'x-access-token': talent.token } })).status()).toBe(
        202,
      );
      for (const [width, height] of widths) {
        await page.setViewportSize({ width, height });
        await page.goto('/user/settings');
        const data = page.getByRole('region', { name: dataName });
        await expect(data.getByRole('link')).toBeVisible({ timeout: 30_000 });
        await data.scrollIntoViewIfNeeded();
        await shot(page, `leaving-${lang}-${width}-data-ready`, { settleMs: 600 });
        await data.screenshot({ path: path.join(shotsDir, `leaving-${lang}-${width}-data-section.png`) });
      }

      for (const [width, height] of widths) {
        await page.setViewportSize({ width, height });
        await page.goto('/user/settings');
        const section = page.getByRole('region', { name: es ? 'Cancelar mi cuenta' : 'Cancel my account' });
        await section.scrollIntoViewIfNeeded();
        await shot(page, `leaving-${lang}-${width}-settings`, { settleMs: 600 });
        await section.getByRole('button').click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await shot(page, `leaving-${lang}-${width}-dialog`, { settleMs: 600 });
        await dialog.getByLabel(es ? 'Tu contraseña actual' : 'Your current password', { exact: true }).fill('x');
        await dialog.getByRole('button', { name: es ? 'Sí, cancelar mi cuenta' : 'Yes, cancel my account' }).click();
        await expect(dialog.locator('.field__error')).toBeVisible();
        await shot(page, `leaving-${lang}-${width}-dialog-error`, { settleMs: 600 });
      }

      // Cancelled for real at the last width; the notice stays on reload (only its first opening ends the session).
      const dialog = page.getByRole('dialog');
      await dialog
        .getByLabel(es ? 'Tu contraseña actual' : 'Your current password', { exact: true })
        .fill(talent.password);
      await dialog.getByRole('button', { name: es ? 'Sí, cancelar mi cuenta' : 'Yes, cancel my account' }).click();
      await expect(page).toHaveURL(/\/cuenta-cancelada\?fecha=/);
      await page.addInitScript(() => localStorage.removeItem('token'));
      for (const [width, height] of widths) {
        await page.setViewportSize({ width, height });
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shot(page, `leaving-${lang}-${width}-notice`, { settleMs: 600, fullPage: true });
      }

      for (const [width, height] of widths) {
        await page.setViewportSize({ width, height });
        await page.goto('/login');
        await page.getByLabel(es ? 'Correo electrónico' : 'E-mail').fill(talent.email);
        await page.getByLabel(es ? 'Contraseña' : 'Password', { exact: true }).fill(talent.password);
        await page
          .locator('main')
          .getByRole('button', { name: es ? 'Iniciar sesión' : 'Log in' })
          .click();
        await expect(
          page.getByRole('button', { name: es ? 'Restaurar mi cuenta' : 'Restore my account' }),
        ).toBeVisible();
        await shot(page, `leaving-${lang}-${width}-login-offer`, { settleMs: 600, fullPage: true });
      }
    });
  }
});
