import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { shotsDir } from '../support/screenshots.ts';
import { createAccount } from '../support/accounts.ts';
import { createTalent, createTalents } from '../support/discovery.ts';

/**
 * Not a check: saves PNGs of the explore area (home, featured page 2, a category filtered to a country, search
 * results, the header's suggestions, an agency's home without categories) in both languages at phone and
 * desktop widths, for design review. Runs only in `npm run design -w e2e`. Output folder: SHOTS_DIR (/tmp/shots).
 */

const people: Array<[string, string, string, string, number[]]> = [
  ['Camila', 'Ortega', 'Oaxaca', 'MX', [3]],
  ['Diego', 'Luna Bravo', 'Guadalajara', 'MX', [2, 4]],
  ['Renata', 'Salas', 'Monterrey', 'MX', [5]],
  ['Mateo', 'Herrera', 'Puebla', 'MX', [1]],
  ['Valentina', 'Cruz', 'Mérida', 'MX', [8, 3]],
  ['Santiago', 'Ríos', 'Querétaro', 'MX', [2]],
  ['Lucía', 'Fernández', 'León', 'MX', [6]],
  ['Emiliano', 'Vargas', 'Tijuana', 'MX', [7]],
  ['Ximena', 'Castillo', 'Toluca', 'MX', [2, 5]],
  ['Andrés', 'Morales', 'Chihuahua', 'MX', [4]],
  ['Sofía', 'Navarro', 'Cancún', 'MX', [2]],
  ['Joaquín', 'Pineda', 'Morelia', 'MX', [1, 2]],
  ['José', 'Quintanilla', 'Rosario', 'AR', [2]],
  ['Josefina', 'Aguirre', 'Córdoba', 'AR', [2, 6]],
];
const tints: Array<[number, number, number]> = [
  [200, 90, 60],
  [40, 110, 170],
  [90, 160, 110],
  [170, 140, 60],
  [120, 80, 160],
  [60, 60, 60],
];

async function shot(page: Page, name: string) {
  // Let images and fade-ins settle.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(700);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

test.describe('discovery screenshots', () => {
  for (const lang of ['es', 'en'] as const) {
    test(`the explore area in ${lang}`, async ({ page, request }) => {
      test.setTimeout(240_000);
      mkdirSync(shotsDir, { recursive: true });
      const viewer = await createTalent(request, { lang, nombre: 'Irene', apellido: 'Vidal', categoryIds: [2] });
      const talents = await createTalents(request, people.length, (index) => {
        const [nombre, apellido, ciudad, country, categoryIds] = people[index]!;
        // Some without pictures, as real lists have.
        const tint = index % 4 === 3 ? undefined : tints[index % tints.length];
        return { lang, nombre, apellido, ciudad, country, categoryIds, tint };
      });
      // Followers, so featured has an order and the counts show.
      for (const [index, talent] of talents.entries()) {
        for (const follower of talents.slice(0, (index * 5) % 7)) {
          await request.post('/api/users/follow', {
            headers: { 'x-access-token': follower.token },
            data: { id: talent.id },
          });
        }
      }
      const agency = await createAccount(request, { type: 'agencia', lang, nombre: 'Agencia', apellido: 'Norte' });

      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const [width, height] of [
        [390, 844],
        [1280, 900],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.addInitScript(
          ([l, token]) => {
            localStorage.setItem('lang', l);
            localStorage.setItem('token', token);
          },
          [lang, viewer.token] as const,
        );
        await page.goto('/explorar');
        await expect(page.locator('main article').first()).toBeVisible();
        await shot(page, `explore-${lang}-${width}`);
        await page.goto('/explorar/destacados?page=2');
        await expect(page.locator('main article').first()).toBeVisible();
        await shot(page, `featured-p2-${lang}-${width}`);
        await page.goto('/explorar/musica?country=AR');
        await expect(page.locator('main article').first()).toBeVisible();
        await shot(page, `category-${lang}-${width}`);
        await page.goto('/explorar/literatura?country=CL');
        await expect(page.getByRole('button', { name: /todos los países|all countries/i })).toBeVisible();
        await shot(page, `category-empty-${lang}-${width}`);
        await page.goto('/explorar?q=jose');
        await expect(page.locator('main article').first()).toBeVisible();
        await shot(page, `search-${lang}-${width}`);

        // The suggestions, open with one highlighted (on a phone, from the search tab).
        await page.goto('/noticias');
        if (width < 960)
          await page.getByRole('button', { name: lang === 'es' ? 'Buscar' : 'Search', exact: true }).click();
        const box = page.getByRole('combobox', {
          name: lang === 'es' ? 'Buscar otros talentos' : 'Search other talents',
        });
        await box.fill('jose');
        await expect(page.getByRole('option').first()).toBeVisible();
        await box.press('ArrowDown');
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(shotsDir, `suggestions-${lang}-${width}.png`) });

        // An agency without categories.
        await page.evaluate((token) => localStorage.setItem('token', token), agency.token);
        await page.addInitScript((token) => localStorage.setItem('token', token), agency.token);
        await page.goto('/explorar');
        await expect(page.getByRole('link', { name: /Elegir mis categorías|Choose my categories/ })).toBeVisible();
        await shot(page, `explore-agency-${lang}-${width}`);
      }
    });
  }
});
