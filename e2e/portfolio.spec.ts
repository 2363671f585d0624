import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { createAccount, type Account } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { noisyJpeg } from './support/media.ts';
import { logInWithToken } from './support/messages.ts';
import { publishViaApi, uploadViaApi } from './support/posts.ts';
import { screenshotsEnabled, shot } from './support/screenshots.ts';

/** A talent pins three posts to the top of her profile and puts them in her order. */
const texts = {
  es: {
    menu: 'Opciones de la publicación',
    pin: 'Fijar en el portafolio',
    portfolio: 'Portafolio',
    empty: /Fija hasta 6 de tus publicaciones/,
    reorder: 'Ordenar',
    dialog: 'Ordenar tu portafolio',
    up: (text: string) => `Subir «${text}»`,
    save: 'Guardar el orden',
  },
  en: {
    menu: 'Post options',
    pin: 'Pin to portfolio',
    portfolio: 'Portfolio',
    empty: /Pin up to 6 of your posts/,
    reorder: 'Reorder',
    dialog: 'Order your portfolio',
    up: (text: string) => `Move “${text}” up`,
    save: 'Save the order',
  },
};

async function profileUrlOf(request: APIRequestContext, account: Account): Promise<string> {
  const res = await request.get('/api/users/self', { headers: { 'x-access-token': account.token } });
  return ((await res.json()) as { user: { profile_url: string } }).user.profile_url;
}

// One language for this long journey (CI's time budget, decision 0011); a11y.spec.ts axe-checks a portfolio and its
// order dialog in both.
for (const lang of ['es'] as Array<'es' | 'en'>) {
  test(`a talent pins three posts to her portfolio and reorders them (${lang})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const t = texts[lang];
    const talent = await createAccount(request, { type: 'talento', lang, nombre: 'Lucía', apellido: 'Portafolio' });
    const photo = await uploadViaApi(
      request,
      talent.token,
      'estudio.jpg',
      'image/jpeg',
      await noisyJpeg([200, 90, 60]),
    );
    const works = ['Sesión de estudio', 'Mi primer corto', 'Coreografía final'] as const;
    const photoPost = await request.post('/api/posts', {
      headers: { 'x-access-token': talent.token },
      data: { description: works[0], files: [{ filename: photo, description: 'Retrato en estudio' }] },
    });
    expect(photoPost.status(), await photoPost.text()).toBe(200);
    for (const text of works.slice(1)) await publishViaApi(request, talent.token, text);
    await publishViaApi(request, talent.token, 'Una publicación sin fijar');
    const profileUrl = await profileUrlOf(request, talent);

    await logInWithToken(page, talent, lang);
    await page.goto(`/profile/${profileUrl}`);
    const portfolio = page.getByRole('region', { name: t.portfolio });
    await expect(portfolio.getByText(t.empty)).toBeVisible();

    for (const text of works) {
      const post = page.getByRole('article').filter({ hasText: text }).first();
      await post.getByRole('button', { name: t.menu }).click();
      await page.getByRole('menuitem', { name: t.pin }).click();
      await expect(portfolio.getByRole('link').filter({ hasText: text })).toBeVisible();
    }
    const order = () => portfolio.getByRole('listitem').allTextContents();
    await expect
      .poll(order)
      .toEqual([
        expect.stringContaining(works[0]),
        expect.stringContaining(works[1]),
        expect.stringContaining(works[2]),
      ]);
    await expectAccessible(page, `a profile with its portfolio (${lang})`);
    if (screenshotsEnabled) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `portfolio-profile-${lang}-${page.viewportSize()!.width}`, { fullPage: true });
    }

    // The last one first, by keyboard: its up button twice, then save.
    await portfolio.getByRole('button', { name: t.reorder }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    const up = dialog.getByRole('button', { name: t.up(works[2]) });
    await up.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toContainText('1');
    await expectAccessible(page, `the portfolio's order dialog (${lang})`);
    if (screenshotsEnabled) await shot(page, `portfolio-order-${lang}-${page.viewportSize()!.width}`);
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    const expected = [works[2], works[0], works[1]].map((text) => expect.stringContaining(text));
    await expect.poll(order).toEqual(expected);

    // The order is the server's: it holds after a reload, and the photo tile opens the viewer on its photo.
    await page.reload();
    await expect.poll(order).toEqual(expected);
    await portfolio.getByRole('link').filter({ hasText: works[0] }).click();
    await expect(page).toHaveURL(/\/noticias\/\d+\?foto=1$/);
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}
