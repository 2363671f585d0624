import type { Page } from '@playwright/test';
import { createAccount } from '../support/accounts.ts';
import { expect, test } from '../support/fixtures.ts';
import { publishViaApi } from '../support/posts.ts';
import { shot } from '../support/screenshots.ts';

/**
 * Design review of a new account's first hour, phone and desktop, es and en (`npm run design -w e2e`, PNGs
 * in SHOTS_DIR): the wizard's end with people to follow, the empty feed's suggestions, the shell's
 * "reconnecting…" and the 404 page.
 */

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

async function logInAs(page: Page, token: string, lang: 'es' | 'en') {
  await page.addInitScript(
    ([t, l]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('lang', l);
    },
    [token, lang] as const,
  );
}

for (const lang of ['es', 'en'] as const) {
  for (const [device, viewport] of Object.entries(viewports)) {
    test(`the first hour (${lang}, ${device})`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      // Talents with posts, so there are people to suggest.
      for (const [nombre, apellido] of [
        ['Lucía', 'Montes'],
        ['Diego', 'Salas Ortiz'],
        ['Camila', 'Reyes'],
      ] as const) {
        const talent = await createAccount(request, { type: 'talento', lang, nombre, apellido });
        await publishViaApi(request, talent.token, `Mi trabajo más reciente, por ${nombre}`);
      }
      const account = await createAccount(request, { type: 'talento', lang, nombre: 'Nora', apellido: 'Vidal' });
      await logInAs(page, account.token, lang);

      // The wizard's last step: finishing ends with people to follow.
      await page.goto('/register/wizard?paso=5');
      await page.getByRole('button', { name: lang === 'es' ? 'Terminar' : 'Finish' }).click();
      await expect(
        page.getByRole('heading', {
          name: lang === 'es' ? '¡Listo! Sigue a otros talentos' : 'All set! Follow other talents',
        }),
      ).toBeVisible();
      await page
        .getByRole('button', { name: lang === 'es' ? /^Seguir a / : /^Follow / })
        .first()
        .waitFor();
      await shot(page, `first-hour-wizard-end-${lang}-${device}`, { fullPage: true });

      // The empty followed feed offers the same.
      await page.goto('/noticias');
      await page
        .getByRole('button', { name: lang === 'es' ? /^Seguir a / : /^Follow / })
        .first()
        .waitFor();
      await page.locator('.feed-empty').scrollIntoViewIfNeeded();
      await shot(page, `first-hour-empty-feed-${lang}-${device}`);

      // The 404 page, in the person's shell.
      await page.goto('/ruta-que-no-existe');
      await page.getByText('404').waitFor();
      await shot(page, `first-hour-404-${lang}-${device}`);

      // The live connection refused: after a few seconds the shell says it is reconnecting.
      await page.routeWebSocket(/socket\.io/, (socket) => socket.close());
      await page.goto('/noticias');
      await expect(page.getByText(lang === 'es' ? 'Reconectando…' : 'Reconnecting…')).toBeVisible({
        timeout: 15_000,
      });
      await shot(page, `first-hour-reconnecting-${lang}-${device}`);
    });
  }
}

test(`the 404 page for a visitor`, async ({ page }) => {
  for (const [device, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    await page.goto('/ruta-que-no-existe');
    await page.getByText('404').waitFor();
    await shot(page, `first-hour-404-visitor-es-${device}`);
  }
});
