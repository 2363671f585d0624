import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { confirmationLink, uniqueEmail, yearsAgo } from './support/accounts.ts';

/**
 * Signup → confirmation → account type → wizard → settings with the keyboard alone. Every step
 * moves with Tab (or Shift+Tab), types, and presses Enter, Space or arrows — never a click or a fill — so a
 * control that cannot be reached or worked from the keyboard fails the journey. Only the confirmation link
 * is opened by its address, as the e-mail would open it.
 */

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus (forwards; at most `max` presses, then the journey fails). */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), `Tab never reached ${target.toString()}`).toBe(true);
}

async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** A native select, worked as a keyboard user does: focus it and type the start of the option. */
async function chooseByTyping(page: Page, select: Locator, text: string, value: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.type(text);
  await expect(select).toHaveValue(value);
}

test('a talent signs up, confirms, chooses talento, goes through the wizard and changes a setting with the keyboard alone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'es');
  });
  const email = uniqueEmail('teclado');
  await page.goto('/register');

  await typeInto(page, page.getByLabel('Nombre'), 'Teo');
  await typeInto(page, page.getByLabel('Apellidos'), 'Teclado Ruiz');
  await typeInto(page, page.getByLabel('Correo electrónico'), email);
  // Leaving the field checks the address; the form waits for the answer.
  await page.keyboard.press('Tab');
  await expect(page.getByText('Este correo está disponible.')).toBeVisible();
  await typeInto(page, page.getByLabel('Contraseña', { exact: true }), 'una-clave-larga-1');
  const birth = page.getByRole('group', { name: 'Fecha de nacimiento', exact: true });
  const [year] = yearsAgo(25).split('-');
  await chooseByTyping(page, birth.getByLabel('Día'), '12', '12');
  await chooseByTyping(page, birth.getByLabel('Mes'), 'mar', '3');
  await chooseByTyping(page, birth.getByLabel('Año'), year!, String(Number(year)));
  await typeInto(page, page.getByLabel('Ciudad'), 'Mérida');
  const terms = page.getByRole('checkbox');
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Crear cuenta' }).last());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/register\/success$/);

  // The e-mail's link, opened as the e-mail opens it.
  await page.goto(await confirmationLink(email));
  await expect(page).toHaveURL(/\/register\/select$/);
  await tabTo(page, page.getByRole('button', { name: /Mostrar mi talento/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Paso 1 de 6')).toBeVisible();

  // Step 1: a category box with Space; then Siguiente with Enter, step after step.
  const music = page.getByRole('button', { name: /Música y baile/ });
  await tabTo(page, music);
  await page.keyboard.press('Space');
  await expect(music).toHaveAttribute('aria-pressed', 'true');
  for (const step of [2, 3, 4]) {
    await tabTo(page, page.getByRole('button', { name: 'Siguiente' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Paso ${step} de 6`)).toBeVisible();
  }
  await typeInto(page, page.getByLabel('Biografía'), 'Pianista de jazz.');
  await tabTo(page, page.getByRole('button', { name: 'Siguiente' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Paso 5 de 6')).toBeVisible();
  // The talent sheet is optional: on to the last step.
  await tabTo(page, page.getByRole('button', { name: 'Siguiente' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Paso 6 de 6')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Terminar' }));
  await page.keyboard.press('Enter');
  // The wizard ends with people to follow, then the feed.
  await expect(page.getByRole('heading', { name: '¡Listo! Sigue a otros talentos' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Ir a mis noticias' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/noticias$/);

  // The account menu, opened and worked from the keyboard, leads to the settings.
  const menuButton = page.getByRole('button', { name: /^Menú de la cuenta de/ });
  await tabTo(page, menuButton);
  await page.keyboard.press('Enter');
  const settings = page.getByRole('menuitem', { name: 'Configuración del perfil' });
  await expect(settings).toBeVisible();
  for (let presses = 0; presses < 10 && !(await isFocused(settings)); presses += 1)
    await page.keyboard.press('ArrowDown');
  await expect(settings).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/dashboard$/);
  // The settings' own navigation: the account section holds the notification flags.
  await tabTo(page, page.getByRole('link', { name: 'Cuenta' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/settings$/);

  // A notification flag, switched off with Space and kept by the server.
  const flag = page.getByRole('switch', { name: 'Nuevos seguidores' });
  await tabTo(page, flag, 120);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/users/notifications'));
  await page.keyboard.press('Space');
  expect((await saved).ok()).toBe(true);
  await expect(flag).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Nuevos seguidores' })).not.toBeChecked();
});
