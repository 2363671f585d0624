import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { measureScripts, totalBytes, transferReport } from './support/js-transfer.ts';
import { postViaApi, setHeight } from './support/opportunities.ts';

/**
 * JavaScript budgets (on React 19): compressed bytes of script transferred on a cold load of the built app,
 * as Chromium counts them (1 KB = 1000 bytes). A page over its budget fails the run and prints what it
 * loaded; every run prints the table, so a change's weight shows in CI's log.
 */
const budgets = {
  landing: 130_000,
  login: 150_000,
  register: 150_000,
  feed: 200_000,
  // The password strength meter, fetched on the first keystroke: zxcvbn and its trimmed dictionaries, one chunk.
  strengthMeter: 100_000,
};

const heading = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
};

const guestPages = [
  { name: 'landing', route: '/', budget: budgets.landing },
  { name: 'login', route: '/login', budget: budgets.login },
  { name: 'register', route: '/register', budget: budgets.register },
] as const;

test.describe('JavaScript budgets', () => {
  for (const { name, route, budget } of guestPages) {
    test(`the ${name} page loads at most ${budget / 1000} KB of script`, async ({ browser, baseURL }) => {
      const transfers = await measureScripts(browser, baseURL!, route, { ready: heading });
      const report = transferReport(route, transfers, budget);
      console.log(report);
      expect(transfers.length, 'no script was measured').toBeGreaterThan(0);
      expect(totalBytes(transfers), report).toBeLessThanOrEqual(budget);
    });
  }

  test(`the register page's first keystroke in the password loads at most ${budgets.strengthMeter / 1000} KB of script`, async ({
    browser,
    baseURL,
  }) => {
    const password = (page: Page) => page.getByLabel('Contraseña', { exact: true });
    const transfers = await measureScripts(browser, baseURL!, '/register', {
      // The prerendered form takes keys once React has hydrated it (its nodes carry React's props). The form's
      // own validation loads on its first focus: the name, filled first, takes it, so the keystroke counts the meter.
      ready: async (page) => {
        await heading(page);
        await page.waitForFunction(
          () =>
            Object.keys(document.querySelector('input[name="password"]') ?? {}).some((key) =>
              key.startsWith('__reactProps'),
            ),
          undefined,
          { polling: 100 },
        );
        await page.getByLabel('Nombre', { exact: true }).fill('Ana');
      },
      action: async (page) => {
        await password(page).pressSequentially('v');
        await expect(page.getByText(/^Seguridad de la contraseña: /)).toBeVisible();
      },
    });
    const report = transferReport('/register, first keystroke in the password', transfers, budgets.strengthMeter);
    console.log(report);
    expect(transfers.length, 'the meter loaded no script').toBeGreaterThan(0);
    expect(totalBytes(transfers), report).toBeLessThanOrEqual(budgets.strengthMeter);
  });

  // Her feed without the sidebar's "Opportunities for you" (no role asks for her height), and with it: a role of
  // an opportunity published here asks for hers. In a full run other journeys' roles may fit the first talent too.
  for (const fits of [false, true]) {
    const which = fits ? 'some open role fits' : 'no role fits';
    test(`the feed of a logged-in talent ${which} loads at most ${budgets.feed / 1000} KB of script`, async ({
      browser,
      baseURL,
      request,
    }) => {
      const account = await createAccount(request, { type: 'talento' });
      if (fits) await fitsHer(request, account.token);
      const transfers = await measureScripts(browser, baseURL!, '/noticias', {
        token: account.token,
        ready: async (page) => {
          await heading(page);
          if (fits) await expect(page.getByRole('heading', { name: 'Oportunidades para ti' })).toBeVisible();
        },
      });
      const report = transferReport(`/noticias (logged in, ${which})`, transfers, budgets.feed);
      console.log(report);
      expect(transfers.length, 'no script was measured').toBeGreaterThan(0);
      expect(totalBytes(transfers), report).toBeLessThanOrEqual(budgets.feed);
    });
  }
});

/** An agency's open opportunity whose one role asks for the talent's height, which her sheet then gives. */
async function fitsHer(request: APIRequestContext, token: string): Promise<void> {
  const agency = await createAccount(request, { type: 'agencia', nombre: 'Estrella', apellido: 'Casting' });
  const roles = [
    { name: 'Modelo de pasarela', needs: ['note' as const], requirements: [{ key: 'height', min: 171, max: 173 }] },
  ];
  await postViaApi(request, agency.token, { title: 'Desfile de primavera', roles });
  await setHeight(request, token, 172);
}
