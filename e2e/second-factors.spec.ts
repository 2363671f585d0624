import type { Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './support/fixtures.ts';
import { createAccount, logIn, logOut } from './support/accounts.ts';
import { expectAccessible } from './support/a11y.ts';

/** The authenticator app's code now for a key as the settings show it (groups of four). */
const codeFor = (shownKey: string) =>
  TOTP.generate({ secret: Secret.fromBase32(shownKey.replace(/\s+/g, '')), digits: 6, period: 30 });

/** Nothing wider than the phone: the page never scrolls sideways. */
async function expectNoSideScroll(page: Page, where: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `page width on ${where}`).toBeLessThanOrEqual(360);
}

/** Nothing in a section reaches past its edge (the settings page around it is wider than 360 px today). */
async function expectFitsIn(section: Locator, where: string): Promise<void> {
  const outside = await section.evaluate((element) => {
    const edge = element.getBoundingClientRect().right;
    return Array.from(element.querySelectorAll('*'))
      .filter((child) => child.getBoundingClientRect().right > edge + 1)
      .map((child) => `${child.tagName}.${child.className}`);
  });
  expect(outside, `elements past the edge on ${where}`).toEqual([]);
}

/**
 * A person turns the authenticator app on in "Seguridad" on a 360 px phone, keeps the recovery codes, and the
 * next login asks for a code after the password; the session list says which factor opened the session.
 */
test.describe('second factors', () => {
  test.use({ viewport: { width: 360, height: 760 } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'es');
    });
  });

  test('turns the authenticator on, then logs in with a code and with a recovery code', async ({ page, request }) => {
    // Three logins (Argon2 each) and two accessibility scans: past 30 s on a loaded two-core CI machine.
    test.setTimeout(90_000);
    const account = await createAccount(request, { type: 'talento' });
    await logIn(page, account.email, account.password);
    await page.goto('/user/settings#seguridad');
    const security = page.getByRole('region', { name: 'Seguridad' });
    await security.getByRole('button', { name: 'Activar la app de autenticación' }).click();
    await expect(security.getByRole('img', { name: /Código QR/ })).toBeVisible();
    await expectAccessible(page, 'the authenticator set-up');
    await expectFitsIn(security, 'the authenticator set-up');
    const key = (await security.locator('.totp-setup__key').textContent()) ?? '';
    await security.getByLabel('Código que muestra la app').fill(codeFor(key));
    await security.getByRole('button', { name: 'Confirmar y activar' }).click();
    const codes = security.getByRole('region', { name: 'Guarda tus códigos de recuperación' });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    const recovery = (await codes.getByRole('listitem').first().textContent()) ?? '';
    await expect(codes.getByRole('link', { name: 'Descargar como .txt' })).toHaveAttribute(
      'download',
      'vitrina-codigos-de-recuperacion.txt',
    );
    await expectAccessible(page, 'the recovery codes');
    await expectFitsIn(security, 'the recovery codes');
    await codes.getByRole('button', { name: 'Ya los guardé' }).click();
    await expect(security.getByText('Te quedan 10 códigos sin usar.')).toBeVisible();

    await logOut(page);
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.locator('main').getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('heading', { name: 'Verificación en dos pasos' })).toBeVisible();
    await expectAccessible(page, 'the login’s second step');
    await expectNoSideScroll(page, 'the login’s second step');
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await page.getByLabel('Código de recuperación').fill(recovery);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page).not.toHaveURL(/\/login$/);

    await page.goto('/user/settings#seguridad');
    const mine = page.getByRole('list', { name: 'Dispositivos con tu sesión abierta' });
    await expect(mine.getByRole('listitem').filter({ hasText: 'Este dispositivo' })).toContainText(
      'Con un código de recuperación',
    );
    await expect(page.getByText('Te quedan 9 códigos sin usar.')).toBeVisible();
  });
});
