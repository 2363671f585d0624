import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { createAccount, type Account } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { publishBodyViaApi } from './support/posts.ts';
import { screenshotsEnabled, shot } from './support/screenshots.ts';

/**
 * Insights: an agency looks at a talent's profile openly and another browsing privately; the talent's
 * /user/estadisticas names the first and shows the second as "an agency in <country>", with no serious
 * accessibility violation. With SCREENSHOTS=1 it also saves the dashboard at phone and desktop widths.
 */

const texts = {
  es: {
    title: 'Estadísticas',
    private: 'Una agencia en México',
    agencies: 'Agencias que te vieron',
    table: 'Ver como tabla',
    tableName: /Visitas a tu perfil por día y por público/,
  },
  en: {
    title: 'Insights',
    private: 'An agency in Mexico',
    agencies: 'Agencies that looked at you',
    table: 'Show as table',
    tableName: /Views of your profile per day and audience/,
  },
} as const;

async function profileUrlOf(request: APIRequestContext, account: Account): Promise<string> {
  const res = await request.get('/api/users/self', { headers: { 'x-access-token': account.token } });
  return ((await res.json()) as { user: { profile_url: string } }).user.profile_url;
}

/** A page of its own (cookies, storage) logged in as `account`, in `lang`. */
async function pageAs(browser: Browser, account: Account, lang: 'es' | 'en', width = 1280): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    locale: lang === 'es' ? 'es-ES' : 'en-GB',
    serviceWorkers: 'block',
  });
  await context.addInitScript(
    ({ token, l }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('lang', l);
    },
    { token: account.token, l: lang },
  );
  return context.newPage();
}

/** Opens the profile as a person does and waits for its view to be reported (the web's beacon). */
async function lookAt(page: Page, path: string): Promise<void> {
  const reported = page.waitForResponse(
    (response) => response.url().endsWith('/api/insights/views') && response.request().method() === 'POST',
  );
  await page.goto(path);
  expect((await reported).status()).toBe(204);
}

// One language for this long journey (CI's time budget, decision 0011); its page and table view are axe-checked in both
// by a11y.spec.ts (there with fewer figures).
for (const lang of ['en'] as Array<'es' | 'en'>) {
  test(`a talent sees which agencies looked, one of them browsing privately (${lang})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = texts[lang];
    const talent = await createAccount(request, { type: 'talento', lang, nombre: 'Valeria', apellido: 'Ibarra' });
    const open = await createAccount(request, { type: 'agencia', lang, nombre: 'Marta', apellido: 'Ruiz' });
    const hidden = await createAccount(request, { type: 'agencia', lang, nombre: 'Jorge', apellido: 'Pardo' });
    const agencyName = `Estrella Casting ${lang.toUpperCase()} ${Date.now().toString(36)}`;
    for (const [account, name] of [
      [open, agencyName],
      [hidden, 'Agencia Discreta'],
    ] as const) {
      const setup = await request.put('/api/users/agency', {
        headers: { 'x-access-token': account.token },
        data: { agency_name: name, biography: '', contact_email: '', web: '', phone: '', categoryIds: [] },
      });
      expect(setup.ok(), await setup.text()).toBe(true);
    }
    const privately = await request.post('/api/users/insights-settings', {
      headers: { 'x-access-token': hidden.token },
      data: { browse_privately: true },
    });
    expect(await privately.json()).toMatchObject({ browse_privately: true });
    const post = await publishBodyViaApi(request, talent.token, {
      description:
        lang === 'es'
          ? 'Ensayo general de «La casa de Bernarda Alba» en el Teatro Juárez'
          : 'Dress rehearsal of “The House of Bernarda Alba” at the Juárez Theatre',
    });
    const url = await profileUrlOf(request, talent);

    // Both agencies open the profile, the first also the post, from the real pages and their beacons.
    const openPage = await pageAs(browser, open, lang);
    await lookAt(openPage, `/profile/${url}`);
    await lookAt(openPage, `/noticias/${post.id}`);
    const hiddenPage = await pageAs(browser, hidden, lang);
    await lookAt(hiddenPage, `/profile/${url}?ref=share`);
    await openPage.context().close();
    await hiddenPage.context().close();

    // The talent's dashboard: views are counted in batches (about a second), so it is asked again until they show.
    const page = await pageAs(browser, talent, lang);
    await page.goto('/user/estadisticas');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    const agencies = page.getByRole('region', { name: t.agencies });
    await expect(async () => {
      await page.reload();
      await expect(agencies.getByText(agencyName)).toBeVisible({ timeout: 2000 });
      await expect(agencies.getByText(t.private)).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(agencies.getByText('Agencia Discreta')).toHaveCount(0);
    await expect(page.getByRole('img', { name: lang === 'es' ? /2 en total/ : /2 in all/ })).toBeVisible();

    await expectAccessible(page, `/user/estadisticas (${lang})`);
    await page.getByRole('button', { name: t.table }).first().click();
    await expect(page.getByRole('table', { name: t.tableName })).toBeVisible();
    await expectAccessible(page, `/user/estadisticas as tables (${lang})`);
    await page.getByRole('button', { name: lang === 'es' ? 'Ver como gráfico' : 'Show as chart' }).click();

    if (screenshotsEnabled) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await shot(page, `insights-desktop-${lang}`, { fullPage: true });
      // A phone opens the page at its own width (the charts are drawn for it, not shrunk from the desktop's).
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(agencies.getByText(agencyName)).toBeVisible();
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
      await shot(page, `insights-phone-${lang}`, { fullPage: true });
    }
    await page.context().close();
  });
}
