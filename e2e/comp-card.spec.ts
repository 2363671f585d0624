import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { createAccount, type Account } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { noisyJpeg } from './support/media.ts';
import { logInWithToken } from './support/messages.ts';
import { uploadViaApi } from './support/posts.ts';

/** A talent downloads her comp card, shares it by a public link and revokes it. */
const texts = {
  es: {
    share: 'Compartir el perfil de Lucía Tarjeta',
    card: 'Comp card',
    download: 'Descargar comp card (PDF)',
    create: 'Crear enlace público',
    link: 'Enlace público a tu comp card',
    revoke: 'Revocar enlace',
  },
  en: {
    share: 'Share Lucía Tarjeta’s profile',
    card: 'Comp card',
    download: 'Download comp card (PDF)',
    create: 'Create public link',
    link: 'Public link to your comp card',
    revoke: 'Revoke link',
  },
};

async function profileUrlOf(request: APIRequestContext, account: Account): Promise<string> {
  const res = await request.get('/api/users/self', { headers: { 'x-access-token': account.token } });
  return ((await res.json()) as { user: { profile_url: string } }).user.profile_url;
}

for (const lang of ['es', 'en'] as const) {
  test(`a talent downloads her comp card and shares it by a link until she revokes it (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const t = texts[lang];
    const talent = await createAccount(request, { type: 'talento', lang, nombre: 'Lucía', apellido: 'Tarjeta' });
    const photo = await uploadViaApi(
      request,
      talent.token,
      'retrato.jpg',
      'image/jpeg',
      await noisyJpeg([200, 90, 60]),
    );
    const post = await request.post('/api/posts', {
      headers: { 'x-access-token': talent.token },
      data: { description: 'Retrato', files: [{ filename: photo }] },
    });
    expect(post.status(), await post.text()).toBe(200);
    const profileUrl = await profileUrlOf(request, talent);

    await logInWithToken(page, talent, lang);
    await page.goto(`/profile/${profileUrl}`);
    await page.getByRole('button', { name: t.share }).click();
    const card = page.getByRole('dialog', { name: t.share }).getByRole('region', { name: t.card });

    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: t.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`comp-card-${profileUrl}.pdf`);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await card.getByRole('button', { name: t.create }).click();
    const link = card.getByLabel(t.link);
    await expect(link).toHaveValue(/\/api\/comp-cards\/[A-Za-z0-9_-]{32}$/);
    const url = new URL(await link.inputValue());
    await expectAccessible(page, `the share dialog with the comp card (${lang})`);

    // Anyone with the link reads the PDF without a session, until it is revoked.
    const shared = await request.get(url.pathname);
    expect(shared.status()).toBe(200);
    expect(shared.headers()['content-type']).toBe('application/pdf');
    await card.getByRole('button', { name: t.revoke }).click();
    await expect(card.getByRole('button', { name: t.create })).toBeVisible();
    expect((await request.get(url.pathname)).status()).toBe(404);
  });
}
