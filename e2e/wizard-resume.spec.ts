import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { createAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { pageFor } from './support/messages.ts';
import { screenshotsEnabled, shot } from './support/screenshots.ts';

/**
 * The talent wizard on a phone and a desktop: the progress bar on one row, the photo step's one button, and a
 * wizard left early offered again on the feed at the step left, until dismissed on every device. The profile's
 * tabs fit a 360 px screen without a cut label. In Spanish and English.
 */
const texts = {
  es: {
    next: 'Siguiente',
    upload: 'Subir imagen',
    skip: 'Omitir por ahora',
    photo: 'Tu foto de perfil',
    card: 'Completa tu perfil',
    left: 'Te quedaste en el paso 2 de 6: Foto de perfil.',
    resume: 'Continuar',
    dismiss: 'Ahora no',
    feed: 'Noticias',
    tabs: 'Secciones del perfil',
  },
  en: {
    next: 'Next',
    upload: 'Upload image',
    skip: 'Skip for now',
    photo: 'Your profile photo',
    card: 'Complete your profile',
    left: 'You stopped at step 2 of 6: Profile photo.',
    resume: 'Continue',
    dismiss: 'Not now',
    feed: 'News',
    tabs: 'Profile sections',
  },
};

const widths = { phone: { width: 360, height: 780 }, desktop: { width: 1280, height: 800 } } as const;

/** Every item of the list starts on the same line: nothing wrapped. */
async function isOneRow(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .evaluateAll((items) => new Set(items.map((item) => item.getBoundingClientRect().top)).size === 1);
}

for (const lang of ['es', 'en'] as const) {
  test(`a wizard left early is offered again on the feed until dismissed (${lang})`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = texts[lang];
    const talent = await createAccount(request, { type: 'talento', lang, nombre: 'Maite', apellido: 'Cuevas' });
    await page.addInitScript(
      ([token, l]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('lang', l);
      },
      [talent.token, lang] as const,
    );

    for (const [device, size] of Object.entries(widths)) {
      await page.setViewportSize(size);
      for (const step of [1, 2, 3, 4, 5, 6]) {
        await page.goto(`/register/wizard?paso=${step}`);
        await page.locator('.wizard-progress__step[aria-current="step"]').waitFor();
        expect(await isOneRow(page, '.wizard-progress__step'), `the progress bar on one row, step ${step}`).toBe(true);
        if (screenshotsEnabled && (device === 'phone' || step <= 2))
          await shot(page, `wizard-${step}-${lang}-${device}`);
      }
    }
    await expectAccessible(page, `the wizard's last step (${lang})`);

    // The photo step: one primary button, Next, and no separate upload button.
    await page.setViewportSize(widths.phone);
    await page.goto('/register/wizard?paso=2');
    await expect(page.getByRole('heading', { name: t.photo })).toBeVisible();
    await expect(page.getByRole('button', { name: t.upload })).toHaveCount(0);
    await expect(page.locator('main .button--primary')).toHaveCount(1);
    await expect(page.locator('main .button--primary')).toHaveText(t.next);
    await expectAccessible(page, `the wizard's photo step (${lang})`);

    // Left early: the feed offers the wizard at the step left.
    await page.getByRole('link', { name: t.skip }).click();
    await expect(page).toHaveURL(/\/noticias/);
    const card = page.getByRole('region', { name: t.card });
    await expect(card.getByText(t.left)).toBeVisible();
    await expectAccessible(page, `the feed with the wizard's card (${lang})`);
    if (screenshotsEnabled) {
      await shot(page, `wizard-resume-card-${lang}-phone`);
      await page.setViewportSize(widths.desktop);
      await shot(page, `wizard-resume-card-${lang}-desktop`);
      await page.setViewportSize(widths.phone);
    }
    await card.getByRole('link', { name: t.resume }).click();
    await expect(page).toHaveURL(/\/register\/wizard\?paso=2$/);
    await expect(page.getByRole('heading', { name: t.photo })).toBeVisible();

    // Dismissed: gone here, and on another device.
    await page.goto('/noticias');
    await page.getByRole('region', { name: t.card }).getByRole('button', { name: t.dismiss }).click();
    await expect(page.getByRole('region', { name: t.card })).toHaveCount(0);
    const elsewhere = await pageFor(browser, baseURL, talent, lang, widths.phone);
    await elsewhere.goto('/noticias');
    await expect(elsewhere.getByRole('heading', { level: 1, name: t.feed })).toBeVisible();
    await elsewhere.locator('.feed__bar').waitFor();
    await expect(elsewhere.getByRole('region', { name: t.card })).toHaveCount(0);
    await elsewhere.context().close();
  });

  test(`the profile's tabs fit a 360 px screen without a cut label (${lang})`, async ({ page, request }) => {
    const t = texts[lang];
    const talent = await createAccount(request, { type: 'talento', lang, nombre: 'Maite', apellido: 'Cuevas' });
    const self = (await (
      await request.get('/api/users/self', { headers: { 'x-access-token': talent.token } })
    ).json()) as {
      user: { profile_url: string };
    };
    await page.addInitScript(
      ([token, l]) => {
        localStorage.setItem('token', token);
        localStorage.setItem('lang', l);
      },
      [talent.token, lang] as const,
    );
    for (const [device, size] of Object.entries(widths)) {
      await page.setViewportSize(size);
      for (const tab of ['', '/videos', '/seguidores']) {
        await page.goto(`/profile/${self.user.profile_url}${tab}`);
        const nav = page.getByRole('navigation', { name: t.tabs });
        await nav.waitFor();
        // Every tab shown lies whole inside the strip: nothing scrolls out of sight, nothing is cut.
        const fits = await nav.evaluate((strip) => {
          const box = strip.getBoundingClientRect();
          const shown = Array.from(strip.querySelectorAll('a')).filter((a) => a.getClientRects().length > 0);
          return (
            strip.scrollWidth <= strip.clientWidth &&
            shown.every((a) => {
              const r = a.getBoundingClientRect();
              return r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && a.scrollWidth <= a.clientWidth;
            })
          );
        });
        expect(fits, `the tabs of ${tab || 'the posts'} at ${size.width} px`).toBe(true);
        if (screenshotsEnabled && tab !== '/seguidores')
          await shot(page, `profile-tabs${tab.replace('/', '-')}-${lang}-${device}`);
      }
    }
  });
}
