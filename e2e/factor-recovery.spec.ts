import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createAccount } from './support/accounts.ts';
import { expectAccessible } from './support/a11y.ts';
import { waitForMail } from './support/mail.ts';
import { pageFor } from './support/messages.ts';
import { grantRole } from './support/roles.ts';
import { codeFor, turnOnTotp } from './support/second-factors.ts';

const texts = {
  es: {
    email: 'Correo electrónico',
    password: 'Contraseña',
    logIn: 'Iniciar sesión',
    sendLink: 'Enviar enlace',
    resetMail: /recupera tu contraseña/,
    resetStep: 'Antes de cambiar tu contraseña',
    code: 'Código de la app',
    verify: 'Verificar',
    newPassword: 'Nueva contraseña',
    repeat: 'Repite la nueva contraseña',
    change: 'Cambiar contraseña',
    changed: 'Tus datos se actualizaron correctamente.',
    lost: '¿Perdiste el acceso a tu app y tus códigos?',
    lostTitle: '¿Perdiste tu app y tus códigos?',
    reason: '¿Qué pasó?',
    send: 'Enviar la solicitud',
    sent: 'Solicitud enviada',
    lostFactors: 'Factores perdidos',
    approve: 'Aprobar',
    approvedMail: /se quitará en 72 horas/,
    cancelTitle: '¿Conservar tu verificación en dos pasos?',
    cancel: 'Cancelar la solicitud',
    cancelled: 'Solicitud cancelada',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    logIn: 'Log in',
    sendLink: 'Send link',
    resetMail: /recover your password/,
    resetStep: 'Before you change your password',
    code: 'App code',
    verify: 'Verify',
    newPassword: 'New password',
    repeat: 'Repeat the new password',
    change: 'Change password',
    changed: 'Your details were updated successfully.',
    lost: 'Lost your app and codes?',
    lostTitle: 'Lost your app and codes?',
    reason: 'What happened?',
    send: 'Send the request',
    sent: 'Request sent',
    lostFactors: 'Lost factors',
    approve: 'Approve',
    approvedMail: /will be removed in 72 hours/,
    cancelTitle: 'Keep your two-step verification?',
    cancel: 'Cancel the request',
    cancelled: 'Request cancelled',
  },
} as const;

async function passwordStep(page: Page, t: (typeof texts)['es' | 'en'], email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.locator('main').getByRole('button', { name: t.logIn }).click();
}

/**
 * A talent with an authenticator forgets her password: the reset link asks her code before the new password. Later,
 * having lost her phone and codes, she asks an admin to remove them from the login's second step; the admin
 * approves in the moderation tool, and she keeps her factors after all with the e-mail's cancel link.
 */
test.describe('recovery with a second factor', () => {
  for (const lang of ['es', 'en'] as const) {
    test(`resets the password through the code, then asks and cancels a removal (${lang})`, async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const t = texts[lang];
      await page.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
      const apellido = lang === 'es' ? 'Prado' : 'Pratt';
      const talent = await createAccount(request, { type: 'talento', lang, nombre: 'Inés', apellido });
      const secret = await turnOnTotp(request, talent);

      await page.goto('/forgot');
      await page.getByLabel(t.email).fill(talent.email);
      await page.getByRole('button', { name: t.sendLink }).click();
      const mail = await waitForMail(talent.email, t.resetMail);
      await page.goto(mail.links.find((l) => /\/forgot\/[^/]+$/.test(l))!);
      await expect(page.getByRole('heading', { name: t.resetStep })).toBeVisible();
      await expect(page).toHaveURL(/\/forgot\//);
      await expectAccessible(page, `the reset's second step (${lang})`);
      await page.getByLabel(t.code).fill(codeFor(secret));
      await page.getByRole('button', { name: t.verify }).click();
      await expect(page).toHaveURL(/\/user\/password$/);
      await page.getByLabel(t.newPassword, { exact: true }).fill('nueva-clave-segura');
      await page.getByLabel(t.repeat).fill('nueva-clave-segura');
      await page.getByRole('button', { name: t.change }).click();
      await expect(page.getByText(t.changed)).toBeVisible();
      await page.goto('/logout');
      await expect(page).toHaveURL(/\/$/);

      await passwordStep(page, t, talent.email, 'nueva-clave-segura');
      await page.getByRole('button', { name: t.lost }).click();
      await expect(page.getByRole('heading', { name: t.lostTitle })).toBeFocused();
      await expectAccessible(page, `the request to remove lost factors (${lang})`);
      await page.getByLabel(t.reason).fill(lang === 'es' ? 'Perdí el teléfono y los códigos' : 'Lost my phone');
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('heading', { name: t.sent })).toBeVisible();

      const admin = await createAccount(request, { type: 'agencia', lang, nombre: 'Ada', apellido: 'Admin' });
      await grantRole(request, admin, 'admin');
      const desk = await pageFor(browser, baseURL, admin, lang);
      await desk.goto('/moderacion');
      await desk.getByRole('button', { name: t.lostFactors }).click();
      const card = desk.getByRole('article', { name: `Inés ${apellido}` });
      await expect(card).toBeVisible();
      await expectAccessible(desk, `the admins' list of lost factors (${lang})`);
      await card.getByRole('button', { name: t.approve }).click();
      await expect(card).toContainText(lang === 'es' ? 'Aprobado' : 'Approved');
      await desk.context().close();

      const approved = await waitForMail(talent.email, t.approvedMail);
      const cancelLink = approved.links.find((l) => l.includes('/seguridad/cancelar-retiro#'))!;
      await page.goto(cancelLink);
      await expect(page.getByRole('heading', { name: t.cancelTitle })).toBeVisible();
      await expectAccessible(page, `the cancel page (${lang})`);
      await page.getByRole('button', { name: t.cancel }).click();
      await expect(page.getByRole('heading', { name: t.cancelled })).toBeVisible();
    });
  }
});
