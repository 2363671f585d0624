import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { createAccount } from './support/accounts.ts';
import { personOf, sendViaApi } from './support/messages.ts';
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
  '/cuenta-cancelada?fecha=2030-03-12T12:00:00.000Z',
  '/user/email/undo#enlace-que-no-existe-de-prueba',
  '/register/confirmation#enlace-que-no-existe-de-prueba',
  '/ruta-que-no-existe',
];
const talentRoutes = [
  '/register/select',
  '/register/wizard',
  '/user/dashboard',
  '/user/settings',
  '/user/password',
  '/user/interests',
  '/user/estadisticas',
  '/noticias',
  '/explorar',
  '/explorar/destacados',
  '/explorar/recientes',
  '/explorar/musica',
  '/explorar/all?country=all',
  '/explorar/cocina?country=AR',
  '/explorar?q=ramos',
  '/explorar?q=zzzq',
  '/notificaciones',
  '/conversaciones/todas',
];
// An agency without categories: the explore home and its lists ask it to choose some.
const agencyRoutes = ['/register/agencia', '/user/dashboard', '/talentos', '/explorar', '/explorar/destacados'];
const profileTabs = ['biografia', 'fotos', 'videos', 'archivos', 'seguidores', 'siguiendo'];

async function visit(page: Page, route: string, lang: string) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  // Reduced motion (below) leaves no fade-in running: contrast is measured on the final colours.
  await expectAccessible(page, `${route} (${lang})`);
}

for (const lang of ['es', 'en'] as const) {
  test.describe(`accessibility in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('public pages', async ({ page }) => {
      test.setTimeout(150_000);
      for (const route of publicRoutes) await visit(page, route, lang);
    });

    test('a talent’s pages', async ({ page, request }) => {
      test.setTimeout(240_000);
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
      const self = (await (
        await request.get('/api/users/self', { headers: { 'x-access-token': account.token } })
      ).json()) as {
        user: { profile_url: string };
      };
      const profile = `/profile/${self.user.profile_url}`;
      const profileRoutes = [profile, ...[...profileTabs, 'followers', 'followings'].map((tab) => `${profile}/${tab}`)];
      // A conversation with Ramón (his message unread): /conversaciones/todas, the thread and the dropdown have content.
      const me = await personOf(request, account);
      const ramonPerson = await personOf(request, ramon);
      await sendViaApi(request, account, ramonPerson, 'Hola Ramón, ¿te interesa colaborar?');
      await sendViaApi(
        request,
        ramon,
        me,
        `Sí, claro. Te cuento los detalles:\nensayo el martes y función el viernes.`,
      );
      const conversation = `/conversaciones/${ramonPerson.profile_url}`;
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
    });

    test('an agency’s pages', async ({ page, request }) => {
      test.setTimeout(150_000);
      const account = await createAccount(request, { type: 'agencia', lang });
      // A talent to follow and visit: /talentos lists them, and their profile shows the visitor's actions.
      const talent = await createAccount(request, { type: 'talento', lang });
      const talentSelf = (await (
        await request.get('/api/users/self', { headers: { 'x-access-token': talent.token } })
      ).json()) as { user: { id: number; profile_url: string } };
      await request.post('/api/users/follow', {
        headers: { 'x-access-token': account.token },
        data: { id: talentSelf.user.id },
      });
      await page.addInitScript((token) => localStorage.setItem('token', token), account.token);
      const visited = [`/profile/${talentSelf.user.profile_url}`, `/profile/${talentSelf.user.profile_url}/seguidores`];
      for (const route of [...agencyRoutes, ...visited]) await visit(page, route, lang);
    });
  });
}
