import { expectAccessible } from './support/a11y.ts';
import { createAccount } from './support/accounts.ts';
import { createTalent } from './support/discovery.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mail.ts';
import { logInWithToken } from './support/messages.ts';
import { screenshotsEnabled, shot } from './support/screenshots.ts';

/**
 * Issue 27 item 4: an agency saves a search; a talent who newly matches it raises the alert (a notification in
 * the app, an e-mail); the e-mail's link stops that search's alerts, logged out. The server runs with
 * SAVED_SEARCH_ALERT_INTERVAL=3 (support/app-server.ts): a daily search is checked every three seconds.
 */
const texts = {
  es: {
    save: 'Guardar esta búsqueda',
    name: 'Nombre de la búsqueda',
    weekly: 'Una vez a la semana',
    daily: 'Una vez al día',
    submit: 'Guardar',
    saved: (name: string) => `Guardaste «${name}».`,
    list: 'Mis búsquedas guardadas',
    alert: (name: string) => `1 talento nuevo coincide con tu búsqueda «${name}»`,
    subject: (name: string) => `Vitrina: 1 talento nuevo en «${name}»`,
    stopTitle: 'Dejar de recibir avisos de una búsqueda',
    stop: 'Dejar de recibir avisos',
    done: (name: string) => `Ya no recibirás avisos de «${name}».`,
  },
  en: {
    save: 'Save this search',
    name: 'Name of the search',
    weekly: 'Once a week',
    daily: 'Once a day',
    submit: 'Save',
    saved: (name: string) => `You saved “${name}”.`,
    list: 'My saved searches',
    alert: (name: string) => `1 new talent matches your search “${name}”`,
    subject: (name: string) => `Vitrina: 1 new talent in “${name}”`,
    stopTitle: 'Stop the alerts of a search',
    stop: 'Stop the alerts',
    done: (name: string) => `You will not get alerts of “${name}” any more.`,
  },
};

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

// One language for this long journey (CI's 30 minutes, decision 0047); a11y.spec.ts axe-checks the search page with
// saved searches, the dialog and the unsubscribe page in both.
for (const lang of ['es'] as Array<'es' | 'en'>) {
  test(`an agency saves a search, is alerted of a new talent and stops the alerts from the e-mail (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = texts[lang];
    const surname = `Topacio${letters()}`;
    const searchName = lang === 'es' ? `Fotógrafas ${surname}` : `Photographers ${surname}`;
    await createTalent(request, { nombre: 'Ya', apellido: surname, ciudad: 'Puebla', categoryIds: [4] });
    const agency = await createAccount(request, { type: 'agencia', lang, nombre: 'Estrella', apellido: 'Talentos' });
    await logInWithToken(page, agency, lang);

    await page.goto(`/explorar/buscar?category=4&q=${surname}`);
    await page.getByRole('button', { name: t.save }).click();
    const dialog = page.getByRole('dialog', { name: t.save });
    await expect(dialog.getByLabel(t.name)).toBeFocused();
    await dialog.getByLabel(t.name).fill(searchName);
    await expect(dialog.getByRole('radio', { name: t.daily })).toBeChecked();
    await expectAccessible(page, `the save-search dialog (${lang})`);
    if (screenshotsEnabled) {
      await shot(page, `saved-searches-dialog-desktop-${lang}`);
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, `saved-searches-dialog-phone-${lang}`);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    await dialog.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved(searchName) })).toBeVisible();
    const list = page.getByRole('region', { name: t.list });
    await expect(list.getByRole('link', { name: searchName })).toHaveAttribute(
      'href',
      new RegExp(`/explorar/buscar\\?category=4&q=${surname}$`),
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, `the search page with saved searches (${lang})`);
    if (screenshotsEnabled) {
      await shot(page, `saved-searches-desktop-${lang}`, { fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, `saved-searches-phone-${lang}`, { fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // A talent who newly matches: a new account in the category, with the surname searched.
    const fresh = await createTalent(request, {
      nombre: 'Nueva',
      apellido: surname,
      ciudad: 'Puebla',
      categoryIds: [4],
    });
    const mail = await waitForMail(agency.email, t.subject(searchName), 30_000);
    expect(mail.text).toContain(fresh.fullname);
    expect(mail.text).not.toContain(`Ya ${surname}`);
    await page.goto('/notificaciones');
    const entry = page.getByRole('link', { name: new RegExp(t.alert(searchName)) });
    await expect(entry).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/explorar/buscar\\?category=4&q=${surname}$`));

    // The e-mail's link, logged out: a page that asks, then stops this search's alerts only.
    const link = mail.links.find((href) => href.includes('/alertas/baja#'));
    expect(link).toBeTruthy();
    const visitor = await browser.newContext();
    const loggedOut = await visitor.newPage();
    await loggedOut.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await loggedOut.goto(link!);
    await expect(loggedOut.getByRole('heading', { name: t.stopTitle })).toBeVisible();
    await expectAccessible(loggedOut, `the unsubscribe page (${lang})`);
    if (screenshotsEnabled) await shot(loggedOut, `saved-searches-unsubscribe-desktop-${lang}`);
    await loggedOut.getByRole('button', { name: t.stop }).click();
    await expect(loggedOut.getByText(t.done(searchName))).toBeVisible();
    if (screenshotsEnabled) {
      await loggedOut.setViewportSize({ width: 390, height: 844 });
      await shot(loggedOut, `saved-searches-unsubscribe-phone-${lang}`);
    }
    await visitor.close();
    const mine = await request.get('/api/saved-searches', { headers: { 'x-access-token': agency.token } });
    expect(
      ((await mine.json()) as Array<{ name: string; alerts: boolean }>).find((s) => s.name === searchName),
    ).toMatchObject({ alerts: false });
  });
}
