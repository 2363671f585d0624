import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { createAccount } from './support/accounts.ts';
import { watchConsole } from './support/console.ts';
import { expect, test } from './support/fixtures.ts';
import { personOf, sendViaApi } from './support/messages.ts';
import { publishViaApi } from './support/posts.ts';

// As a person's browser runs them: the service worker registers (the config blocks it for the other journeys,
// and a blocked registration makes Playwright itself warn in the console).
test.use({ serviceWorkers: 'allow' });

/**
 * Every route of the app (apps/web/src/lib/paths.ts), in Spanish and English, as a visitor, a talent and an
 * agency: axe-core finds no serious or critical violation, and the browser's console says nothing (no warning,
 * no error, no uncaught exception: a library's advertisement, a React warning or a failed request fails it,
 * issue 31). One visit checks both. A route added to the app belongs in these lists.
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
  '/user/email/undo#enlace-que-no-existe-de-prueba',
  '/register/confirmation#enlace-que-no-existe-de-prueba',
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
  '/explorar?q=zzzq',
  '/notificaciones',
  '/notificationes',
  '/conversaciones',
  '/conversaciones/todas',
  '/talentos',
  '/ruta-que-no-existe',
];
// An agency without categories: the explore home and its lists ask it to choose some.
const agencyRoutes = [
  '/register/agencia',
  '/user/dashboard',
  '/user/settings',
  '/user/estadisticas',
  '/talentos',
  '/noticias',
  '/explorar',
  '/explorar/destacados',
];
const profileTabs = ['biografia', 'fotos', 'videos', 'archivos', 'seguidores', 'siguiendo', 'followers', 'followings'];

/**
 * The API's answers a page asks for on purpose and shows as a state: a link that does not work (400
 * `token_invalid` on recovery, confirmation and the e-mail change's undo: "this link no longer works"), an agency
 * without categories on the explore home and its lists (409 `categories_required`: "choose your categories"),
 * and the not-found page itself, answered with a 404.
 */
const expectedAnswers: Record<string, number> = {
  '/forgot/enlace-que-no-existe': 400,
  '/user/email/undo': 400,
  '/register/confirmation': 400,
  '/explorar': 409,
  '/explorar/destacados': 409,
  '/ruta-que-no-existe': 404,
};
const expecting = (...paths: string[]) => Object.fromEntries(paths.map((path) => [path, expectedAnswers[path]!]));

async function visit(page: Page, route: string, lang: string) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#main, main').first()).toBeVisible();
  // Reduced motion (below) leaves no fade-in running: contrast is measured on the final colours.
  await expectAccessible(page, `${route} (${lang})`);
}

for (const lang of ['es', 'en'] as const) {
  test.describe(`accessible and quiet in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('public pages', async ({ page }) => {
      test.setTimeout(180_000);
      const said = watchConsole(
        page,
        expecting('/forgot/enlace-que-no-existe', '/user/email/undo', '/register/confirmation', '/ruta-que-no-existe'),
      );
      for (const route of publicRoutes) await visit(page, route, lang);
      expect(said).toEqual([]);
    });

    test('a talent’s pages', async ({ page, request }) => {
      test.setTimeout(360_000);
      const account = await createAccount(request, { type: 'talento', lang });
      // Someone to find: the explore lists and the search have a card to show.
      const ramon = await createAccount(request, { type: 'talento', lang, nombre: 'Ramón', apellido: 'Ramos Vega' });
      // A feed with something in it: a post with a link and a comment, and its own page.
      const post = await publishViaApi(request, account.token, 'Mi obra nueva https://example.com/obra');
      await request.post('/api/comments', {
        headers: { 'x-access-token': account.token },
        data: { postId: post.id, comment: 'Gracias por mirar' },
      });
      // Notifications (/notificaciones and the dropdown have entries): Ramón likes the post and comments on it.
      await request.post(`/api/reactions/like/post/${post.id}`, { headers: { 'x-access-token': ramon.token } });
      await request.post('/api/comments', {
        headers: { 'x-access-token': ramon.token },
        data: { postId: post.id, comment: '¡Me encanta!' },
      });
      await page.addInitScript((token) => localStorage.setItem('token', token), account.token);
      const me = await personOf(request, account);
      const ramonPerson = await personOf(request, ramon);
      // Its own profile and Ramón's, every tab.
      const profileRoutes = [me.profile_url, ramonPerson.profile_url].flatMap((url) => [
        `/profile/${url}`,
        ...profileTabs.map((tab) => `/profile/${url}/${tab}`),
      ]);
      // A conversation with Ramón (his message unread): /conversaciones/todas, the thread and the dropdown have content.
      await sendViaApi(request, account, ramonPerson, 'Hola Ramón, ¿te interesa colaborar?');
      await sendViaApi(
        request,
        ramon,
        me,
        `Sí, claro. Te cuento los detalles:\nensayo el martes y función el viernes.`,
      );
      const conversation = `/conversaciones/${ramonPerson.profile_url}`;
      const said = watchConsole(page, expecting('/ruta-que-no-existe'));
      for (const route of [...talentRoutes, `/noticias/${post.id}`, ...profileRoutes, conversation]) {
        await visit(page, route, lang);
      }
      // The messages dropdown open, with its entry.
      await page.getByRole('button', { name: lang === 'es' ? /^Mensajes/ : /^Messages/ }).click();
      await page
        .getByRole('region', { name: lang === 'es' ? 'Mensajes' : 'Messages' })
        .getByRole('link')
        .first()
        .waitFor();
      await expectAccessible(page, `the messages dropdown (${lang})`);
      // The notifications dropdown open, with its entries.
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: lang === 'es' ? /^Notificaciones/ : /^Notifications/ }).click();
      await page
        .getByRole('region', { name: lang === 'es' ? 'Notificaciones' : 'Notifications' })
        .getByRole('listitem')
        .first()
        .waitFor();
      await expectAccessible(page, `the notifications dropdown (${lang})`);
      // The header search with its suggestions open, one highlighted.
      await page.goto('/explorar');
      const search = page.getByRole('combobox', {
        name: lang === 'es' ? 'Buscar otros talentos' : 'Search other talents',
      });
      await search.fill('ramos');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      await search.press('ArrowDown');
      await expectAccessible(page, `/explorar with search suggestions (${lang})`);
      expect(said).toEqual([]);
    });

    test('an agency’s pages', async ({ page, request }) => {
      test.setTimeout(180_000);
      const account = await createAccount(request, { type: 'agencia', lang });
      // A talent to follow and visit: /talentos lists them, and their profile shows the visitor's actions.
      const talent = await createAccount(request, { type: 'talento', lang });
      const talentPerson = await personOf(request, talent);
      await request.post('/api/users/follow', {
        headers: { 'x-access-token': account.token },
        data: { id: talentPerson.id },
      });
      await page.addInitScript((token) => localStorage.setItem('token', token), account.token);
      const visited = [`/profile/${talentPerson.profile_url}`, `/profile/${talentPerson.profile_url}/seguidores`];
      const said = watchConsole(page, expecting('/explorar', '/explorar/destacados'));
      for (const route of [...agencyRoutes, ...visited]) await visit(page, route, lang);
      expect(said).toEqual([]);
    });
  });
}
