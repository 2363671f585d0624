import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createAccount, logIn, type Account } from './support/accounts.ts';
import { createTalent, createTalents } from './support/discovery.ts';
import { noisyJpeg } from './support/media.ts';
import { publishBodyViaApi, uploadViaApi } from './support/posts.ts';

/**
 * A talent explores (the home, featured page 2 through the page links, a category filtered
 * to another country) and finds José by searching "jose", from the header's suggestions and its results page;
 * an agency without categories is asked to choose some, then sees its own headings (en) and the cards' newest
 * photos, one of which opens the post's viewer; the phone's search tab opens a profile from a
 * suggestion (en).
 */

/** Distinct surnames, so the cards read well in the screenshots of a failure. */
const surnames = [
  'Alba',
  'Bravo',
  'Cano',
  'Duarte',
  'Estrada',
  'Fuentes',
  'Galindo',
  'Herrera',
  'Ibarra',
  'Jaramillo',
  'Lozano',
  'Medina',
  'Navarro',
];

async function logInAs(page: Page, account: Account, lang: 'es' | 'en' = 'es') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await logIn(page, account.email, account.password, lang);
}

/**
 * The profile each card links to: unique, unlike names (the journeys share one server, and other specs
 * create talents with the same names).
 */
const cardProfiles = (page: Page) =>
  page
    .locator('main article')
    .evaluateAll((cards) => cards.map((c) => c.querySelector('a[href^="/profile/"]')?.getAttribute('href') ?? ''));

test('a talent explores: the home, featured page 2, a category in another country, and finds José with "jose"', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const viewer = await createTalent(request, { nombre: 'Valeria', apellido: 'Campos', categoryIds: [2] });
  // Thirteen others (with the viewer left out, featured has a page 2), and José in Argentina.
  await createTalents(request, 13, (index) => ({ nombre: 'Explora', apellido: surnames[index]!, categoryIds: [2] }));
  const jose = await createTalent(request, {
    nombre: 'José',
    // Not the screenshots' José Quintanilla (design/discovery-screenshots.spec.ts), who shares the database when
    // both run (SCREENSHOTS=1).
    apellido: 'Quintero',
    country: 'AR',
    ciudad: 'Rosario',
    categoryIds: [2],
  });

  await logInAs(page, viewer);
  await page.goto('/explorar');
  await expect(page.getByRole('heading', { level: 1, name: 'Explorar' })).toBeVisible();
  await expect(page).toHaveTitle('Explorar · Vitrina');
  const featured = page.getByRole('region', { name: 'Talentos destacados' });
  await expect(featured.getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Talentos recientes' }).getByRole('article')).toHaveCount(4);
  // Talents of my category, in two columns.
  const similar = page.getByRole('region', { name: 'Talentos similares' });
  await expect(similar.getByRole('list')).toHaveCount(2);
  await expect(similar.getByRole('listitem')).toHaveCount(10);

  // Featured, page 2 through the page links: twelve others, none of page 1.
  await featured.getByRole('link', { name: 'Ver todos los destacados' }).click();
  await expect(page).toHaveURL(/\/explorar\/destacados$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Talentos destacados' })).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(12);
  const firstPage = await cardProfiles(page);
  expect(new Set(firstPage).size).toBe(12);
  const pages = page.getByRole('navigation', { name: 'Páginas' });
  await pages.getByRole('link', { name: 'Página 2', exact: true }).click();
  await expect(page).toHaveURL(/\/explorar\/destacados\?page=2$/);
  await expect(pages.getByRole('link', { name: 'Página 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect
    .poll(async () => (await cardProfiles(page)).filter((profile) => firstPage.includes(profile)))
    .toEqual([]);
  expect(await cardProfiles(page)).not.toContain(`/profile/${viewer.profile_url}`);

  // A category, then another country: José is in Argentina.
  await page.getByRole('link', { name: 'Volver a Explorar' }).click();
  // The lists above the categories load first and push them down: a click before they have can land elsewhere.
  await expect(featured.getByRole('article')).toHaveCount(4);
  await expect(similar.getByRole('listitem')).toHaveCount(10);
  await page
    .getByRole('navigation', { name: 'Explora por categoría' })
    .getByRole('link', { name: 'Música y baile' })
    .click();
  await expect(page).toHaveURL(/\/explorar\/musica$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Música y baile en México' })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByRole('article', { name: jose.fullname })).toHaveCount(0);
  await page.getByLabel('País').selectOption('AR');
  await expect(page).toHaveURL(/\/explorar\/musica\?country=AR$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Música y baile en Argentina' })).toBeVisible();
  const joseCard = page.getByRole('article', { name: jose.fullname });
  await expect(joseCard).toBeVisible();
  await expect(joseCard.getByText('Rosario, Argentina')).toBeVisible();
  await expect(joseCard.getByText('Música y baile')).toBeVisible();

  // The header's search: "jose" suggests José; Enter alone opens the results page.
  const search = page.getByRole('combobox', { name: 'Buscar otros talentos' });
  await search.fill('jose');
  const suggestions = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(suggestions.getByRole('option', { name: new RegExp(jose.fullname) })).toBeVisible();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/explorar\?q=jose$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados para «jose»' })).toBeVisible();
  await expect(page.getByRole('article', { name: jose.fullname })).toBeVisible();

  // From the suggestions with the keyboard: the arrow highlights José, Enter opens his profile.
  await search.fill('');
  // The list answers the new words before the arrow moves in it (until then it shows the last search's).
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/api/users/search') &&
      new URL(response.url()).searchParams.get('term') === 'José Quinte',
  );
  await search.fill('José Quinte');
  await answered;
  await expect(suggestions.getByRole('option')).toHaveCount(1);
  await search.press('ArrowDown');
  await expect(suggestions.getByRole('option', { name: new RegExp(jose.fullname) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/profile/${jose.profile_url}$`));
  await expect(page.getByRole('heading', { level: 1, name: jose.fullname })).toBeVisible();
});

test('an agency without categories is asked to choose some, then sees its own headings and the work (en)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const agency = await createAccount(request, { type: 'agencia', lang: 'en', nombre: 'Agencia', apellido: 'Norte' });
  const singer = await createTalent(request, { nombre: 'Marina', apellido: 'Solís', categoryIds: [2] });
  const cook = await createTalent(request, { nombre: 'Tomás', apellido: 'Ferrer', categoryIds: [8] });
  // Her work: an older post of one photo, then a newer one of two (the card shows the newer post first).
  const photoPost = async (tints: [number, number, number][]) => {
    const files = [];
    for (const [i, tint] of tints.entries()) {
      const jpeg = await noisyJpeg(tint, 480, 360);
      files.push({ filename: await uploadViaApi(request, singer.token, `obra-${i}.jpg`, 'image/jpeg', jpeg) });
    }
    return publishBodyViaApi(request, singer.token, { description: 'Ensayo', files });
  };
  await photoPost([[200, 90, 60]]);
  const newest = await photoPost([
    [60, 120, 200],
    [90, 180, 110],
  ]);

  await logInAs(page, agency, 'en');
  await page.goto('/explorar');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await expect(
    page.getByText('Choose at least one category in your interests to see the talents you are looking for.'),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('link', { name: 'Choose my categories' }).click();
  await expect(page).toHaveURL(/\/user\/interests$/);
  await page.getByRole('button', { name: 'Music and dance' }).click();
  await expect(page.getByRole('button', { name: 'Music and dance' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Explore' }).click();
  const featured = page.getByRole('region', { name: 'Featured profiles in your categories' });
  await expect(featured).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent profiles in your categories' })).toBeVisible();
  const other = page.getByRole('region', { name: 'Talents in other categories' });
  await expect(other).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured talents' })).toHaveCount(0);
  // The newest talent of my category is among the recent ones; the cook, of another category, is not.
  await expect(
    page
      .getByRole('region', { name: 'Recent profiles in your categories' })
      .getByRole('article', { name: singer.fullname }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Recent profiles in your categories' })
      .getByRole('article', { name: cook.fullname }),
  ).toHaveCount(0);
  // Her card shows her three photos, loaded (lazy, sized), newest post first; one opens that post's viewer.
  const work = page
    .getByRole('region', { name: 'Recent profiles in your categories' })
    .getByRole('list', { name: `Recent photos by ${singer.fullname}` });
  await expect(work.getByRole('link')).toHaveCount(3);
  await work.scrollIntoViewIfNeeded();
  for (const img of await work.getByRole('img').all()) {
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(124);
  }
  await work.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/noticias/${newest.id}\\?foto=2$`));
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/explorar$/);

  await featured.getByRole('link', { name: 'See all featured talents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Featured profiles in your categories' })).toBeVisible();
  await expect(page.getByText('Only talents of the categories you chose in your interests.')).toBeVisible();
});

test('on a phone, the search tab opens a profile from a suggestion (en)', async ({ page, request }) => {
  test.setTimeout(60_000);
  const viewer = await createTalent(request, { nombre: 'Irene', apellido: 'Vidal', lang: 'en' });
  const found = await createTalent(request, { nombre: 'Zoé', apellido: 'Müller' });
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, viewer, 'en');
  await page.goto('/explorar');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const search = page.getByRole('combobox', { name: 'Search other talents' });
  await expect(search).toBeFocused();
  await search.fill('zoe mull');
  await page.getByRole('option', { name: new RegExp(found.fullname) }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${found.profile_url}$`));
  await expect(page.getByRole('heading', { level: 1, name: found.fullname })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search other talents' })).toHaveCount(0);
});
