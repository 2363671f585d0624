import { expect, test } from './support/fixtures.ts';
import { createAccount, logIn, logOut } from './support/accounts.ts';

/**
 * A session without "remember me" lasts until the browser closes, in every tab of it;
 * logging out ends it on the server too.
 */
test.describe('sessions', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'es');
    });
  });

  test('without "remember me" a new tab keeps the session; logging out ends its token on the server', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request, { type: 'talento' });
    await logIn(page, account.email, account.password);
    await expect(page.getByRole('button', { name: /Lucía/ }).first()).toBeVisible();
    const token = await page.evaluate(() =>
      decodeURIComponent(/(?:^|;\s*)token=([^;]+)/.exec(document.cookie)?.[1] ?? ''),
    );
    expect(token).not.toBe('');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // A new tab of the same browser, as a bookmark or an e-mail's link opens it.
    const tab = await page.context().newPage();
    await tab.goto('/user/settings');
    await expect(tab).toHaveURL(/\/user\/settings$/);
    await expect(tab.getByRole('heading', { name: 'Sesiones' })).toBeVisible();
    await tab.close();

    await logOut(page);
    await expect
      .poll(async () => (await request.get('/api/users/self', { headers: { 'x-access-token': token } })).status())
      .toBe(401);
    await page.goto('/user/settings');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('"log out everywhere" in the settings ends the sessions of other browsers', async ({
    page,
    browser,
    request,
  }) => {
    // Two browsers each logging in (Argon2): past 30 s on a loaded two-core CI machine.
    test.setTimeout(90_000);
    const account = await createAccount(request, { type: 'talento' });
    await logIn(page, account.email, account.password);
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const otherPage = await other.newPage();
    await otherPage.addInitScript(() => localStorage.setItem('lang', 'es'));
    await logIn(otherPage, account.email, account.password);

    await page.goto('/user/settings');
    await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
    // Logged out here too: the settings, a guarded page, send the person to log in again.
    await expect(page).toHaveURL(/\/login$/);

    await otherPage.goto('/user/settings');
    await expect(otherPage).toHaveURL(/\/login$/);
    await other.close();
  });
});
