import { expect, test } from './support/fixtures.ts';
import { createAccount, logIn } from './support/accounts.ts';
import { expectAccessible } from './support/a11y.ts';
import { publishViaApi } from './support/posts.ts';
import { screenshotsEnabled, shot } from './support/screenshots.ts';

/** A #tag in a post opens its page, which shows the post (Spanish and English). */
for (const lang of ['es', 'en'] as const) {
  test(`a hashtag link in a post opens its page with the post (${lang})`, async ({ page, request }) => {
    test.setTimeout(60_000);
    const talent = await createAccount(request, { type: 'talento', lang, nombre: 'Renata', apellido: 'Campos' });
    const suffix = String(Date.now()).slice(-6);
    const post = await publishViaApi(request, talent.token, `Maqueta nueva #Escenografía${suffix} para teatro`);
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await logIn(page, talent.email, talent.password, lang);
    await page.goto(`/noticias/${post.id}`);
    await expect(page.getByRole('link', { name: lang === 'es' ? 'Noticias' : 'News' }).first()).toBeVisible();

    await page.getByRole('link', { name: `#Escenografía${suffix}` }).click();
    await expect(page).toHaveURL(new RegExp(`/etiquetas/escenografia${suffix}$`));
    await expect(page.getByRole('heading', { level: 1, name: `#escenografia${suffix}` })).toBeVisible();
    await expect(page.locator(`article[data-post-id="${post.id}"]`)).toContainText('Maqueta nueva');
    await expect(page).toHaveTitle(new RegExp(`#escenografia${suffix}`));
    await expectAccessible(page, `the tag page (${lang})`);

    await page.goto(`/etiquetas/nadie${suffix}`);
    await expect(page.getByText(lang === 'es' ? 'Todavía nadie ha publicado' : 'Nobody has posted')).toBeVisible();
    if (screenshotsEnabled) {
      await page.goBack();
      await expect(page.locator(`article[data-post-id="${post.id}"]`)).toBeVisible();
      for (const [width, height, name] of [
        [390, 844, 'phone'],
        [1280, 900, 'desktop'],
      ] as const) {
        await page.setViewportSize({ width, height });
        await shot(page, `tag-page-${name}-${lang}`);
      }
    }
  });
}
