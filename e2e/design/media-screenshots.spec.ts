import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../support/fixtures.ts';
import { shotsDir } from '../support/screenshots.ts';
import { createAccount, logIn, logOut } from '../support/accounts.ts';
import { throttleUploads } from '../support/media.ts';

/**
 * Not a check: saves PNGs of the media screens (wizard photo steps, the settings photos with the
 * change-image modal on both tabs, an upload in progress) in both languages at phone and desktop
 * widths, for design review. Runs only in `npm run design -w e2e`. Output folder: SHOTS_DIR, default /tmp/shots.
 */
const widths = [
  [390, 844],
  [1440, 900],
] as const;

const texts = {
  es: {
    step: (n: number) => `Paso ${n} de 6`,
    next: 'Siguiente',
    back: 'Atrás',
    changePhoto: 'Cambiar foto de perfil',
    changeCover: 'Cambiar portada',
    photosTab: 'Elegir de mis fotos',
    progress: 'Progreso de la subida',
  },
  en: {
    step: (n: number) => `Step ${n} of 6`,
    next: 'Next',
    back: 'Back',
    changePhoto: 'Change profile photo',
    changeCover: 'Change cover',
    photosTab: 'Choose from my photos',
    progress: 'Upload progress',
  },
};

/** A soft two-colour gradient with a round shape, drawn by sharp from SVG. */
async function gradientJpeg(width: number, height: number, from: string, to: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.5}" cy="${height * 0.42}" r="${Math.min(width, height) * 0.22}" fill="#fff" fill-opacity="0.35"/>
    <rect x="${width * 0.25}" y="${height * 0.7}" width="${width * 0.5}" height="${height * 0.4}" rx="${width * 0.2}" fill="#fff" fill-opacity="0.3"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage });
}

test.describe('media screenshots', () => {
  for (const lang of ['es', 'en'] as const) {
    for (const [width, height] of widths) {
      test(`${lang} at ${width}px`, async ({ page, request }) => {
        test.setTimeout(120_000);
        const t = texts[lang];
        const suffix = `${lang}-${width}`;
        mkdirSync(shotsDir, { recursive: true });
        await page.setViewportSize({ width, height });
        await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const portrait = await gradientJpeg(800, 800, '#ff8a65', '#7e57c2');
        const cover = await gradientJpeg(1800, 600, '#4db6ac', '#5c6bc0');
        const account = await createAccount(request, { type: 'talento', lang, nombre: 'Sofía' });
        await logIn(page, account.email, account.password, lang);

        // Wizard step 2: before choosing, with a file chosen, after the upload.
        await page.goto('/register/wizard?paso=2');
        await expect(page.getByText(t.step(2))).toBeVisible();
        await shot(page, `wizard-photo-idle-${suffix}`, true);
        const main = page.locator('main');
        await main
          .locator('input[type="file"]')
          .setInputFiles({ name: 'retrato.jpg', mimeType: 'image/jpeg', buffer: portrait });
        await shot(page, `wizard-photo-chosen-${suffix}`, true);
        // Next stores the chosen photo, then moves on.
        await page.getByRole('button', { name: t.next }).click();
        await expect(page.getByText(t.step(3))).toBeVisible();
        await shot(page, `wizard-cover-idle-${suffix}`, true);
        await main
          .locator('input[type="file"]')
          .setInputFiles({ name: 'portada.jpg', mimeType: 'image/jpeg', buffer: cover });
        const throttle = await throttleUploads(page, 8 * 1024);
        await main.getByRole('button', { name: t.next }).click();
        await expect(main.getByRole('progressbar', { name: t.progress })).toHaveAttribute(
          'aria-valuenow',
          /^[1-9]\d?$/,
        );
        await shot(page, `wizard-cover-progress-${suffix}`, true);
        await throttle.release();
        await expect(page.getByText(t.step(4))).toBeVisible({ timeout: 60_000 });
        await page.getByRole('button', { name: t.back }).click();
        await expect(page.getByText(t.step(3))).toBeVisible();
        await shot(page, `wizard-cover-done-${suffix}`, true);

        // Settings: the photo cards, then the modal on both tabs, for the photo and the cover.
        await page.goto('/user/dashboard');
        const photoButton = page.getByRole('button', { name: t.changePhoto });
        await photoButton.evaluate((button) => button.closest('section')?.scrollIntoView({ block: 'center' }));
        await shot(page, `settings-photos-${suffix}`);
        await photoButton.click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await shot(page, `modal-computer-${suffix}`);
        await dialog
          .locator('input[type="file"]')
          .setInputFiles({ name: 'otra-foto.jpg', mimeType: 'image/jpeg', buffer: portrait });
        await shot(page, `modal-computer-chosen-${suffix}`);
        await dialog.getByRole('tab', { name: t.photosTab }).click();
        await expect(dialog.getByRole('radio').first()).toBeVisible();
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll('dialog img')).every((img) => (img as HTMLImageElement).complete),
        );
        await shot(page, `modal-photos-${suffix}`);
        await dialog.getByRole('radio').nth(1).check();
        await shot(page, `modal-photos-checked-${suffix}`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await page.getByRole('button', { name: t.changeCover }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await shot(page, `modal-cover-${suffix}`);
        await page.keyboard.press('Escape');

        // An agency's dashboard has the same two cards.
        const agency = await createAccount(request, { type: 'agencia', lang, nombre: 'Marta' });
        await logOut(page);
        await logIn(page, agency.email, agency.password, lang);
        await page.goto('/user/dashboard');
        await page
          .getByRole('button', { name: t.changeCover })
          .evaluate((button) => button.closest('section')?.scrollIntoView({ block: 'end' }));
        await shot(page, `settings-agency-${suffix}`);
      });
    }
  }
});
