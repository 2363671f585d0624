import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { createAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInWithToken } from './support/messages.ts';

/**
 * Vitrina installs as an app — Chromium finds the manifest and a service worker with a
 * fetch handler and reports no installability error — and a page that cannot be reached shows the
 * offline page, in Spanish and in English.
 */
test('the app meets Chromium’s install criteria and shows its offline page without a network', async ({
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  // A profile on disk, as a person's browser has: Chromium never offers to install from an incognito one.
  const profile = mkdtempSync(path.join(tmpdir(), 'vitrina-install-'));
  const launch = testInfo.project.use.launchOptions ?? {};
  const context = await chromium.launchPersistentContext(profile, {
    ...launch,
    baseURL: baseURL!,
    locale: 'es-ES',
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    const body = (await manifest.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { sizes: string; type: string }[];
    };
    expect(body).toMatchObject({ name: 'Vitrina', start_url: '/', display: 'standalone' });
    expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png']) {
      expect((await request.get(icon)).headers()['content-type']).toBe('image/png');
    }

    const talent = await createAccount(request, { type: 'talento', lang: 'es', nombre: 'Instala', apellido: 'App' });
    await logInWithToken(page, talent, 'es');
    await page.goto('/noticias');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The worker registers once the page is idle, then takes control of it.
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active), null, {
      timeout: 20_000,
    });
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 10_000 });

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const { url } = (await cdp.send('Page.getAppManifest')) as { url: string };
    expect(url).toMatch(/\/manifest\.webmanifest$/);

    // Without a network: a page visited before comes from its last copy; one never visited is the offline page.
    await context.setOffline(true);
    await page.goto('/noticias');
    await expect(page.locator('#root')).toBeAttached();
    await page.goto('/explorar');
    await expect(page.getByRole('heading', { name: 'Estás sin conexión' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Reintentar' })).toHaveAttribute('href', '/');
    await expectAccessible(page, 'the offline page');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
