import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { createAccount, logIn, type Account } from './support/accounts.ts';
import { noisyJpeg } from './support/media.ts';
import { publishBodyViaApi, tinyPdf, uploadViaApi } from './support/posts.ts';

/**
 * A talent visits another's profile, follows, browses every tab, comments on a photo,
 * reports (twice: the second time the spec's notice) and blocks, after which the profile is out of reach;
 * an agency follows talents, unfollows one from /talentos, and its name opens the agency pop-up.
 */

const fullname = (account: Account) => `${account.nombre} ${account.apellido}`;

async function logInAs(page: Page, account: Account, lang: 'es' | 'en' = 'es') {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await logIn(page, account.email, account.password, lang);
}

async function profileUrlOf(page: Page, account: Account): Promise<string> {
  const res = await page.request.get('/api/users/self', { headers: { 'x-access-token': account.token } });
  return ((await res.json()) as { user: { profile_url: string } }).user.profile_url;
}

const tab = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: /Secciones del perfil|Profile sections/ })
    .getByRole('link', { name, exact: true });

test('a talent follows, browses every tab, comments on a photo, reports twice and blocks a profile', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const author = await createAccount(request, { type: 'talento', nombre: 'Renata', apellido: 'Salas' });
  const visitor = await createAccount(request, { type: 'talento', nombre: 'Óscar', apellido: 'Méndez' });
  const photo = await uploadViaApi(
    request,
    author.token,
    'retrato.jpg',
    'image/jpeg',
    await noisyJpeg([180, 60, 90], 800, 600),
  );
  await publishBodyViaApi(request, author.token, {
    description: 'Retrato nuevo',
    files: [{ filename: photo, description: 'Retrato en tonos rojos' }],
  });
  await publishBodyViaApi(request, author.token, {
    description: 'Mi último video',
    videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  });
  const pdf = await uploadViaApi(request, author.token, 'Portafolio.pdf', 'application/pdf', tinyPdf());
  await publishBodyViaApi(request, author.token, { description: 'Portafolio 2026', files: [{ filename: pdf }] });
  const url = await profileUrlOf(page, author);

  await logInAs(page, visitor);
  await page.goto(`/profile/${url}`);
  await expect(page.getByRole('heading', { level: 1, name: fullname(author) })).toBeVisible();
  await expect(page).toHaveTitle(`${fullname(author)} · Vitrina`);

  // Follow: the button and the count change.
  await page.getByRole('button', { name: `Seguir a ${fullname(author)}` }).click();
  await expect(page.getByRole('button', { name: `Dejar de seguir a ${fullname(author)}` })).toBeVisible();
  await expect(page.getByText('1 seguidor', { exact: true })).toBeVisible();

  // Every tab.
  await expect(page.getByText('Portafolio 2026')).toBeVisible();
  await tab(page, 'Biografía').click();
  await expect(page.getByRole('link', { name: author.email })).toHaveAttribute('href', `mailto:${author.email}`);
  await tab(page, 'Videos').click();
  await expect(page.locator('[data-youtube="dQw4w9WgXcQ"]')).toHaveCount(1);
  await tab(page, 'Archivos').click();
  await expect(page.getByRole('cell', { name: 'PDF', exact: true })).toBeVisible();
  await tab(page, 'Seguidores').click();
  await expect(page.getByRole('link', { name: fullname(visitor) }).first()).toBeVisible();
  await tab(page, 'Siguiendo').click();
  await expect(page.getByText('Este perfil todavía no sigue a nadie.')).toBeVisible();

  // A photo opens with its post; a comment goes on it.
  await tab(page, 'Fotos').click();
  await page
    .getByRole('button', { name: /Retrato en tonos rojos/ })
    .first()
    .click();
  const photoDialog = page.getByRole('dialog');
  await expect(photoDialog).toContainText('Retrato nuevo');
  await photoDialog.getByLabel('Escribe un comentario').fill('Qué buena luz');
  await photoDialog.getByRole('button', { name: 'Enviar comentario' }).click();
  await expect(photoDialog.getByText('Qué buena luz')).toBeVisible();
  await page.keyboard.press('Escape');

  // Share: the link, and the server's QR code to show at a casting.
  await page.getByRole('button', { name: `Compartir el perfil de ${fullname(author)}` }).click();
  const share = page.getByRole('dialog', { name: `Compartir el perfil de ${fullname(author)}` });
  await expect(share.getByLabel('Enlace al perfil')).toHaveValue(new RegExp(`/profile/${url}\\?ref=share$`));
  const qr = share.getByRole('img', { name: `Código QR del perfil de ${fullname(author)}` });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const download = page.waitForEvent('download');
  await share.getByRole('button', { name: 'Descargar QR (PNG)' }).click();
  expect((await download).suggestedFilename()).toBe(`vitrina-${url}.png`);
  await expectAccessible(page, 'the share dialog (es)');
  await share.getByRole('button', { name: 'Cerrar' }).click();

  // Report, then report again: the spec's notice.
  for (const expected of [
    'Gracias. Recibimos tu denuncia y la revisaremos.',
    'Ya lo denunciaste; nuestro equipo lo tiene. No hace falta nada más.',
  ]) {
    await page.getByRole('button', { name: `Más opciones del perfil de ${fullname(author)}` }).click();
    await page.getByRole('menuitem', { name: 'Denunciar perfil' }).click();
    const dialog = page.getByRole('dialog', { name: `Denunciar el perfil de ${fullname(author)}` });
    await dialog.getByLabel('Descripción').fill('Usa fotos que no son suyas');
    await dialog.getByRole('button', { name: 'Denunciar' }).click();
    await expect(dialog.getByText(expected)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
  }

  // Block: the confirmation says what changes; then the profile is out of reach.
  await page.getByRole('button', { name: `Más opciones del perfil de ${fullname(author)}` }).click();
  await page.getByRole('menuitem', { name: 'Bloquear perfil' }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  for (const line of [
    'no podrá visitar tu perfil',
    'no podrá ver tus publicaciones',
    'no podrá encontrarte en la búsqueda',
    'no podrá enviarte mensajes',
  ]) {
    await expect(confirm.getByText(line)).toBeVisible();
  }
  await confirm.getByRole('button', { name: 'Bloquear', exact: true }).click();
  await expect(page).toHaveURL(/\/noticias$/);
  await page.goto(`/profile/${url}`);
  await expect(page).toHaveURL(/\/noticias$/);
  const asAuthor = await request.get(`/api/users/${await profileUrlOf(page, visitor)}/profile`, {
    headers: { 'x-access-token': author.token },
  });
  expect(asAuthor.status()).toBe(404);
});

test('an agency follows talents, unfollows one from /talentos, and its name opens the agency pop-up (en)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const first = await createAccount(request, { type: 'talento', nombre: 'Lía', apellido: 'Campos', lang: 'en' });
  const second = await createAccount(request, { type: 'talento', nombre: 'Iván', apellido: 'Rey', lang: 'en' });
  const agency = await createAccount(request, { type: 'agencia', nombre: 'Norte', apellido: 'Talent', lang: 'en' });
  const firstUrl = await profileUrlOf(page, first);
  const secondUrl = await profileUrlOf(page, second);

  await logInAs(page, agency, 'en');
  for (const [url, person] of [
    [firstUrl, first],
    [secondUrl, second],
  ] as const) {
    await page.goto(`/profile/${url}`);
    await page.getByRole('button', { name: `Follow ${fullname(person)}` }).click();
    await expect(page.getByRole('button', { name: `Unfollow ${fullname(person)}` })).toBeVisible();
  }

  await page.goto('/talentos');
  await expect(page.getByRole('link', { name: fullname(first) }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: fullname(second) }).first()).toBeVisible();
  await page.getByRole('button', { name: `Unfollow ${fullname(first)}` }).click();
  await page.reload();
  await expect(page.getByRole('link', { name: fullname(second) }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: fullname(first) })).toHaveCount(0);

  // On the talent's followers, the agency's name opens its pop-up instead of a profile.
  await page.goto(`/profile/${secondUrl}/seguidores`);
  await page
    .getByRole('main')
    .getByRole('button', { name: fullname(agency), exact: true })
    .click();
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText(fullname(agency));
  await expect(popup).toContainText(agency.email);
});

test('a talent adds photos (one after the other) and a video on their own profile', async ({ page, request }) => {
  test.setTimeout(60_000);
  const owner = await createAccount(request, { type: 'talento', nombre: 'Aurora', apellido: 'Gil' });
  const url = await profileUrlOf(page, owner);
  await logInAs(page, owner);

  await page.goto(`/profile/${url}/fotos`);
  await page.getByRole('button', { name: 'Añadir fotos' }).click();
  const photos = page.getByRole('dialog', { name: 'Añadir fotos' });
  const files = await Promise.all(
    (
      [
        [30, 120, 200],
        [200, 160, 40],
      ] as const
    ).map(async (tint, i) => ({
      name: `estudio-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await noisyJpeg([...tint]),
    })),
  );
  await photos
    .locator('input[type="file"]')
    .setInputFiles([...files, { name: 'Thumbs.db', mimeType: 'application/octet-stream', buffer: Buffer.alloc(2048) }]);
  await expect(photos.getByText('Imagen procesada correctamente')).toHaveCount(2, { timeout: 20_000 });
  await photos.getByLabel('Texto (opcional)').fill('Nuevas fotos del estudio');
  const published = page.waitForResponse((r) => r.url().endsWith('/api/posts') && r.request().method() === 'POST');
  await photos.getByRole('button', { name: 'Publicar fotos' }).click();
  expect((await published).status()).toBe(200);
  await expect(photos).toHaveCount(0);
  await expect(
    page
      .getByRole('main')
      .getByRole('button')
      .filter({ has: page.locator('img') }),
  ).toHaveCount(2);

  await page.goto(`/profile/${url}/videos`);
  await page.getByRole('button', { name: 'Añadir video' }).click();
  const video = page.getByRole('dialog', { name: 'Añadir un video' });
  await video.getByLabel('Enlace de YouTube').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await video.getByRole('button', { name: 'Reproducir: Vista previa del video' }).click();
  await expect(video.locator('iframe[src^="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]')).toHaveCount(1);
  await video.getByRole('button', { name: 'Publicar video' }).click();
  await expect(video).toHaveCount(0);
  await expect(page.locator('[data-youtube="dQw4w9WgXcQ"]')).toHaveCount(1);

  const posts = await request.get(`/api/posts/user/${url}`, { headers: { 'x-access-token': owner.token } });
  const { posts: list } = (await posts.json()) as { posts: Array<{ files: unknown[]; videoId: string | null }> };
  expect(list.map((p) => [p.files.length, p.videoId])).toEqual([
    [0, 'dQw4w9WgXcQ'],
    [2, null],
  ]);
});
