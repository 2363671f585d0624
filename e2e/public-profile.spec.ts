import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { createTalent } from './support/discovery.ts';
import { expect, test } from './support/fixtures.ts';
import { noisyJpeg } from './support/media.ts';
import { logInWithToken } from './support/messages.ts';
import { uploadViaApi } from './support/posts.ts';
import { screenshotsEnabled, shot } from './support/screenshots.ts';

/**
 * Decision 0021: a talent makes the profile public in settings; a visitor without an
 * account (and without JavaScript, as a link preview's crawler) gets the page with its card meta; turned
 * off, the page is gone at once. In Spanish and in English.
 */
const texts = {
  es: {
    toggle: 'Hacer público mi perfil',
    join: 'Únete a Vitrina',
    photos: 'Fotos',
    gone: 'Este perfil no está disponible',
    locale: 'es-MX',
    bio: 'Bailarina de danza contemporánea. Doy clases en Oaxaca y busco compañía para giras.',
    post: 'Ensayo general del viernes: gracias a todo el elenco.',
  },
  en: {
    toggle: 'Make my profile public',
    join: 'Join Vitrina',
    photos: 'Photos',
    gone: 'This profile is not available',
    locale: 'en-US',
    bio: 'Contemporary dancer. I teach in Oaxaca and I am looking for a company to tour with.',
    post: "Friday's dress rehearsal: thank you to the whole cast.",
  },
};

/** The settings' answer to a change of the public-page switch. */
const savedSetting = (page: Page) =>
  page.waitForResponse((res) => res.url().endsWith('/api/users/public-profile') && res.request().method() === 'POST');

for (const lang of ['es', 'en'] as const) {
  test(`a shared public profile renders its card meta without JavaScript (${lang})`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const t = texts[lang];
    const talent = await createTalent(request, {
      lang,
      nombre: 'Valeria',
      apellido: 'Soto Ruiz',
      ciudad: 'Oaxaca',
      categoryIds: [4, 6],
      tint: [214, 120, 96],
    });
    const headers = { 'x-access-token': talent.token };
    const bio = await request.put('/api/users', {
      headers,
      data: {
        nombre: talent.nombre,
        apellido: talent.apellido,
        email: talent.email,
        fecha: '1995-06-15',
        sexo: 'FE',
        pais: 'MX',
        ciudad: 'Oaxaca',
        biografia: t.bio,
      },
    });
    expect(bio.status(), await bio.text()).toBe(200);
    const tints: Array<[number, number, number]> = [
      [70, 90, 160],
      [200, 160, 60],
      [60, 150, 120],
    ];
    const files = [];
    for (const [i, tint] of tints.entries())
      files.push({
        filename: await uploadViaApi(
          request,
          talent.token,
          `ensayo-${i}.jpg`,
          'image/jpeg',
          await noisyJpeg(tint, 900, 900),
        ),
      });
    for (const data of [
      {
        title: '',
        categoryId: 1,
        description: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
      { title: '', categoryId: 1, description: t.post, files },
    ]) {
      const posted = await request.post('/api/posts', { headers, data });
      expect(posted.status(), await posted.text()).toBe(200);
    }
    const address = `/p/${talent.profile_url}`;

    // Off by default: nobody sees the page.
    expect((await request.get(address)).status()).toBe(404);

    await logInWithToken(page, talent, lang);
    await page.goto('/user/settings');
    const toggle = page.getByRole('switch', { name: t.toggle });
    await expect(toggle).not.toBeChecked();
    // The switch moves at once; the page is public once the server has answered.
    await Promise.all([savedSetting(page), toggle.click()]);
    await expect(toggle).toBeChecked();
    await expect(page.getByRole('link', { name: new RegExp(`${address}$`) })).toBeVisible();

    // A visitor without JavaScript (a link preview's crawler reads the same HTML).
    const visitor = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      locale: t.locale,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
    });
    const phone = await visitor.newPage();
    const answer = await phone.goto(address);
    expect(answer?.status()).toBe(200);
    await expect(phone.locator('html')).toHaveAttribute('lang', lang);
    await expect(phone.locator('meta[property="og:title"]')).toHaveAttribute('content', /Valeria Soto Ruiz/);
    await expect(phone.locator('meta[property="og:type"]')).toHaveAttribute('content', 'profile');
    await expect(phone.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const cardUrl = await phone.locator('meta[property="og:image"]').getAttribute('content');
    expect(cardUrl).toMatch(new RegExp(`${address}/card\\.png\\?lang=${lang}$`));
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Valeria Soto Ruiz');
    await expect(phone.getByRole('link', { name: t.join }).first()).toHaveAttribute('href', '/register');
    await expect(phone.getByRole('heading', { name: t.photos })).toBeVisible();
    await expect(phone.getByText(t.post)).toBeVisible();
    const card = await request.get(new URL(cardUrl ?? '').pathname + new URL(cardUrl ?? '').search);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');

    if (screenshotsEnabled) {
      await shot(phone, `public-profile-phone-${lang}`, { fullPage: true });
      const wide = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        locale: t.locale,
        viewport: { width: 1440, height: 900 },
      });
      const desktop = await wide.newPage();
      await desktop.goto(address);
      await shot(desktop, `public-profile-desktop-${lang}`, { fullPage: true });
      await wide.close();
    }

    // axe runs as a script: a second visitor context with JavaScript on.
    const checker = await browser.newContext({ baseURL, locale: t.locale });
    const checked = await checker.newPage();
    await checked.goto(address);
    await expectAccessible(checked, `the public profile (${lang})`);
    await checker.close();

    // Turned off, it is gone at once.
    await Promise.all([savedSetting(page), toggle.click()]);
    await expect(toggle).not.toBeChecked();
    const gone = await phone.goto(address);
    expect(gone?.status()).toBe(404);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText(t.gone);
    expect((await request.get(new URL(cardUrl ?? '').pathname)).status()).toBe(404);
    await visitor.close();
  });
}
