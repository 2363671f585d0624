import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createAccount, logIn, type Account } from './support/accounts.ts';
import { expectAccessible } from './support/a11y.ts';
import { createTalent } from './support/discovery.ts';
import { screenshotsEnabled, shot } from './support/screenshots.ts';

/**
 * In Spanish and in English: a talent fills their sheet and availability in settings; an
 * agency searches with three facets at /explorar/buscar, sees the counts, shares the address and finds the
 * talent; on a phone the filters open in a drawer. Axe-clean; with SCREENSHOTS=1, screenshots at phone and desktop width.
 */
const texts = {
  es: {
    sheet: 'Ficha de talento',
    category: 'Modelaje o moda',
    height: 'Estatura',
    eyes: 'Color de ojos',
    saveSheet: 'Guardar ficha',
    sheetSaved: 'Ficha guardada.',
    availability: 'Disponibilidad',
    saveAvailability: 'Guardar disponibilidad',
    availabilitySaved: 'Disponibilidad guardada.',
    renew: /Renovar/,
    title: 'Buscar talento',
    filters: 'Filtros',
    closeFilters: 'Cerrar filtros',
    talents: (n: number) => (n === 1 ? '1 talento' : `${n} talentos`),
    green: 'Verdes',
    blue: 'Azules',
    available: 'Disponible',
  },
  en: {
    sheet: 'Talent sheet',
    category: 'Modelling or fashion',
    height: 'Height',
    eyes: 'Eye colour',
    saveSheet: 'Save sheet',
    sheetSaved: 'Sheet saved.',
    availability: 'Availability',
    saveAvailability: 'Save availability',
    availabilitySaved: 'Availability saved.',
    renew: /Renew/,
    title: 'Find talent',
    filters: 'Filters',
    closeFilters: 'Close filters',
    talents: (n: number) => (n === 1 ? '1 talent' : `${n} talents`),
    green: 'Green',
    blue: 'Blue',
    available: 'Available',
  },
};

async function logInAs(page: Page, account: Account, lang: 'es' | 'en') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await logIn(page, account.email, account.password, lang);
}

// One language for this long journey (CI's time budget, decision 0011); a11y.spec.ts axe-checks the faceted search and
// the talent's settings in both (the phone layout in this one only).
for (const lang of ['es'] as Array<'es' | 'en'>) {
  test(`a talent fills the sheet and availability; an agency finds her with three facets (${lang})`, async ({
    page,
    request,
  }) => {
    const t = texts[lang];
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const talent = await createTalent(request, {
      nombre: 'Renata',
      apellido: `Vidal ${stamp}`,
      categoryIds: [5],
      lang,
    });
    // Another modelling talent with other eyes: she shows in the counts of the alternatives.
    const other = await createTalent(request, { nombre: 'Olga', apellido: `Prieto ${stamp}`, categoryIds: [5] });
    const otherSheet = await request.put('/api/users/me/attributes', {
      headers: { 'x-access-token': other.token },
      data: {
        attributes: [
          { key: 'eye_colour', value: ['blue'] },
          { key: 'height', value: 176 },
        ],
      },
    });
    expect(otherSheet.status()).toBe(200);

    // The talent: settings → talent sheet and availability.
    await logInAs(page, talent, lang);
    await page.goto('/user/settings');
    const sheet = page.getByRole('region', { name: t.sheet });
    await expect(sheet).toBeVisible();
    await sheet.getByText(t.category).click();
    await sheet.getByLabel(t.height).fill('178');
    await sheet.getByLabel(t.eyes).selectOption('green');
    await sheet.getByRole('button', { name: t.saveSheet }).click();
    await expect(sheet.getByRole('status')).toHaveText(t.sheetSaved);
    const availability = page.getByRole('region', { name: t.availability });
    await availability.getByLabel('Castings').check();
    await availability.getByRole('button', { name: t.saveAvailability }).click();
    await expect(availability.getByRole('status')).toHaveText(t.availabilitySaved);
    await expect(availability.getByRole('button', { name: t.renew })).toBeVisible();
    await expectAccessible(page, `settings: talent sheet (${lang})`);
    if (screenshotsEnabled) await shot(page, `scouting-settings-desktop-${lang}`, { fullPage: true });
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());

    // An agency: three facets, counts beside the options, the address holds the filters.
    const agency = await createAccount(request, { type: 'agencia', lang, nombre: 'Estrella', apellido: stamp });
    await logInAs(page, agency, lang);
    await page.goto(`/explorar/buscar?q=${stamp}`);
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const filters = page.getByRole('complementary', { name: t.filters });
    // The address changes in a transition: a controlled box shows its new state once it commits.
    const choose = async (box: ReturnType<Page['getByRole']>) => {
      await box.click();
      await expect(box).toBeChecked();
    };
    await choose(filters.getByRole('radio', { name: `${t.category} (2)` }));
    await expect(page.getByRole('heading', { name: t.talents(2) })).toBeVisible();
    await choose(filters.getByRole('checkbox', { name: new RegExp(`^${t.green} \\(\\d\\)$`) }));
    await expect(page.getByRole('heading', { name: t.talents(1) })).toBeVisible();
    // Eye colour is filtered: its alternative still shows, counted over the other filters.
    await expect(filters.getByRole('checkbox', { name: `${t.blue} (1)` })).toBeVisible();
    await choose(filters.getByRole('checkbox', { name: /^Castings \(\d\)$/ }));
    await expect(page).toHaveURL(/category=5/);
    await expect(page).toHaveURL(/eye_colour=green/);
    await expect(page).toHaveURL(/available=castings/);
    const card = page.getByRole('article').filter({ hasText: 'Renata' });
    await expect(card).toBeVisible();
    await expect(card.getByText(t.available)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    // The address reloads to the same search.
    await page.reload();
    await expect(page.getByRole('heading', { name: t.talents(1) })).toBeVisible();
    await expectAccessible(page, `faceted search (${lang})`);
    if (screenshotsEnabled) await shot(page, `scouting-search-desktop-${lang}`, { fullPage: true });

    // A phone: the filters are in a drawer.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(filters).toBeHidden();
    await page.getByRole('button', { name: t.filters, exact: true }).click();
    await expect(filters).toBeVisible();
    if (screenshotsEnabled) await shot(page, `scouting-search-phone-drawer-${lang}`);
    await page.getByRole('button', { name: t.closeFilters }).click();
    await expect(filters).toBeHidden();
    await expectAccessible(page, `faceted search on a phone (${lang})`);
    if (screenshotsEnabled) await shot(page, `scouting-search-phone-${lang}`, { fullPage: true });
  });
}
