import { createAccount, logIn, logOut } from './support/accounts.ts';
import { expectAccessible } from './support/a11y.ts';
import { expect, test } from './support/localhost-server.ts';
import { passkeyPage } from './support/passkeys.ts';

const texts = {
  es: {
    security: 'Seguridad',
    add: 'Añadir una llave de acceso',
    name: 'Nombre de la llave',
    create: 'Crear la llave',
    codes: 'Guarda tus códigos de recuperación',
    saved: 'Ya los guardé',
    list: 'Tus llaves de acceso',
    signIn: 'Entrar con una llave de acceso',
    sessions: 'Dispositivos con tu sesión abierta',
    thisDevice: 'Este dispositivo',
    factor: 'Con una llave de acceso',
    current: 'Contraseña actual',
    new: 'Nueva contraseña',
    repeat: 'Repite la nueva contraseña',
    change: 'Cambiar contraseña',
    dialog: 'Confirma que eres tú',
    usePasskey: 'Usar una llave de acceso',
    updated: 'Tus datos se actualizaron correctamente.',
  },
  en: {
    security: 'Security',
    add: 'Add a passkey',
    name: 'Passkey name',
    create: 'Create the passkey',
    codes: 'Save your recovery codes',
    saved: 'I have saved them',
    list: 'Your passkeys',
    signIn: 'Sign in with a passkey',
    sessions: 'Devices where you are logged in',
    thisDevice: 'This device',
    factor: 'With a passkey',
    current: 'Current password',
    new: 'New password',
    repeat: 'Repeat the new password',
    change: 'Change password',
    dialog: 'Confirm it is you',
    usePasskey: 'Use a passkey',
    updated: 'Your details were updated successfully.',
  },
};

/**
 * An agency adds a passkey in "Seguridad" (its first factor: the ten recovery codes show once), confirms a
 * password change with it in the step-up dialog, logs out and signs in with the passkey, no password; the sessions
 * list says a passkey opened the session. Passkeys need a domain name, so this journey runs against its own server
 * at http://localhost:PORT (whose verification lasts one second: the change asks for step-up).
 */
for (const lang of ['es', 'en'] as const) {
  test(`an agency registers a passkey, confirms a change with it and signs in with it, no password (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = texts[lang];
    await passkeyPage(page, lang);
    const account = await createAccount(request, { type: 'agencia', lang });
    await logIn(page, account.email, account.password, lang);

    await page.goto('/user/settings#seguridad');
    const security = page.getByRole('region', { name: t.security });
    await security.getByRole('button', { name: t.add }).click();
    await security.getByLabel(t.name).fill('Mi portátil');
    await expectAccessible(page, `adding a passkey (${lang})`);
    await security.getByRole('button', { name: t.create }).click();
    const codes = security.getByRole('region', { name: t.codes });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await codes.getByRole('button', { name: t.saved }).click();
    const passkeys = security.getByRole('list', { name: t.list });
    await expect(passkeys.getByRole('listitem', { name: 'Mi portátil' })).toBeVisible();
    await expectAccessible(page, `the passkeys list (${lang})`);

    // Past the (one-second) window a password change asks for step-up; the passkey answers it.
    await page.goto('/user/password');
    await page.getByLabel(t.current, { exact: true }).fill(account.password);
    await page.getByLabel(t.new, { exact: true }).fill('otra-clave-segura-2026');
    await page.getByLabel(t.repeat, { exact: true }).fill('otra-clave-segura-2026');
    await page.getByRole('button', { name: t.change }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog.getByRole('button', { name: t.usePasskey })).toBeFocused();
    await expectAccessible(page, `the step-up dialog with a passkey (${lang})`);
    await dialog.getByRole('button', { name: t.usePasskey }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(t.updated)).toBeVisible();

    await logOut(page);
    // First a browser without the account picker: the button.
    await page.evaluate(() => localStorage.setItem('e2e-no-picker', '1'));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: t.signIn })).toBeVisible();
    await expect(page.locator('input[name="email"]')).toHaveAttribute('autocomplete', 'username webauthn');
    await expectAccessible(page, `the login with a passkey (${lang})`);
    await page.getByRole('button', { name: t.signIn }).click();
    await expect(page).not.toHaveURL(/\/login$/);

    // Where the browser has its account picker, choosing the passkey there signs in without a click on the page.
    await logOut(page);
    await page.evaluate(() => localStorage.removeItem('e2e-no-picker'));
    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login$/);

    await page.goto('/user/settings#seguridad');
    const sessions = page.getByRole('list', { name: t.sessions });
    await expect(sessions.getByRole('listitem').filter({ hasText: t.thisDevice })).toContainText(t.factor);
    await expect(
      page.getByRole('list', { name: t.list }).getByRole('listitem', { name: 'Mi portátil' }),
    ).not.toContainText(lang === 'es' ? 'Aún sin usar' : 'Not used yet');
  });
}
