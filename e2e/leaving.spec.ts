import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { createAccount, logIn, type Account } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mail.ts';
import { pageFor, personOf } from './support/messages.ts';
import { readZip } from './support/zip.ts';

/**
 * Leaving Vitrina, in the browser: a talent first downloads a copy of their data from the settings
 * (asked for, prepared in the background, offered by a link on the page and by e-mail), then cancels their account from the settings behind their
 * password, is logged out and told the deletion date; nobody finds them (their profile sends a visitor away,
 * the search does not list them); they log in again, are offered the restoration, take it and are back, with
 * their profile and its follower where they were. In Spanish, and shorter in English.
 */

/** Letters only, so the search (which folds and splits words) reads it as one word nobody else has. */
function uniqueWord(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

const texts = {
  es: {
    section: 'Cancelar mi cuenta',
    dialog: '¿Cancelar tu cuenta?',
    password: 'Tu contraseña actual',
    confirm: 'Sí, cancelar mi cuenta',
    notice: 'Cancelaste tu cuenta',
    offer: 'Tu cuenta está cancelada',
    restore: 'Restaurar mi cuenta',
    email: 'Correo electrónico',
    loginPassword: 'Contraseña',
    submit: 'Iniciar sesión',
  },
  en: {
    section: 'Cancel my account',
    dialog: 'Cancel your account?',
    password: 'Your current password',
    confirm: 'Yes, cancel my account',
    notice: 'You cancelled your account',
    offer: 'Your account is cancelled',
    restore: 'Restore my account',
    email: 'E-mail',
    loginPassword: 'Password',
    submit: 'Log in',
  },
} as const;

/** Opens the settings' danger zone and its dialog; axe checks the open dialog. */
async function openCancelDialog(page: Page, lang: 'es' | 'en') {
  const t = texts[lang];
  await page.goto('/user/settings');
  const section = page.getByRole('region', { name: t.section });
  await section.getByRole('button', { name: t.section }).click();
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(t.password, { exact: true })).toBeFocused();
  // Let the dialog's entrance finish, so contrast is measured on the final colours.
  await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)));
  await expectAccessible(page, `the cancel dialog (${lang})`);
  return dialog;
}

/**
 * From the settings (reached by the danger zone's link): asks for a copy of one's data, waits on the page for its download (the page asks
 * again while it is prepared), downloads the zip with the session and looks inside; the e-mail leads back to the settings.
 */
async function downloadMyData(page: Page, account: Account) {
  await page.goto('/user/settings');
  // The danger zone leads to it, in the page.
  await page
    .getByRole('region', { name: texts.es.section })
    .getByRole('link', { name: 'descarga antes una copia de tus datos' })
    .click();
  const section = page.getByRole('region', { name: 'Descargar mis datos' });
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
  await expect(section).toContainText(
    'lo descargas aquí, con tu sesión iniciada, durante una semana. Puedes pedir una copia al día.',
  );
  const button = section.getByRole('button', { name: 'Pedir mis datos' });
  await button.click();
  const save = section.getByRole('status').getByRole('button', { name: /^Descargar mis datos \(/ });
  await expect(save).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('status')).toContainText('Puedes descargarlo hasta el');
  // One a day: the button waits, and says until when.
  await expect(button).toBeDisabled();
  await expect(section).toContainText('Podrás pedir otra copia a partir del');
  await expectAccessible(page, 'the data download, ready (es)');

  const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
  expect(download.suggestedFilename()).toBe('vitrina-datos.zip');
  const archive = readFileSync(await download.path());
  expect(archive.subarray(0, 2).toString('latin1')).toBe('PK');
  // Names in a zip's directory are stored as they are.
  expect(archive.includes('vitrina/account.json')).toBe(true);
  const accountJson = readZip(archive).get('vitrina/account.json');
  expect(accountJson?.toString('utf8')).toContain(account.email);

  const mail = await waitForMail(account.email, /copia de datos está lista/);
  expect(mail.links.some((link) => link.endsWith('/user/settings#mis-datos'))).toBe(true);
}

/** Logs in through the form to a cancelled account: the offer instead of the feed. */
async function logInToCancelled(page: Page, account: Account, lang: 'es' | 'en') {
  const t = texts[lang];
  await page.goto('/login');
  await page.getByLabel(t.email).fill(account.email);
  await page.getByLabel(t.loginPassword, { exact: true }).fill(account.password);
  await page.locator('main').getByRole('button', { name: t.submit }).click();
  const offer = page.getByRole('status').filter({ hasText: t.offer });
  await expect(offer).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  return offer;
}

test('a talent downloads their data, cancels their account, cannot be found, logs in again and restores it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const t = texts.es;
  const surname = uniqueWord();
  const talent = await createAccount(request, { type: 'talento', nombre: 'Maite', apellido: surname });
  const fullname = `Maite ${surname}`;
  const viewer = await createAccount(request, { type: 'talento', nombre: 'Iker', apellido: 'Sáenz' });
  const { id, profile_url: url } = await personOf(request, talent);
  expect(
    (await request.post('/api/users/follow', { headers: { 'x-access-token': viewer.token }, data: { id } })).ok(),
  ).toBe(true);

  // Before: the other person finds her by name and sees her follower.
  const other = await pageFor(browser, baseURL, viewer, 'es');
  await other.goto(`/explorar?q=${surname}`);
  await expect(other.getByRole('article', { name: fullname })).toBeVisible();
  await other.goto(`/profile/${url}`);
  await expect(other.getByRole('heading', { level: 1, name: fullname })).toBeVisible();
  await expect(other.getByText('1 seguidor', { exact: true })).toBeVisible();

  // First she takes a copy of her data.
  await logIn(page, talent.email, talent.password);
  await downloadMyData(page, talent);

  // She cancels from the settings: a wrong password first, then hers.
  const dialog = await openCancelDialog(page, 'es');
  await expect(dialog).toContainText(
    'borraremos tu cuenta para siempre, salvo que inicies sesión y la restaures antes',
  );
  const password = dialog.getByLabel(t.password, { exact: true });
  await password.fill('no-es-la-mia-000');
  await dialog.getByRole('button', { name: t.confirm }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('La contraseña actual no es correcta.');
  await password.fill(talent.password);
  await dialog.getByRole('button', { name: t.confirm }).click();

  // Logged out, on the notice with the deletion date four weeks from now.
  await expect(page).toHaveURL(/\/cuenta-cancelada\?fecha=/);
  await expect(page.getByRole('heading', { level: 1, name: t.notice })).toBeVisible();
  const deletion = new Date(new URL(page.url()).searchParams.get('fecha')!);
  const days = (deletion.getTime() - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(27.9);
  expect(days).toBeLessThan(28.1);
  const day = new Intl.DateTimeFormat('es', { dateStyle: 'long' }).format(deletion);
  await expect(page.getByText(`El ${day} borraremos tu cuenta para siempre`)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(
    await page.evaluate(() => localStorage.getItem('token') ?? (/(?:^|;\s*)token=[^;]/.test(document.cookie) || null)),
  ).toBeNull();
  await waitForMail(talent.email, /cancelaste tu cuenta/i);
  await expectAccessible(page, 'the cancelled notice (es)');

  // Nobody finds her: her profile sends the visitor to the feed, the search lists nobody.
  await other.goto(`/profile/${url}`);
  await expect(other).toHaveURL(/\/noticias$/);
  await expect(other.getByRole('heading', { level: 1, name: fullname })).toHaveCount(0);
  await other.goto(`/explorar?q=${surname}`);
  await expect(other.getByText(`No encontramos talentos con «${surname}».`)).toBeVisible();
  await expect(other.getByRole('article', { name: fullname })).toHaveCount(0);

  // She logs in again: the restoration is offered, and taking it logs her in.
  const offer = await logInToCancelled(page, talent, 'es');
  await expect(offer).toContainText('Durante cuatro semanas desde la cancelación puedes restaurarla');
  await expectAccessible(page, 'the login restore offer (es)');
  await offer.getByRole('button', { name: t.restore }).click();
  await expect(page).toHaveURL(/\/noticias$/);
  await page.goto('/user/settings');
  await expect(page.getByRole('region', { name: t.section })).toBeVisible();

  // Back for everyone, as she was.
  await other.goto(`/profile/${url}`);
  await expect(other.getByRole('heading', { level: 1, name: fullname })).toBeVisible();
  await expect(other.getByText('1 seguidor', { exact: true })).toBeVisible();
  await other.goto(`/explorar?q=${surname}`);
  await expect(other.getByRole('article', { name: fullname })).toBeVisible();
  await other.context().close();
});

test('in English, on a phone: the data download, cancel, nobody finds her, the notice, and the restoration at the next login', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const t = texts.en;
  await page.setViewportSize({ width: 390, height: 844 });
  const talent = await createAccount(request, { type: 'talento', lang: 'en', nombre: 'Nora', apellido: uniqueWord() });
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await logIn(page, talent.email, talent.password, 'en');

  // First a copy of the data, in English.
  await page.goto('/user/settings');
  const data = page.getByRole('region', { name: 'Download my data' });
  await data.getByRole('button', { name: 'Request my data' }).click();
  // The archive is downloaded with the session: a button, never a link carrying a key.
  const save = data.getByRole('status').getByRole('button', { name: /^Download my data \(/ });
  await expect(save).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
  expect(readFileSync(await download.path()).includes('vitrina/account.json')).toBe(true);
  const seeker = await createAccount(request, { type: 'talento', lang: 'en' });
  const search = (term: string) =>
    request.get(`/api/users/search?term=${encodeURIComponent(term)}`, { headers: { 'x-access-token': seeker.token } });

  const dialog = await openCancelDialog(page, 'en');
  await expect(dialog).toContainText('we will delete your account for good, unless you log in and restore it');
  await dialog.getByLabel(t.password, { exact: true }).fill(talent.password);
  await dialog.getByRole('button', { name: t.confirm }).click();

  await expect(page.getByRole('heading', { level: 1, name: t.notice })).toBeVisible();
  const deletion = new Date(new URL(page.url()).searchParams.get('fecha')!);
  const day = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(deletion);
  await expect(page.getByText(`On ${day} we will delete your account for good`)).toBeVisible();
  await expectAccessible(page, 'the cancelled notice (en)');
  // The old session is gone on the server too.
  expect((await request.get('/api/users/self', { headers: { 'x-access-token': talent.token } })).status()).toBe(401);
  // Nobody finds her while cancelled.
  expect(((await (await search(talent.apellido)).json()) as { count: number }).count).toBe(0);

  const offer = await logInToCancelled(page, talent, 'en');
  await expect(offer).toContainText('For four weeks after cancelling you can restore it');
  await expectAccessible(page, 'the login restore offer (en)');
  await offer.getByRole('button', { name: t.restore }).click();
  await expect(page).toHaveURL(/\/noticias$/);
  expect(((await (await search(talent.apellido)).json()) as { count: number }).count).toBe(1);
});
