import { expectAccessible, expecting, visit } from './support/a11y.ts';
import { chooseBirthDate, createAccount, yearsAgo } from './support/accounts.ts';
import { watchConsole } from './support/console.ts';
import { expect, test } from './support/fixtures.ts';
import { minorWithGuardian } from './support/guardians.ts';
import { talentScene } from './support/a11y-scenes.ts';
import { personOf } from './support/messages.ts';

// As a person's browser runs them: the service worker registers (the config blocks it for the other journeys,
// and a blocked registration makes Playwright itself warn in the console).
test.use({ serviceWorkers: 'allow' });

/**
 * Every route of the app (apps/web/src/lib/paths.ts) and the dialogs of the second wave's screens, in Spanish and
 * English, as a visitor, a talent and an agency (the moderation tool: a11y-moderation.spec.ts): axe-core finds no
 * serious or critical violation, and the browser's console says nothing (no warning, no error, no uncaught
 * exception: a library's advertisement, a React warning or a failed request fails it). One visit checks
 * both. A route added to the app belongs in these lists (the opportunities' routes: a11y-opportunities.spec.ts).
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
  '/alertas/baja#enlace-que-no-existe-de-prueba',
  '/register/confirmation#enlace-que-no-existe-de-prueba',
  '/tutor/enlace-que-no-existe-de-prueba',
  '/ruta-que-no-existe',
];
const talentRoutes = [
  '/register/select',
  '/register/wizard',
  '/register/wizard?paso=2',
  '/register/wizard?paso=3',
  '/register/wizard?paso=4',
  '/register/wizard?paso=5',
  '/register/wizard?paso=6',
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
  '/conversaciones/solicitudes',
  '/explorar/buscar',
  '/explorar/buscar?q=ramos&country=MX',
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
  '/explorar/buscar?category=4',
  // Two countries and their travellers: the country facet, the travel switch and the chips above the results.
  '/explorar/buscar?country=MX,CO&travellers=1&category=4',
  '/listas',
];
const profileTabs = ['biografia', 'fotos', 'videos', 'archivos', 'seguidores', 'siguiendo', 'followers', 'followings'];

for (const lang of ['es', 'en'] as const) {
  test.describe(`accessible and quiet in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('public pages', async ({ page, request }) => {
      test.setTimeout(240_000);
      // A minor's guardian's page, as the e-mail opens it, and opened on ending her account.
      const guardian = await minorWithGuardian(request, lang);
      const guardianRoutes = [guardian.page, guardian.close].map(
        (link) => new URL(link).pathname + new URL(link).search,
      );
      const said = watchConsole(
        page,
        expecting(
          '/forgot/enlace-que-no-existe',
          '/user/email/undo',
          '/register/confirmation',
          '/tutor/enlace-que-no-existe-de-prueba',
          '/ruta-que-no-existe',
        ),
      );
      for (const route of [...publicRoutes, ...guardianRoutes]) await visit(page, route, lang);
      // The sign-up of someone under 18: the guardian's section, then its rules listed and its fields marked.
      const t =
        lang === 'es'
          ? { birth: 'Fecha de nacimiento', submit: 'Crear cuenta' }
          : { birth: 'Date of birth', submit: 'Create account' };
      await page.goto('/register');
      await page.waitForLoadState('networkidle');
      const section = page.getByRole('group', {
        name: lang === 'es' ? 'Tu madre, padre o tutor' : 'Your mother, father or guardian',
      });
      // Chosen again until the section shows: a choice made before the prerendered form hydrates is not seen.
      await expect(async () => {
        await chooseBirthDate(page, t.birth, yearsAgo(15));
        await expect(section).toBeVisible({ timeout: 2000 });
      }).toPass({ timeout: 20_000 });
      await expectAccessible(page, `/register with the guardian's section (${lang})`);
      await page.getByRole('button', { name: t.submit }).last().click();
      await page.getByRole('alert').first().waitFor();
      await expectAccessible(page, `/register with the guardian's rules listed (${lang})`);
      expect(said).toEqual([]);
    });

    test('a talent’s own pages', async ({ page, request }) => {
      test.setTimeout(240_000);
      const { account } = await talentScene(request, lang);
      await page.addInitScript((token) => localStorage.setItem('token', token), account.token);
      const said = watchConsole(page, expecting('/ruta-que-no-existe'));
      for (const route of talentRoutes) await visit(page, route, lang);
      // The header search with its suggestions open, one highlighted.
      await page.goto('/explorar');
      const search = page.getByRole('combobox', {
        name: lang === 'es' ? 'Buscar otros talentos' : 'Search other talents',
      });
      await search.fill('ramos');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      await search.press('ArrowDown');
      await expectAccessible(page, `/explorar with search suggestions (${lang})`);
      // The figures as tables.
      await page.goto('/user/estadisticas');
      await page
        .getByRole('button', { name: lang === 'es' ? 'Ver como tabla' : 'Show as table' })
        .first()
        .click();
      await page.getByRole('table').first().waitFor();
      await expectAccessible(page, `/user/estadisticas as tables (${lang})`);
      expect(said).toEqual([]);
    });

    // Apart from the talent's own pages, so that the two workers share the longest list evenly.
    test('a talent’s profiles, conversation and dialogs', async ({ page, request }) => {
      test.setTimeout(240_000);
      const { account, me, ramonPerson, post } = await talentScene(request, lang);
      await page.addInitScript((token) => localStorage.setItem('token', token), account.token);
      // Its own profile and Ramón's, every tab.
      const profileRoutes = [me.profile_url, ramonPerson.profile_url].flatMap((url) => [
        `/profile/${url}`,
        ...profileTabs.map((tab) => `/profile/${url}/${tab}`),
      ]);
      const conversation = `/conversaciones/${ramonPerson.profile_url}`;
      const said = watchConsole(page, expecting());
      for (const route of [`/noticias/${post.id}`, ...profileRoutes, conversation]) await visit(page, route, lang);
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
      // The portfolio's order dialog, and the report dialog of a profile.
      await page.goto(`/profile/${me.profile_url}`);
      await page.getByRole('button', { name: lang === 'es' ? 'Ordenar' : 'Reorder' }).click();
      await page
        .getByRole('dialog', { name: lang === 'es' ? 'Ordenar tu portafolio' : 'Order your portfolio' })
        .waitFor();
      await expectAccessible(page, `the portfolio's order dialog (${lang})`);
      // The share dialog of my own profile: the public page's switch, the link, the QR code and the comp card.
      await page.goto(`/profile/${me.profile_url}`);
      const myName = `${account.nombre} ${account.apellido}`;
      const share = lang === 'es' ? `Compartir el perfil de ${myName}` : `Share ${myName}’s profile`;
      await page.getByRole('button', { name: share }).click();
      await page.getByRole('dialog', { name: share }).getByRole('img').waitFor();
      await expectAccessible(page, `the share dialog (${lang})`);
      await page.goto(`/profile/${ramonPerson.profile_url}`);
      const more =
        lang === 'es' ? 'Más opciones del perfil de Ramón Ramos Vega' : "More options for Ramón Ramos Vega's profile";
      await page.getByRole('button', { name: more }).click();
      await page.getByRole('menuitem', { name: lang === 'es' ? 'Denunciar perfil' : 'Report profile' }).click();
      await page.getByRole('dialog').waitFor();
      await expectAccessible(page, `the report dialog (${lang})`);
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
      // A shortlist with two talents (the list, its entries and their comparison) and a saved search.
      // (The first talent has createAccount's name.)
      const lucia = 'Lucía Ramos Díaz';
      const second = await createAccount(request, { type: 'talento', lang, nombre: 'Bruno', apellido: 'Lista' });
      const secondPerson = await personOf(request, second);
      const headers = { 'x-access-token': account.token };
      const list = (await (
        await request.post('/api/shortlists', { headers, data: { name: lang === 'es' ? 'Verano' : 'Summer' } })
      ).json()) as { id: number };
      for (const person of [talentPerson, secondPerson]) {
        const added = await request.put(`/api/shortlists/${list.id}/entries/${person.id}`, { headers });
        expect(added.ok(), await added.text()).toBe(true);
      }
      const saved = await request.post('/api/saved-searches', {
        headers,
        data: { name: lang === 'es' ? 'Fotógrafas' : 'Photographers', filters: { category: 4 } },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      await page.addInitScript((token) => localStorage.setItem('token', token), account.token);
      const visited = [
        `/profile/${talentPerson.profile_url}`,
        `/profile/${talentPerson.profile_url}/seguidores`,
        `/listas/${list.id}`,
      ];
      const said = watchConsole(page, expecting('/explorar', '/explorar/destacados'));
      for (const route of [...agencyRoutes, ...visited]) await visit(page, route, lang);
      // The two side by side.
      for (const name of [lucia, 'Bruno Lista']) {
        await page.getByRole('checkbox', { name: lang === 'es' ? `Comparar a ${name}` : `Compare ${name}` }).check();
      }
      await page.getByRole('button', { name: lang === 'es' ? 'Comparar (2)' : 'Compare (2)' }).click();
      await page.getByRole('dialog', { name: lang === 'es' ? 'Comparación' : 'Comparison' }).waitFor();
      await expectAccessible(page, `the comparison (${lang})`);
      // The add-to-list dialog, from the profile of a talent already on the list (the click opens it).
      await page.goto(`/profile/${talentPerson.profile_url}`);
      await page
        .getByRole('button', { name: lang === 'es' ? `Guardar a ${lucia} en una lista` : `Save ${lucia} to a list` })
        .click();
      await page.getByRole('dialog', { name: lang === 'es' ? `Guardar a ${lucia}` : `Save ${lucia}` }).waitFor();
      await expectAccessible(page, `the add-to-list dialog (${lang})`);
      // The save-search dialog.
      await page.goto('/explorar/buscar?category=4');
      const save = lang === 'es' ? 'Guardar esta búsqueda' : 'Save this search';
      await page.getByRole('button', { name: save }).click();
      await page.getByRole('dialog', { name: save }).waitFor();
      await expectAccessible(page, `the save-search dialog (${lang})`);
      expect(said).toEqual([]);
    });
  });
}
