import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { screenshotsEnabled, shot } from './support/screenshots.ts';

// As a person's browser runs them: the service worker registers (the config blocks it for the other journeys,
// and a blocked registration makes Playwright itself warn in the console).
test.use({ serviceWorkers: 'allow' });

/**
 * The visitors' pages arrive prerendered, in the visitor's language, with their content in the
 * HTML before any script runs; the app then hydrates that markup (the same nodes, not a new render) with
 * nothing said in the console — no hydration mismatch, no React or React Router warning.
 */
const pages = [
  { path: '/', heading: { es: 'Tu talento merece una vitrina', en: 'Your talent deserves a showcase' } },
  { path: '/login', heading: { es: 'Hola de nuevo', en: 'Welcome back' } },
  { path: '/register', heading: { es: 'Crea tu cuenta', en: 'Create your account' } },
  { path: '/forgot', heading: { es: 'Recupera tu contraseña', en: 'Recover your password' } },
  { path: '/terminos', heading: { es: 'Términos de uso', en: 'Terms of use' } },
  { path: '/politicas-privacidad', heading: { es: 'Aviso de privacidad', en: 'Privacy notice' } },
  { path: '/politicas-cookies', heading: { es: 'Política de cookies', en: 'Cookie policy' } },
  { path: '/contacto', heading: { es: 'Contacto', en: 'Contact' } },
  { path: '/ruta-que-no-existe', heading: { es: 'Esta página no existe', en: 'This page does not exist' } },
] as const;

/**
 * Every warning, error and uncaught exception the page reports, but the not-found page's own status: the
 * server answers it with a 404, which Chromium reports as a failed resource.
 */
function watchConsole(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    const notFoundStatus =
      new URL(page.url()).pathname === '/ruta-que-no-existe' &&
      message.text().startsWith('Failed to load resource: the server responded with a status of 404 ');
    if (!notFoundStatus) said.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => said.push(`uncaught: ${error.message}`));
  return said;
}

/** Keeps the first <h1> the HTML parser creates, to tell a hydrated page from one rendered anew. */
async function rememberParsedHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const heading = document.querySelector('h1');
      if (!heading) return;
      (window as unknown as { parsedHeading: Element }).parsedHeading = heading;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

for (const lang of ['es', 'en'] as const) {
  test.describe(`prerendered pages in ${lang}`, () => {
    test('carry their heading in the HTML, by cookie and by Accept-Language', async ({ request }) => {
      for (const { path, heading } of pages) {
        const ways: Record<string, string>[] = [{ Cookie: `lang=${lang}` }, { 'Accept-Language': `${lang};q=0.9` }];
        for (const headers of ways) {
          const res = await request.get(path, { headers });
          expect(res.status(), path).toBe(path === '/ruta-que-no-existe' ? 404 : 200);
          expect(res.headers()['vary'], path).toContain('Accept-Language');
          const html = await res.text();
          expect(html, path).toContain(`<html lang="${lang}"`);
          expect(html, `${path} ${JSON.stringify(headers)}`).toContain(escapeHtml(heading[lang]));
          expect(html, path).toContain('data-prerendered');
        }
      }
      // The explainer's poster and the hero are in the landing's HTML too.
      const landing = await (await request.get('/', { headers: { Cookie: `lang=${lang}` } })).text();
      expect(landing).toMatch(new RegExp(`poster="/assets/explainer-${lang}[^"]*\\.jpg"`));
      expect(landing).toContain('class="hero"');
    });

    test('hydrate without a word in the console', async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      await rememberParsedHeading(page);
      const said = watchConsole(page);
      for (const { path, heading } of pages) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByText(heading[lang]).first()).toBeVisible();
        // Hydrated: the parser's heading is still the one shown, and React answers clicks on the page.
        expect(
          await page.evaluate(() => (window as unknown as { parsedHeading?: Element }).parsedHeading?.isConnected),
          path,
        ).toBe(true);
        const pressed = page.locator('.lang-toggle__option[aria-pressed="true"]').first();
        await expect(pressed, path).toHaveAttribute('lang', lang);
        if (screenshotsEnabled) {
          const name = path === '/' ? 'landing' : path.slice(1);
          for (const [device, width] of [
            ['phone', 390],
            ['desktop', 1280],
          ] as const) {
            await page.setViewportSize({ width, height: device === 'phone' ? 844 : 800 });
            await shot(page, `prerender-${name}-${lang}-${device}`, { settleMs: 600 });
          }
          await page.setViewportSize({ width: 1280, height: 800 });
        }
      }
      expect(said).toEqual([]);
    });
  });
}

test('the language switch sets the lang cookie the server answers in', async ({ page, context, request }) => {
  const said = watchConsole(page);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.locator('.guest-header').getByRole('button', { name: 'EN', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  const cookie = (await context.cookies()).find((each) => each.name === 'lang');
  expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
  // About a year.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);

  // The next page arrives in English, and is hydrated as such.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Your talent deserves a showcase').first()).toBeVisible();
  const html = await (await request.get('/login', { headers: { Cookie: `lang=${cookie!.value}` } })).text();
  expect(html).toContain('Welcome back');
  expect(said).toEqual([]);
});

test('a language stored before the cookie existed is shown, then served', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  const said = watchConsole(page);
  // Served in Spanish (no cookie yet) and rendered over in English, without a mismatch.
  for (const path of ['/', '/register', '/terminos']) {
    await context.clearCookies();
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('.lang-toggle__option[aria-pressed="true"]').first()).toHaveAttribute('lang', 'en');
    await page.waitForLoadState('networkidle');
  }
  // The cookie is set on the way: the next page is served in English.
  expect((await context.cookies()).find((each) => each.name === 'lang')?.value).toBe('en');
  const html = await (await page.request.get('/login')).text();
  expect(html).toContain('<html lang="en"');
  expect(said).toEqual([]);
});

test('without JavaScript, a prerendered page shows its content where the app will', async ({
  browser,
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
  const bare = await noScript.newPage();
  const box = async (on: Page, text: string) => {
    const found = on.getByText(text).first();
    await expect(found).toBeVisible();
    return found.boundingBox();
  };
  for (const lang of ['es', 'en'] as const) {
    for (const each of [noScript, context]) await each.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    for (const { path, heading } of pages) {
      await bare.goto(path);
      // Styled before any script: the heading sits where the hydrated app shows it (no layout shift).
      const before = await box(bare, heading[lang]);
      if (screenshotsEnabled && (path === '/' || path === '/login'))
        await shot(bare, `prerender-nojs-${path === '/' ? 'landing' : 'login'}-${lang}`, { settleMs: 700 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const after = await box(page, heading[lang]);
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(before![side] - after![side]), `${path} ${lang} ${side}`).toBeLessThanOrEqual(1);
    }
  }
  await noScript.close();
});
