import { expectAccessible, expecting, visit } from './support/a11y.ts';
import { createAccount } from './support/accounts.ts';
import { watchConsole } from './support/console.ts';
import { expect, test } from './support/fixtures.ts';
import { personOf } from './support/messages.ts';
import { grantRole } from './support/roles.ts';

// As a person's browser runs them (a11y.spec.ts says why).
test.use({ serviceWorkers: 'allow' });

/**
 * The moderation tool (not a route of the app: the not-found page shows it to moderators), in Spanish and English,
 * as a moderator with a case to review: a case and each of the tool's views pass axe, and the console is quiet.
 */

/** The moderation tool's controls (a moderator's /moderacion). */
const moderation = {
  es: {
    review: 'Revisar el caso',
    suspend: 'Suspender…',
    verifications: 'Verificaciones',
    log: 'Registro',
    people: 'Personas',
  },
  en: {
    review: 'Review the case',
    suspend: 'Suspend…',
    verifications: 'Verifications',
    log: 'Audit log',
    people: 'People',
  },
};

for (const lang of ['es', 'en'] as const) {
  test.describe(`accessible and quiet in ${lang}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    });

    test('a moderator’s pages', async ({ page, request }) => {
      test.setTimeout(120_000);
      const t = moderation[lang];
      const moderator = await createAccount(request, { type: 'talento', lang, nombre: 'Mora', apellido: 'Revisa' });
      const stamp = `${lang} ${Date.now()}`;
      await grantRole(request, moderator, 'moderator');
      // A case to review: a talent reports an agency's profile.
      const agency = await createAccount(request, { type: 'agencia', lang, nombre: 'Casting', apellido: stamp });
      const reporter = await createAccount(request, { type: 'talento', lang });
      const reported = await request.post('/api/reports', {
        headers: { 'x-access-token': reporter.token },
        data: { target: { kind: 'profile', id: (await personOf(request, agency)).id }, category: 'scam' },
      });
      expect(reported.ok(), await reported.text()).toBe(true);
      await page.addInitScript((token) => localStorage.setItem('token', token), moderator.token);
      const said = watchConsole(page, expecting('/moderacion'));
      await visit(page, '/moderacion', lang);
      await page
        .getByRole('article')
        .filter({ hasText: `Casting ${stamp}` })
        .getByRole('button', { name: t.review })
        .click();
      await expect(page.getByRole('button', { name: t.suspend })).toBeVisible();
      await expectAccessible(page, `a case (${lang})`);
      // The tool's other views.
      for (const view of [t.verifications, t.log, t.people]) {
        await page.getByRole('button', { name: view }).click();
        await expect(page.getByRole('button', { name: view })).toHaveAttribute('aria-pressed', 'true');
        await expectAccessible(page, `moderation: ${view} (${lang})`);
      }
      expect(said).toEqual([]);
    });
  });
}
