import { expect, test } from '../support/fixtures.ts';
import { shot } from '../support/screenshots.ts';
import { createAccount, logIn, logOut } from '../support/accounts.ts';
import { test as localhostTest } from '../support/localhost-server.ts';
import { passkeyPage } from '../support/passkeys.ts';
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

/** Passkeys: the settings' part with one passkey and its add form, the login's button and the second step. */
test.describe('passkeys screenshots', () => {
  for (const lang of ['es', 'en'] as const) {
    localhostTest(`passkeys in ${lang}`, async ({ page, request }) => {
      localhostTest.setTimeout(120_000);
      const es = lang === 'es';
      await passkeyPage(page, lang);
      const agency = await createAccount(request, { type: 'agencia', lang, nombre: 'Estudio', apellido: 'Norte' });
      await logIn(page, agency.email, agency.password, lang);
      await page.goto('/user/settings#seguridad');
      const security = page.getByRole('region', { name: es ? 'Seguridad' : 'Security' });
      await security.getByRole('button', { name: es ? 'Añadir una llave de acceso' : 'Add a passkey' }).click();
      await security.getByLabel(es ? 'Nombre de la llave' : 'Passkey name').fill(es ? 'Mi portátil' : 'My laptop');
      for (const [width, height] of widths) {
        await page.setViewportSize({ width, height });
        await security
          .getByRole('button', { name: es ? 'Crear la llave' : 'Create the passkey' })
          .evaluate((button) => button.scrollIntoView({ block: 'center' }));
        await shot(page, `passkeys-${lang}-${width}-add`, { settleMs: 300 });
      }
      await security.getByRole('button', { name: es ? 'Crear la llave' : 'Create the passkey' }).click();
      await security.getByRole('button', { name: es ? 'Ya los guardé' : 'I have saved them' }).click();
      await security.getByRole('button', { name: es ? 'Eliminar Mi portátil' : 'Remove My laptop' }).click();
      for (const [width, height] of widths) {
        await page.setViewportSize({ width, height });
        await security
          .getByRole('button', { name: es ? 'Sí, eliminar' : 'Yes, remove' })
          .evaluate((button) => button.scrollIntoView({ block: 'center' }));
        await shot(page, `passkeys-${lang}-${width}-list`, { settleMs: 300 });
      }
      await logOut(page);
      await page.evaluate(() => localStorage.setItem('e2e-no-picker', '1'));
      for (const [width, height] of widths) {
        await page.setViewportSize({ width, height });
        await page.goto('/login');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shot(page, `passkeys-${lang}-${width}-login`, { settleMs: 600 });
      }
      await page.getByLabel(es ? 'Correo electrónico' : 'E-mail').fill(agency.email);
      await page.getByLabel(es ? 'Contraseña' : 'Password', { exact: true }).fill(agency.password);
      await page
        .locator('main')
        .getByRole('button', { name: es ? 'Iniciar sesión' : 'Log in' })
        .click();
      await expect(page.getByRole('button', { name: es ? 'Usar una llave de acceso' : 'Use a passkey' })).toBeVisible();
      for (const [width, height] of widths) {
        await page.setViewportSize({ width, height });
        await shot(page, `passkeys-${lang}-${width}-second-step`, { settleMs: 300 });
      }
    });
  }
});
