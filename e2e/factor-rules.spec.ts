import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createAccount, logIn } from './support/accounts.ts';
import { expectAccessible } from './support/a11y.ts';
import { legacyModerators } from './support/e2e-env.ts';
import { testOnOwnServer } from './support/localhost-server.ts';
import { logInWithToken } from './support/messages.ts';
import { totpCode, turnOnFactor } from './support/roles.ts';

const texts = {
  es: {
    required: 'Activa un segundo factor para moderar',
    toSecurity: 'Ir a Seguridad',
    security: 'Seguridad',
    turnOn: 'Activar la app de autenticación',
    firstCode: 'Código que muestra la app',
    confirm: 'Confirmar y activar',
    saved: 'Ya los guardé',
    queue: 'Moderación',
    current: 'Contraseña actual',
    new: 'Nueva contraseña',
    repeat: 'Repite la nueva contraseña',
    change: 'Cambiar contraseña',
    dialog: 'Confirma que eres tú',
    code: 'Código de la app',
    submit: 'Confirmar y seguir',
    updated: 'Tus datos se actualizaron correctamente.',
  },
  en: {
    required: 'Turn on a second factor to moderate',
    toSecurity: 'Go to Security',
    security: 'Security',
    turnOn: 'Turn on the authenticator app',
    firstCode: 'Code the app shows',
    confirm: 'Confirm and turn on',
    saved: 'I have saved them',
    queue: 'Moderation',
    current: 'Current password',
    new: 'New password',
    repeat: 'Repeat the new password',
    change: 'Change password',
    dialog: 'Confirm it is you',
    code: 'App code',
    submit: 'Confirm and continue',
    updated: 'Your details were updated successfully.',
  },
} as const;

/** Turns the authenticator on in settings' security section, as a person does. */
async function turnOnInSettings(page: Page, t: (typeof texts)['es' | 'en']): Promise<void> {
  const security = page.getByRole('region', { name: t.security });
  await security.getByRole('button', { name: t.turnOn }).click();
  const key = (await security.locator('.totp-setup__key').textContent()) ?? '';
  await security.getByLabel(t.firstCode).fill(totpCode(key));
  await security.getByRole('button', { name: t.confirm }).click();
  await security.getByRole('button', { name: t.saved }).click();
}

/**
 * Decision 0052 in the browser: a moderator whose role predates the rule is asked to add a factor before the
 * queue opens, adds an authenticator and sees the queue; below, a password change past the step-up window opens
 * the step-up dialog, which renews the verification with a code and lets the change through.
 */
test.describe('who must have a second factor, and step-up', () => {
  for (const lang of ['es', 'en'] as const) {
    test(`a moderator without a factor adds one before the queue opens (${lang})`, async ({ page }) => {
      const t = texts[lang];
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await logIn(page, legacyModerators()[lang], 'clave-inicial-123', lang);
      await page.goto('/moderacion');
      await expect(page.getByRole('heading', { level: 1, name: t.required })).toBeVisible();
      await expectAccessible(page, `the factor required to moderate (${lang})`);
      await page.getByRole('link', { name: t.toSecurity }).click();
      await expect(page).toHaveURL(/\/user\/settings#seguridad$/);
      await turnOnInSettings(page, t);
      await page.goto('/moderacion');
      await expect(page.getByRole('heading', { level: 1, name: t.queue })).toBeVisible();
    });
  }
});

// Its own server, whose step-up window runs out within the journey instead of after the shared server's 10 minutes.
const STEP_UP_S = 15;
const stepUpTest = testOnOwnServer({ env: { STEP_UP_WINDOW: String(STEP_UP_S) } });

stepUpTest(
  'a password change past the step-up window asks for a code in a dialog, then goes through',
  async ({ browser, baseURL, request }) => {
    stepUpTest.setTimeout(120_000);
    const people = await Promise.all(
      (['es', 'en'] as const).map(async (lang) => {
        const account = await createAccount(request, { type: 'talento', lang });
        const secret = await turnOnFactor(request, account);
        const page = await browser.newPage({ baseURL });
        await logInWithToken(page, account, lang);
        return { lang, account, secret, page };
      }),
    );
    // This journey's server has a STEP_UP_WINDOW of STEP_UP_S: both sessions' verification runs out.
    await people[0]!.page.waitForTimeout(STEP_UP_S * 1000 + 1000);
    for (const { lang, account, secret, page } of people) {
      const t = texts[lang];
      await page.goto('/user/password');
      await page.getByLabel(t.current, { exact: true }).fill(account.password);
      await page.getByLabel(t.new, { exact: true }).fill('otra-clave-segura-2026');
      await page.getByLabel(t.repeat, { exact: true }).fill('otra-clave-segura-2026');
      await page.getByRole('button', { name: t.change }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(t.code)).toBeFocused();
      await expectAccessible(page, `the step-up dialog (${lang})`);
      await dialog.getByLabel(t.code).fill(totpCode(secret));
      await dialog.getByRole('button', { name: t.submit }).click();
      await expect(dialog).toBeHidden();
      // The refused change was sent again once the dialog renewed the verification.
      await expect(page.getByText(t.updated)).toBeVisible();
      const login = await request.post('/api/users/authenticate', {
        data: { email: account.email, password: 'otra-clave-segura-2026' },
      });
      expect(login.ok(), await login.text()).toBe(true);
      await page.close();
    }
  },
);
