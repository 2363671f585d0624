import { expect, test } from './support/fixtures.ts';
import { expectAccessible } from './support/a11y.ts';
import { createAccount } from './support/accounts.ts';
import { noisyJpeg } from './support/media.ts';
import { publishBodyViaApi, uploadViaApi } from './support/posts.ts';
import { screenshotsEnabled, shot } from './support/screenshots.ts';

/**
 * The photo viewer: from the photos tab a photo opens full screen, the keyboard moves to the
 * next one (across posts) with the address and the alt text following, axe finds nothing, Escape closes.
 */
const texts = {
  es: { next: 'Siguiente', alts: ['Atardecer en la costa', 'Retrato con luz de ventana', 'Mural terminado'] },
  en: { next: 'Next', alts: ['Sunset on the coast', 'Portrait by window light', 'Finished mural'] },
} as const;

for (const lang of ['es', 'en'] as const) {
  test(`a photo of the photos tab opens full screen and the keyboard moves on (${lang})`, async ({ page, request }) => {
    // Three uploads and axe: longer than the default on a busy machine.
    test.setTimeout(60_000);
    const talent = await createAccount(request, { type: 'talento', lang });
    const visitor = await createAccount(request, { type: 'talento', lang });
    const upload = async (i: number, width: number, height: number) => ({
      filename: await uploadViaApi(
        request,
        talent.token,
        `f${i}.jpg`,
        'image/jpeg',
        await noisyJpeg([60 * i, 90, 140], width, height),
      ),
      description: texts[lang].alts[i],
    });
    await publishBodyViaApi(request, talent.token, {
      description: 'Costa',
      files: [await upload(2, 900, 600), await upload(1, 600, 900)],
    });
    await publishBodyViaApi(request, talent.token, { description: 'Mural', files: [await upload(0, 1200, 500)] });
    const self = (await (
      await request.get('/api/users/self', { headers: { 'x-access-token': talent.token } })
    ).json()) as {
      user: { profile_url: string };
    };
    // The tab's order, as the server lists it: next goes across the two posts.
    const listed = await request.get(`/api/posts/user/${self.user.profile_url}/PHOTO/type`, {
      headers: { 'x-access-token': visitor.token },
    });
    const [alt1 = '', alt2 = ''] = ((await listed.json()) as { rows: { description: string }[] }).rows.map(
      (row) => row.description,
    );
    expect(alt1 && alt2).toBeTruthy();
    await page.addInitScript(
      ([l, token]) => {
        localStorage.setItem('lang', l);
        localStorage.setItem('token', token);
      },
      [lang, visitor.token] as const,
    );

    const tab = `/profile/${self.user.profile_url}/fotos`;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(tab);
    if (screenshotsEnabled) await shot(page, `photo-wall-${lang}-1440`);
    const first = page.getByRole('button', { name: alt1 });
    await first.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByRole('img', { name: alt1 })).toBeVisible();
    await expect(page).toHaveURL(`${tab}?foto=1`);

    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(`${tab}?foto=2`);
    await expect(viewer.getByRole('img', { name: alt2 })).toBeVisible();
    await expect(viewer.getByText(alt2, { exact: true }).and(page.locator('p'))).toBeVisible();
    await expect(viewer.getByRole('button', { name: texts[lang].next })).toBeVisible();
    await expect(viewer.getByRole('complementary').getByRole('button', { pressed: false }).first()).toBeVisible();
    await expectAccessible(page, `the photo viewer (${lang})`);

    if (screenshotsEnabled) {
      await shot(page, `viewer-${lang}-1440`);
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, `viewer-${lang}-390`);
    }

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(tab);
    await expect(first).toBeFocused();
    if (screenshotsEnabled) await shot(page, `photo-wall-${lang}-390`, { fullPage: true });
  });
}
