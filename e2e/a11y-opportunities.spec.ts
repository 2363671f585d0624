import { expectAccessible, expecting, visit } from './support/a11y.ts';
import { watchConsole } from './support/console.ts';
import { expect, test } from './support/fixtures.ts';
import { opportunityScene } from './support/opportunity-scene.ts';

// As a person's browser runs them (a11y.spec.ts says why).
test.use({ serviceWorkers: 'allow' });

/**
 * The opportunities' routes (the board, an opportunity's page, the form, the agency's list, applying, my
 * applications, a role's pipeline and an agency's tab), in Spanish and English, for a visitor, a talent and the
 * agency: axe finds no serious or critical violation and the console is quiet, as in a11y.spec.ts.
 */
for (const lang of ['es', 'en'] as const) {
  test.describe(`opportunities accessible and quiet in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    // The opportunities' routes: the board, a page, applying and my applications (a visitor, then a talent).
    test('opportunities for a visitor and a talent', async ({ page, request }) => {
      test.setTimeout(180_000);
      const scene = await opportunityScene(request, lang);
      // Asked on purpose, answered 404: the form of a role she has no draft for yet, and an agency's profile asking
      // for a talent's profile (the page then shows the agency's own).
      const said = watchConsole(page, { [scene.apply]: 404, [scene.agencyTab]: 404 });
      for (const route of ['/oportunidades', scene.page]) await visit(page, route, lang);
      await page.addInitScript((token) => localStorage.setItem('token', token), scene.talent.token);
      const talentRoutes = ['/oportunidades', '/oportunidades?fits=1&order=deadline', scene.page, scene.apply];
      for (const route of [...talentRoutes, scene.applied, '/postulaciones', scene.agencyTab])
        await visit(page, route, lang);
      // The board's filters as a phone shows them: a drawer over the results.
      await page.setViewportSize({ width: 360, height: 780 });
      await page.goto('/oportunidades');
      await page.getByRole('button', { name: lang === 'es' ? /^Filtros/ : /^Filters/ }).click();
      await page.getByRole('button', { name: lang === 'es' ? 'Ver resultados' : 'Show results' }).waitFor();
      await expectAccessible(page, `the board's filters at 360 px (${lang})`);
      // Saving the board's filters as a search with alerts, at 360 px: the dialog, then her list of them.
      await page.getByRole('button', { name: lang === 'es' ? 'Ver resultados' : 'Show results' }).click();
      await page.getByRole('button', { name: lang === 'es' ? 'Guardar búsqueda' : 'Save search' }).click();
      const dialog = page.getByRole('dialog', { name: lang === 'es' ? 'Guardar esta búsqueda' : 'Save this search' });
      await expectAccessible(page, `saving a board search at 360 px (${lang})`);
      await dialog.getByRole('button', { name: lang === 'es' ? 'Guardar' : 'Save', exact: true }).click();
      await page.getByRole('link', { name: lang === 'es' ? 'Todas las oportunidades' : 'All opportunities' }).waitFor();
      await expectAccessible(page, `a talent's saved board searches at 360 px (${lang})`);
      await visit(page, '/user/settings#avisos-oportunidades', lang);
      expect(said).toEqual([]);
    });

    // The agency's side: the form (new and editing), its list and a role's pipeline with an applicant open.
    test('opportunities for their agency', async ({ page, request }) => {
      test.setTimeout(180_000);
      const scene = await opportunityScene(request, lang);
      await page.addInitScript((token) => localStorage.setItem('token', token), scene.agency.token);
      const said = watchConsole(page, expecting());
      for (const route of ['/oportunidades/nueva', scene.edit, '/mis-oportunidades', scene.page, scene.pipeline])
        await visit(page, route, lang);
      await page.getByRole('button', { name: scene.talent.fullname }).click();
      await page.getByRole('dialog', { name: scene.talent.fullname }).waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `an applicant's panel (${lang})`);
      await page.keyboard.press('Escape');
      await page.goto('/mis-oportunidades');
      await page.getByRole('button', { name: lang === 'es' ? 'Cerrar la convocatoria' : 'Close the call' }).click();
      await page.getByRole('alertdialog').waitFor();
      await expectAccessible(page, `the close dialog (${lang})`);
      expect(said).toEqual([]);
    });
  });
}
