import type { Page } from '@playwright/test';
import { createAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { personOf, sendViaApi } from './support/messages.ts';
import { publishViaApi } from './support/posts.ts';

// As a person's browser runs them: the service worker registers (the config blocks it for the other journeys,
// and a blocked registration makes Playwright itself warn in the console).
test.use({ serviceWorkers: 'allow' });

/**
 * Every route of the app (apps/web/src/lib/paths.ts), in Spanish and English, with nothing said in the
 * browser's console: no warning, no error, no uncaught exception. A library's advertisement, a React
 * warning or a failed request on some page fails this journey (issue 31). A route added to the app belongs
 * in these lists, as in a11y.spec.ts.
 */
const publicRoutes = [
  '/',
  '/login',
  '/register',
  '/register/success',
  '/register/confirmation',
  '/forgot',
  '/forgot/enlace-que-no-existe',
  '/terminos',
  '/politicas-privacidad',
  '/politicas-cookies',
  '/contacto',
  '/cuenta-cancelada?fecha=2030-03-12T12:00:00.000Z',
  '/ruta-que-no-existe',
];
const talentRoutes = [
  '/register/select',
  '/register/wizard',
  '/register/wizard?paso=2',
  '/register/wizard?paso=3',
  '/register/wizard?paso=4',
  '/register/wizard?paso=5',
  '/user',
  '/user/dashboard',
  '/user/settings',
  '/user/password',
  '/user/interests',
  '/user/estadisticas',
  '/',
  '/noticias',
  '/noticias?ver=todos',
  '/explorar',
  '/explorar/destacados',
  '/explorar/recientes',
  '/explorar/musica',
  '/explorar/all?country=all',
  '/explorar/cocina?country=AR',
  '/explorar?q=ramos',
  '/notificaciones',
  '/notificationes',
  '/conversaciones',
  '/conversaciones/todas',
  '/talentos',
  '/ruta-que-no-existe',
];
const agencyRoutes = [
  '/register/agencia',
  '/user/dashboard',
  '/user/settings',
  '/user/estadisticas',
  '/talentos',
  '/explorar',
  '/noticias',
];
const profileTabs = ['biografia', 'fotos', 'videos', 'archivos', 'seguidores', 'siguiendo', 'followers', 'followings'];

/**
 * The API's answers a page asks for on purpose and shows as a state, which Chromium logs as a failed
 * resource all the same: an unknown recovery link (400 `token_invalid`: "this link no longer works"), an
 * agency without categories on the explore home (409 `categories_required`: "choose your categories"), and
 * the not-found page itself, which the server answers with a 404. Nothing else is let through.
 */
const expectedAnswers: Record<string, number> = {
  '/forgot/enlace-que-no-existe': 400,
  '/explorar': 409,
  '/ruta-que-no-existe': 404,
};

/** What the console said on a page: warnings, errors and uncaught exceptions, each with where it happened. */
function watchConsole(page: Page, expected: Record<string, number> = {}): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    const where = new URL(page.url()).pathname;
    const status = expected[where];
    if (
      status &&
      message.text().startsWith(`Failed to load resource: the server responded with a status of ${status} `)
    ) {
      return;
    }
    said.push(`${message.type()} on ${where}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`uncaught on ${new URL(page.url()).pathname}: ${error.message}`));
  return said;
}

async function visit(page: Page, route: string) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#main, main').first()).toBeVisible();
}

for (const lang of ['es', 'en'] as const) {
  test.describe(`a quiet console in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    });

    test('public pages', async ({ page }) => {
      test.setTimeout(120_000);
      const said = watchConsole(page, {
        '/forgot/enlace-que-no-existe': expectedAnswers['/forgot/enlace-que-no-existe']!,
        '/ruta-que-no-existe': expectedAnswers['/ruta-que-no-existe']!,
      });
      for (const route of publicRoutes) await visit(page, route);
      expect(said).toEqual([]);
    });

    test('a talent’s pages', async ({ page, request }) => {
      test.setTimeout(240_000);
      const account = await createAccount(request, { type: 'talento', lang });
      const ramon = await createAccount(request, { type: 'talento', lang, nombre: 'Ramón', apellido: 'Ramos Vega' });
      const post = await publishViaApi(request, account.token, 'Mi obra nueva https://example.com/obra');
      await publishViaApi(request, ramon.token, 'Ensayo abierto el jueves');
      await request.post(`/api/reactions/like/post/${post.id}`, { headers: { 'x-access-token': ramon.token } });
      await request.post('/api/comments', {
        headers: { 'x-access-token': ramon.token },
        data: { postId: post.id, comment: '¡Me encanta!' },
      });
      const me = await personOf(request, account);
      const ramonPerson = await personOf(request, ramon);
      await sendViaApi(request, ramon, me, 'Hola, ¿colaboramos?');
      await page.addInitScript((token) => localStorage.setItem('token', token), account.token);
      const profiles = [me.profile_url, ramonPerson.profile_url].flatMap((url) => [
        `/profile/${url}`,
        ...profileTabs.map((tab) => `/profile/${url}/${tab}`),
      ]);
      const said = watchConsole(page, { '/ruta-que-no-existe': expectedAnswers['/ruta-que-no-existe']! });
      for (const route of [
        ...talentRoutes,
        `/noticias/${post.id}`,
        ...profiles,
        `/conversaciones/${ramonPerson.profile_url}`,
      ]) {
        await visit(page, route);
      }
      expect(said).toEqual([]);
    });

    test('an agency’s pages', async ({ page, request }) => {
      test.setTimeout(120_000);
      const account = await createAccount(request, { type: 'agencia', lang });
      const talent = await createAccount(request, { type: 'talento', lang });
      const talentPerson = await personOf(request, talent);
      await request.post('/api/users/follow', {
        headers: { 'x-access-token': account.token },
        data: { id: talentPerson.id },
      });
      await page.addInitScript((token) => localStorage.setItem('token', token), account.token);
      // This agency has no categories: its explore home asks it to choose some.
      const said = watchConsole(page, { '/explorar': expectedAnswers['/explorar']! });
      for (const route of [...agencyRoutes, `/profile/${talentPerson.profile_url}`]) await visit(page, route);
      expect(said).toEqual([]);
    });
  });
}
