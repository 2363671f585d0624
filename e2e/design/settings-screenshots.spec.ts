import { expect, test } from '../support/fixtures.ts';
import { shot } from '../support/screenshots.ts';
import { createAccount, logIn, logOut } from '../support/accounts.ts';
import { legacyModerators } from '../support/e2e-env.ts';
import { test as localhostTest } from '../support/localhost-server.ts';
import { waitForMail } from '../support/mail.ts';
import { logInWithToken, pageFor } from '../support/messages.ts';
import { passkeyPage } from '../support/passkeys.ts';
import { grantRole, verifyAgency } from '../support/roles.ts';
import { turnOnTotp } from '../support/second-factors.ts';

/**
 * Not a check: saves PNGs of a talent's settings — the page's top and navigation, the alerts of roles that fit her
 * and the security section — the board with its saved searches, and the recovery of a second factor (the reset's
 * second step, the request to remove lost factors, the admins' list, the cancel page), at phone (360) and desktop
 * (1280) widths, in Spanish and English. Runs only in `npm run design -w e2e`. Output folder: SHOTS_DIR (/tmp/shots).
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

  for (const lang of ['es', 'en'] as const) {
    test(`recovery of a second factor in ${lang}`, async ({ page, request, browser, baseURL }) => {
      test.setTimeout(120_000);
      const es = lang === 'es';
      const apellido = es ? 'Garmendia' : 'Garner';
      const talent = await createAccount(request, { type: 'talento', lang, nombre: 'Maite', apellido });
      await turnOnTotp(request, talent);
      await page.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
      /** The same screen at both widths, without reloading (a reset link opens once). */
      const both = async (name: string) => {
        for (const [width, height] of widths) {
          await page.setViewportSize({ width, height });
          await shot(page, `recovery-${lang}-${width}-${name}`, { settleMs: 400 });
        }
      };

      await request.post('/api/users/recover/password', { data: { email: talent.email, lang } });
      const reset = await waitForMail(talent.email, es ? /recupera tu contraseña/ : /recover your password/);
      await page.goto(reset.links.find((l) => /\/forgot\/[^/]+$/.test(l))!);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await both('reset-step');

      await page.goto('/login');
      await page.getByLabel(es ? 'Correo electrónico' : 'E-mail').fill(talent.email);
      await page.getByLabel(es ? 'Contraseña' : 'Password', { exact: true }).fill(talent.password);
      await page
        .locator('main')
        .getByRole('button', { name: es ? 'Iniciar sesión' : 'Log in' })
        .click();
      const lost = page.getByRole('button', {
        name: es ? '¿Perdiste el acceso a tu app y tus códigos?' : 'Lost your app and codes?',
      });
      await expect(lost).toBeVisible();
      await both('login-step');
      await lost.click();
      await both('request');
      await page
        .getByRole('textbox')
        .fill(es ? 'Perdí el teléfono y el papel con los códigos.' : 'I lost my phone and the paper with the codes.');
      await page.getByRole('button', { name: es ? 'Enviar la solicitud' : 'Send the request' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await both('request-sent');

      const admin = await createAccount(request, { type: 'agencia', lang, nombre: 'Ada', apellido: 'Admin' });
      await grantRole(request, admin, 'admin');
      const desk = await pageFor(browser, baseURL, admin, lang);
      await desk.goto('/moderacion');
      await desk.getByRole('button', { name: es ? 'Factores perdidos' : 'Lost factors' }).click();
      await expect(desk.getByRole('article', { name: `Maite ${apellido}` })).toBeVisible();
      for (const [width, height] of widths) {
        await desk.setViewportSize({ width, height });
        await shot(desk, `recovery-${lang}-${width}-admin-list`, { settleMs: 400 });
      }
      await desk.context().close();

      const asked = await waitForMail(talent.email, es ? /pediste quitar/ : /you asked to remove/);
      await page.goto(asked.links.find((l) => l.includes('/seguridad/cancelar-retiro#'))!);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await both('cancel');
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
      // Past this server's one-second window a password change asks for step-up, led by the passkey.
      await page.goto('/user/password');
      await page.getByLabel(es ? 'Contraseña actual' : 'Current password', { exact: true }).fill(agency.password);
      for (const label of es
        ? ['Nueva contraseña', 'Repite la nueva contraseña']
        : ['New password', 'Repeat the new password'])
        await page.getByLabel(label, { exact: true }).fill('otra-clave-segura-2026');
      await page.getByRole('button', { name: es ? 'Cambiar contraseña' : 'Change password' }).click();
      const stepUp = page.getByRole('dialog', { name: es ? 'Confirma que eres tú' : 'Confirm it is you' });
      await expect(
        stepUp.getByRole('button', { name: es ? 'Usar una llave de acceso' : 'Use a passkey' }),
      ).toBeVisible();
      for (const [width, height] of widths) {
        await page.setViewportSize({ width, height });
        await shot(page, `passkeys-${lang}-${width}-step-up`, { settleMs: 300 });
      }
      await stepUp.getByRole('button', { name: es ? 'Cancelar' : 'Cancel' }).click();
      await page.goto('/user/settings#seguridad');
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

/** Decision 0052's rules: the queue's factor screen, the step-up dialog, the agency's banner and the offer. */
test.describe('second-factor rules screenshots', () => {
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
