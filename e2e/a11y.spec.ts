import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { createAccount } from './support/accounts.ts';
import { test } from './support/fixtures.ts';
import { publishViaApi } from './support/posts.ts';

/**
 * Every route of the app, in Spanish and English, checked with axe-core: the public pages as a visitor,
 * the account pages as a talent and as an agency. A route added to the app belongs in these lists.
 */
const publicRoutes = [
  '/',
  '/login',
  '/register',
  '/forgot',
  '/terminos',
  '/politicas-privacidad',
  '/politicas-cookies',
  '/contacto',
  '/ruta-que-no-existe',
];
const talentRoutes = [
  '/register/select',
  '/register/wizard',
  '/user/dashboard',
  '/user/settings',
  '/user/password',
  '/user/interests',
  '/noticias',
  '/explorar',
  '/notificaciones',
  '/conversaciones/todas',
];
const agencyRoutes = ['/register/agencia', '/user/dashboard', '/talentos'];

async function visit(page: Page, route: string, lang: string) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  // Let fade-ins finish, so contrast is measured on the final colours.
  await page.waitForTimeout(600);
  await expectAccessible(page, `${route} (${lang})`);
}

for (const lang of ['es', 'en'] as const) {
  test.describe(`accessibility in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    });

    test('public pages', async ({ page }) => {
      test.setTimeout(90_000);
      for (const route of publicRoutes) await visit(page, route, lang);
    });

    test('a talent’s pages', async ({ page, request }) => {
      test.setTimeout(90_000);
      const account = await createAccount(request, { type: 'talento', lang });
      // A feed with something in it: a post with a link and a comment, and its own page.
      const post = await publishViaApi(request, account.token, 'Mi obra nueva https://example.com/obra');
      await request.post('/api/comments', {
        headers: { 'x-access-token': account.token },
        data: { postId: post.id, comment: 'Gracias por mirar' },
      });
      await page.addInitScript((token) => localStorage.setItem('token', token), account.token);
      for (const route of [...talentRoutes, `/noticias/${post.id}`]) await visit(page, route, lang);
    });

    test('an agency’s pages', async ({ page, request }) => {
      test.setTimeout(90_000);
      const account = await createAccount(request, { type: 'agencia', lang });
      await page.addInitScript((token) => localStorage.setItem('token', token), account.token);
      for (const route of agencyRoutes) await visit(page, route, lang);
    });
  });
}
