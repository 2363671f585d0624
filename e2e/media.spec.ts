import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createAccount, logIn } from './support/accounts.ts';
import {
  isSameDocument,
  markDocument,
  noisyJpeg,
  recordUploadProgress,
  storedTokenClaims,
  takeUploadProgress,
  throttleUploads,
} from './support/media.ts';

/**
 * A talent changes the profile and cover photos in the wizard and again in the
 * settings, watching the progress bar and the success text, and the new image replaces the old one in
 * the header (and in the stored token) without a reload; then picks an earlier photo from "my photos".
 * A file that is not an image is refused with the spec's error and changes nothing.
 */

/** ~2 s for a 2 MB file: the progress bar has time to show values between 0 and 100. */
const UPLOAD_BYTES_PER_SECOND = 1024 * 1024;

const headerAvatar = (page: Page) => page.locator('.account-trigger img');

interface ImageFile {
  name: string;
  buffer: Buffer;
}

/**
 * Chooses `file` in the upload component inside `scope`, uploads it and follows it to the end: the
 * progress bar appears and moves, the save call answers the processed image's name, and the success
 * text shows. Returns the new image name. `onChoose`: the component uploads as soon as a file is chosen
 * (the settings card), so there is no button to press. `storeWith`: the screen's own button stores the
 * file (the wizard's Next) and moves on once it is stored, so the success text is not waited for.
 */
async function uploadImage(
  page: Page,
  scope: Locator,
  kind: 'profile' | 'cover',
  file: ImageFile,
  { onChoose = false, storeWith }: { onChoose?: boolean; storeWith?: string } = {},
): Promise<string> {
  await takeUploadProgress(page);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`/api/users/${kind}-image-url`) && response.request().method() === 'PUT',
  );
  // In the modal the success text shows for under a second before the modal closes: watch every frame.
  const succeeded = storeWith
    ? Promise.resolve()
    : page.waitForFunction(
        (element) => element?.textContent?.includes('Imagen procesada correctamente') ?? false,
        await scope.elementHandle(),
        { polling: 'raf', timeout: 30_000 },
      );
  await scope.locator('input[type="file"]').setInputFiles({ ...file, mimeType: 'image/jpeg' });
  if (!onChoose) {
    await expect(scope.getByText(`Archivo elegido: ${file.name}`)).toBeVisible();
    await expect(scope.getByRole('img', { name: 'Vista previa de la imagen elegida' })).toBeVisible();
    await scope.getByRole('button', { name: storeWith ?? 'Subir imagen' }).click();
  }

  await expect(scope.getByRole('progressbar', { name: 'Progreso de la subida' })).toBeVisible();
  await expect(scope.getByText(/^Subiendo… \d+ %$/)).toBeVisible();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(200);
  const { image } = (await response.json()) as { image: string };
  expect(image).toMatch(new RegExp(`^${kind}_[a-f0-9]{24}\\.jpg$`));
  await succeeded;

  // The bar took values between empty and full while the bytes travelled, in order, and ended full.
  const progress = await takeUploadProgress(page);
  const between = progress.filter((value) => value > 0 && value < 100);
  expect(between.length, `progress values: ${progress.join(', ')}`).toBeGreaterThanOrEqual(3);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  expect(progress.at(-1)).toBe(100);
  return image;
}

test.describe('media (es)', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'es');
    });
    await recordUploadProgress(page);
  });

  test('a talent changes both photos in the wizard and in settings, seeing progress and the header change at once, then picks an earlier photo', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await createAccount(request, { type: 'talento', nombre: 'Sofía' });
    await logIn(page, account.email, account.password);
    await throttleUploads(page, UPLOAD_BYTES_PER_SECOND);
    const images = {
      profile1: { name: 'retrato-wizard.jpg', buffer: await noisyJpeg([235, 120, 95]) },
      cover1: { name: 'portada-wizard.jpg', buffer: await noisyJpeg([110, 90, 230], 1600, 700) },
      profile2: { name: 'retrato-ajustes.jpg', buffer: await noisyJpeg([90, 190, 160]) },
      cover2: { name: 'portada-ajustes.jpg', buffer: await noisyJpeg([240, 190, 80], 1600, 700) },
    };
    const defaultAvatar = await headerAvatar(page).getAttribute('src');
    expect(defaultAvatar).toContain('default-profile.jpg');

    // Wizard, step 2: the profile photo. The wizard hides the logged-in header (spec §2), so the
    // stored token and the saved image are checked here and the header right after leaving.
    await page.goto('/register/wizard?paso=2');
    await expect(page.getByText('Paso 2 de 6')).toBeVisible();
    await markDocument(page);
    const main = page.locator('main');
    // The step's one storing button is Next: it uploads the chosen photo, then moves on.
    await expect(main.getByRole('button', { name: 'Subir imagen' })).toHaveCount(0);
    const profile1 = await uploadImage(page, main, 'profile', images.profile1, { storeWith: 'Siguiente' });
    await expect(page.getByText('Paso 3 de 6')).toBeVisible();
    expect((await storedTokenClaims(page)).profileImage).toBe(profile1);

    // Step 3: the cover photo, stored the same way; going back shows it in place.
    const cover1 = await uploadImage(page, main, 'cover', images.cover1, { storeWith: 'Siguiente' });
    await expect(page.getByText('Paso 4 de 6')).toBeVisible();
    expect(await storedTokenClaims(page)).toMatchObject({ profileImage: profile1, coverImage: cover1 });
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(main.getByRole('img', { name: 'Imagen actual' })).toHaveAttribute(
      'src',
      `/resize/c1200x400/${cover1}`,
    );

    // Leaving the wizard (no reload): the header already shows the new photo.
    await page.getByRole('link', { name: 'Omitir por ahora' }).click();
    await expect(page).toHaveURL(/\/noticias$/);
    await expect(headerAvatar(page)).toHaveAttribute('src', `/resize/c36x36/${profile1}`);
    expect(await isSameDocument(page)).toBe(true);

    // Settings: the profile photo in place, the header changes at once.
    await page.goto('/user/dashboard');
    await markDocument(page);
    const photoCard = page.getByRole('region', { name: 'Foto de perfil', exact: true });
    const coverCard = page.getByRole('region', { name: 'Foto de portada', exact: true });
    await expect(photoCard.getByRole('img', { name: 'Imagen actual' })).toHaveAttribute(
      'src',
      `/resize/c340x340/${profile1}`,
    );
    await expect(coverCard.getByRole('img', { name: 'Tu portada actual' })).toHaveAttribute(
      'src',
      `/resize/c1200x400/${cover1}`,
    );
    const profile2 = await uploadImage(page, photoCard, 'profile', images.profile2, { onChoose: true });
    await expect(headerAvatar(page)).toHaveAttribute('src', `/resize/c36x36/${profile2}`);
    expect((await storedTokenClaims(page)).profileImage).toBe(profile2);

    // The cover through "Cambiar portada": the modal's upload from the computer; it closes on success.
    await coverCard.getByRole('button', { name: 'Cambiar portada' }).click();
    const coverModal = page.getByRole('dialog', { name: 'Cambiar foto de portada' });
    await expect(coverModal).toBeVisible();
    await expect(coverModal.getByRole('tab', { name: 'Subir desde tu computadora' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const cover2 = await uploadImage(page, coverModal, 'cover', images.cover2);
    await expect(coverModal).toBeHidden();
    await expect(coverCard.getByRole('img', { name: 'Tu portada actual' })).toHaveAttribute(
      'src',
      `/resize/c1200x400/${cover2}`,
    );
    expect(await storedTokenClaims(page)).toMatchObject({ profileImage: profile2, coverImage: cover2 });

    // "Cambiar foto de perfil" → my photos: the four photos, newest first, the one in use marked;
    // choosing the wizard's photo and confirming puts it back in the header at once.
    await photoCard.getByRole('button', { name: 'Cambiar foto de perfil' }).click();
    const photoModal = page.getByRole('dialog', { name: 'Cambiar foto de perfil' });
    await photoModal.getByRole('tab', { name: 'Elegir de mis fotos' }).click();
    const radios = photoModal.getByRole('radio');
    await expect(radios).toHaveCount(4);
    expect(await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([
      cover2,
      profile2,
      cover1,
      profile1,
    ]);
    await expect(photoModal.locator('label', { has: page.locator(`input[value="${profile2}"]`) })).toContainText(
      'En uso',
    );
    await photoModal.getByRole('button', { name: 'Confirmar' }).click();
    await expect(photoModal.getByText('Elige una foto de la lista.')).toBeVisible();

    await photoModal.locator(`input[type="radio"][value="${profile1}"]`).check();
    const changed = page.waitForResponse(
      (response) => response.url().endsWith('/api/users/modalChangeImage') && response.request().method() === 'PUT',
    );
    await photoModal.getByRole('button', { name: 'Confirmar' }).click();
    const response = await changed;
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { image: string }).image).toBe(profile1);
    await expect(headerAvatar(page)).toHaveAttribute('src', `/resize/c36x36/${profile1}`);
    await expect(photoModal).toBeHidden();
    await expect(photoCard.getByRole('img', { name: 'Imagen actual' })).toHaveAttribute(
      'src',
      `/resize/c340x340/${profile1}`,
    );
    expect(await storedTokenClaims(page)).toMatchObject({ profileImage: profile1, coverImage: cover2 });
    expect(await isSameDocument(page)).toBe(true);

    // The server kept it: a fresh load shows the chosen photo.
    await page.reload();
    await expect(headerAvatar(page)).toHaveAttribute('src', `/resize/c36x36/${profile1}`);
  });
});

test('media (en): an agency reaches both photo changes from its settings; with no photos yet, "my photos" says so', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  const agency = await createAccount(request, { type: 'agencia', lang: 'en', nombre: 'Marta' });
  await logIn(page, agency.email, agency.password, 'en');
  await page.goto('/user/dashboard');
  await expect(
    page
      .getByRole('region', { name: 'Profile photo', exact: true })
      .getByRole('button', { name: 'Change profile photo' }),
  ).toBeVisible();
  const coverCard = page.getByRole('region', { name: 'Cover photo', exact: true });
  await expect(coverCard.getByRole('img', { name: 'Your current cover' })).toHaveAttribute(
    'src',
    '/resize/c1200x400/default-cover.jpg',
  );
  const change = coverCard.getByRole('button', { name: 'Change cover' });
  await change.click();
  const modal = page.getByRole('dialog', { name: 'Change cover photo' });
  await modal.getByRole('tab', { name: 'Choose from my photos' }).click();
  await expect(modal.getByText('You have no photos yet. Upload one from your computer.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(change).toBeFocused();
});

for (const lang of ['es', 'en'] as const) {
  const texts =
    lang === 'es'
      ? {
          submit: 'Subir imagen',
          card: 'Foto de perfil',
          error: 'Error no se pudo procesar imagen',
          detail: 'Ese tipo de archivo no está permitido. Imágenes: JPG, PNG o GIF. Documentos: PDF, DOC o DOCX.',
        }
      : {
          submit: 'Upload image',
          card: 'Profile photo',
          error: 'Error: the image could not be processed',
          detail: 'That file type is not allowed. Images: JPG, PNG or GIF. Documents: PDF, DOC or DOCX.',
        };

  test(`media (${lang}): a text file named .jpg is refused with the error and the header stays as it was`, async ({
    page,
    request,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const account = await createAccount(request, { type: 'talento', lang });
    await logIn(page, account.email, account.password, lang);
    await page.goto('/user/dashboard');
    const before = await headerAvatar(page).getAttribute('src');
    const claimsBefore = await storedTokenClaims(page);

    const card = page.getByRole('region', { name: texts.card, exact: true });
    await card.locator('input[type="file"]').setInputFiles({
      name: 'foto.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('Esto no es una imagen, solo texto con otro nombre.\n'.repeat(60)),
    });
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/users/profile-image-url'));
    await card.getByRole('button', { name: texts.submit }).click();
    expect((await saved).status()).toBe(415);

    const alert = card.getByRole('alert');
    await expect(alert).toContainText(texts.error);
    await expect(alert).toContainText(texts.detail);
    await expect(headerAvatar(page)).toHaveAttribute('src', before ?? '');
    expect(await storedTokenClaims(page)).toEqual(claimsBefore);

    // Nothing was kept: "my photos" is still empty.
    const photos = await request.get('/api/users/me/photos', { headers: { 'x-access-token': account.token } });
    expect(await photos.json()).toMatchObject({ count: 0, rows: [] });
  });
}
