import { expectAccessible } from './support/a11y.ts';
import { createAccount } from './support/accounts.ts';
import { createTalent } from './support/discovery.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mail.ts';
import { logInWithToken } from './support/messages.ts';
import { screenshotsEnabled, shot } from './support/screenshots.ts';

/**
 * An agency saves a search; a talent who newly matches it raises the alert (a notification in
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

// One language for this long journey (CI's time budget, decision 0011); a11y.spec.ts axe-checks the search page with
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

/**
 * Country first: an agency chooses two countries (quickly, one after the other) and the talents willing to travel
 * there, saves the search under the name the page makes of its filters, and reopens it with its chips.
 */
const market = {
  es: {
    country: 'País',
    mexico: 'México',
    colombia: 'Colombia',
    travel: 'Con disposición a viajar a Colombia o México',
    chips: 'Filtros aplicados',
    remove: (filter: string) => `Quitar filtro: ${filter}`,
    talents: (n: number) => `${n} talentos`,
    searchName: (stamp: string) => `«${stamp}» · Colombia, México y quienes viajan allí`,
    filters: 'Filtros',
  },
  en: {
    country: 'Country',
    mexico: 'Mexico',
    colombia: 'Colombia',
    travel: 'Willing to travel to Colombia or Mexico',
    chips: 'Applied filters',
    remove: (filter: string) => `Remove filter: ${filter}`,
    talents: (n: number) => `${n} talents`,
    searchName: (stamp: string) => `“${stamp}” · Colombia, Mexico and those who travel there`,
    filters: 'Filters',
  },
};

for (const lang of ['es', 'en'] as const) {
  test(`an agency searches two countries and travellers, saves it unnamed and reopens it with its chips (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = { ...texts[lang], ...market[lang] };
    const stamp = `Mercado${letters()}`;
    const place = async (nombre: string, country: string, travel?: string) => {
      const talent = await createTalent(request, { nombre, apellido: stamp, country, categoryIds: [5], lang });
      if (!travel) return;
      const sheet = await request.put('/api/users/me/attributes', {
        headers: { 'x-access-token': talent.token },
        data: { attributes: [{ key: 'travel', value: [travel] }] },
      });
      expect(sheet.status(), await sheet.text()).toBe(200);
    };
    await place('Ana', 'MX');
    await place('Carla', 'CO');
    await place('Dora', 'AR', 'world');
    await place('Elena', 'ES', 'country');
    const agency = await createAccount(request, { type: 'agencia', lang, nombre: 'Mercados', apellido: 'Agencia' });
    await logInWithToken(page, agency, lang);

    await page.goto(`/explorar/buscar?q=${stamp}`);
    const countries = page.getByRole('complementary', { name: t.filters }).getByRole('group', { name: t.country });
    // The agency's own country (Mexico) comes first.
    await expect(countries.getByRole('checkbox').first()).toHaveAccessibleName(`${t.mexico} (1)`);
    // Two clicks without waiting between them: the second never undoes the first.
    await countries.getByRole('checkbox', { name: `${t.mexico} (1)` }).click();
    await countries.getByRole('checkbox', { name: `${t.colombia} (1)` }).click();
    await countries.getByRole('checkbox', { name: `${t.travel} (1)` }).click();
    await expect(page).toHaveURL(/country=MX%2CCO&travellers=1/);
    await expect(page.getByRole('heading', { name: t.talents(3) })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('article').filter({ hasText: 'Dora' })).toBeVisible();
    const chips = page.getByRole('list', { name: t.chips });
    for (const chip of [t.mexico, t.colombia, t.travel])
      await expect(chips.getByRole('button', { name: t.remove(chip) })).toBeVisible();
    await expectAccessible(page, `the search by countries (${lang})`);
    if (screenshotsEnabled) {
      await shot(page, `scouting-countries-desktop-${lang}`, { fullPage: true });
      await page.setViewportSize({ width: 360, height: 780 });
      await expect(chips).toBeVisible();
      await shot(page, `scouting-countries-phone-${lang}`, { fullPage: true });
      await page.getByRole('button', { name: t.filters, exact: true }).click();
      await shot(page, `scouting-countries-phone-drawer-${lang}`);
      await page.getByRole('button', { name: lang === 'es' ? 'Cerrar filtros' : 'Close filters' }).click();
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // Saved without typing a name: the dialog offers one made of the filters.
    await page.getByRole('button', { name: t.save }).click();
    const dialog = page.getByRole('dialog', { name: t.save });
    await expect(dialog.getByLabel(t.name)).toHaveValue(t.searchName(stamp));
    await dialog.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved(t.searchName(stamp)) })).toBeVisible();

    // Reopened from the list on a fresh page: its filters show as chips, the countries included.
    await page.goto('/explorar/buscar');
    await expect(page.getByRole('list', { name: t.chips })).toHaveCount(0);
    await page
      .getByRole('region', { name: t.list })
      .getByRole('link', { name: t.searchName(stamp) })
      .click();
    await expect(page).toHaveURL(/country=CO%2CMX/);
    await expect(page.getByRole('heading', { name: t.talents(3) })).toBeVisible();
    for (const chip of [t.mexico, t.colombia, t.travel])
      await expect(chips.getByRole('button', { name: t.remove(chip) })).toBeVisible();
    await expect(countries.getByRole('checkbox', { name: `${t.travel} (1)` })).toBeChecked();
    if (screenshotsEnabled) {
      await page.setViewportSize({ width: 360, height: 780 });
      await shot(page, `scouting-countries-reopened-phone-${lang}`);
    }
    // A chip removes its filter: Colombia goes, travel to Mexico stays.
    await chips.getByRole('button', { name: t.remove(t.colombia) }).click();
    await expect(page).toHaveURL(/country=MX&/);
    await expect(page).toHaveURL(/travellers=1/);
  });
}
