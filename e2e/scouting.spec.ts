import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createAccount, logIn, type Account } from './support/accounts.ts';
import { expectAccessible } from './support/a11y.ts';
import { createTalent } from './support/discovery.ts';
import { shot } from './support/screenshots.ts';

/**
 * Issue 27 journeys: a talent fills their sheet and availability in settings (es); an agency searches with
 * three facets at /explorar/buscar, sees the counts, shares the address and finds the talent (en); on a phone
 * the filters open in a drawer. Axe-clean; screenshots at phone and desktop width for review.
 */

async function logInAs(page: Page, account: Account, lang: 'es' | 'en') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await logIn(page, account.email, account.password, lang);
}

test('a talent fills the sheet and availability; an agency finds her with three facets', async ({ page, request }) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const talent = await createTalent(request, { nombre: 'Renata', apellido: `Vidal ${stamp}`, categoryIds: [5] });
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

  // The talent, in Spanish: settings → talent sheet and availability.
  await logInAs(page, talent, 'es');
  await page.goto('/user/settings');
  const sheet = page.getByRole('region', { name: 'Ficha de talento' });
  await expect(sheet).toBeVisible();
  await sheet.getByText('Modelaje o moda').click();
  await sheet.getByLabel('Estatura').fill('178');
  await sheet.getByLabel('Color de ojos').selectOption('green');
  await sheet.getByRole('button', { name: 'Guardar ficha' }).click();
  await expect(sheet.getByRole('status')).toHaveText('Ficha guardada.');
  const availability = page.getByRole('region', { name: 'Disponibilidad' });
  await availability.getByLabel('Castings').check();
  await availability.getByRole('button', { name: 'Guardar disponibilidad' }).click();
  await expect(availability.getByRole('status')).toHaveText('Disponibilidad guardada.');
  await expect(availability.getByRole('button', { name: /Renovar/ })).toBeVisible();
  await expectAccessible(page, 'settings: talent sheet');
  await shot(page, 'scouting-settings-desktop', { fullPage: true });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  // An agency, in English: three facets, counts beside the options, the address holds the filters.
  const agency = await createAccount(request, { type: 'agencia', lang: 'en', nombre: 'Estrella', apellido: stamp });
  await logInAs(page, agency, 'en');
  await page.goto(`/explorar/buscar?q=${stamp}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find talent' })).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'Filters' });
  // The address changes in a transition: a controlled box shows its new state once it commits.
  const choose = async (box: ReturnType<Page['getByRole']>) => {
    await box.click();
    await expect(box).toBeChecked();
  };
  await choose(filters.getByRole('radio', { name: /^Modelling or fashion \(2\)$/ }));
  await expect(page.getByRole('heading', { name: '2 talents' })).toBeVisible();
  await choose(filters.getByRole('checkbox', { name: /^Green \(\d\)$/ }));
  await expect(page.getByRole('heading', { name: '1 talent' })).toBeVisible();
  // Eye colour is filtered: its alternative still shows, counted over the other filters.
  await expect(filters.getByRole('checkbox', { name: /^Blue \(1\)$/ })).toBeVisible();
  await choose(filters.getByRole('checkbox', { name: /^Castings \(\d\)$/ }));
  await expect(page).toHaveURL(/category=5/);
  await expect(page).toHaveURL(/eye_colour=green/);
  await expect(page).toHaveURL(/available=castings/);
  const card = page.getByRole('article').filter({ hasText: 'Renata' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Available')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  // The address reloads to the same search.
  await page.reload();
  await expect(page.getByRole('heading', { name: '1 talent' })).toBeVisible();
  await expectAccessible(page, 'faceted search');
  await shot(page, 'scouting-search-desktop', { fullPage: true });

  // A phone: the filters are in a drawer.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(filters).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(filters).toBeVisible();
  await shot(page, 'scouting-search-phone-drawer');
  await page.getByRole('button', { name: 'Close filters' }).click();
  await expect(filters).toBeHidden();
  await expectAccessible(page, 'faceted search on a phone');
  await shot(page, 'scouting-search-phone', { fullPage: true });
});
