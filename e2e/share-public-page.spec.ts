import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { createTalent } from './support/discovery.ts';
import { expect, test } from './support/fixtures.ts';
import { logInWithToken } from './support/messages.ts';
import { screenshotsEnabled, shot } from './support/screenshots.ts';

/**
 * A shared link that opens: a talent shares a private profile (the dialog says the link works only for people
 * logged in), turns the public page on inside the dialog, and a visitor without an account, in a browser of their
 * own, opens the link. In Spanish and English, with the dialog's screenshots at phone and desktop widths.
 */
const texts = {
  es: {
    share: (name: string) => `Compartir el perfil de ${name}`,
    switch: 'Página pública',
    membersLink: 'Enlace al perfil',
    publicLink: 'Enlace a la página pública',
    membersOnly: /Este enlace solo funciona para personas con sesión iniciada en Vitrina/,
    anyone: 'Cualquiera puede abrir este enlace, aunque no tenga cuenta en Vitrina.',
    login: 'Iniciar sesión',
    locale: 'es-MX',
  },
  en: {
    share: (name: string) => `Share ${name}’s profile`,
    switch: 'Public page',
    membersLink: 'Profile link',
    publicLink: 'Public page link',
    membersOnly: /This link only works for people logged in to Vitrina/,
    anyone: 'Anyone can open this link, even without a Vitrina account.',
    login: 'Log in',
    locale: 'en-US',
  },
};

const widths = { phone: { width: 360, height: 780 }, desktop: { width: 1280, height: 800 } } as const;

async function openShare(page: Page, lang: 'es' | 'en', name: string) {
  await page.getByRole('button', { name: texts[lang].share(name) }).click();
  const dialog = page.getByRole('dialog', { name: texts[lang].share(name) });
  await dialog.getByRole('img').waitFor();
  return dialog;
}

for (const lang of ['es', 'en'] as const) {
  test(`a talent shares a private profile, opens its public page from the dialog, and a visitor opens the link (${lang})`, async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = texts[lang];
    const talent = await createTalent(request, {
      lang,
      nombre: 'Renata',
      apellido: 'Olmos',
      ciudad: 'Puebla',
      categoryIds: [2],
      tint: [120, 80, 170],
    });
    await logInWithToken(page, talent, lang);
    await page.goto(`/profile/${talent.profile_url}`);
    let dialog = await openShare(page, lang, talent.fullname);

    // Private: the members' link, said to work only for people logged in, and the switch off.
    const membersLink = await dialog.getByLabel(t.membersLink, { exact: true }).inputValue();
    expect(membersLink).toBe(`${baseURL}/profile/${talent.profile_url}?ref=share`);
    await expect(dialog.getByText(t.membersOnly)).toBeVisible();
    const toggle = dialog.getByRole('switch', { name: t.switch });
    await expect(toggle).not.toBeChecked();
    await expectAccessible(page, `the share dialog of a private profile (${lang})`);
    if (screenshotsEnabled) {
      for (const [device, size] of Object.entries(widths)) {
        await page.setViewportSize(size);
        await shot(page, `share-private-${lang}-${device}`);
      }
    }

    // A visitor without an account meets the log-in page there, not the profile.
    const visitor = await browser.newContext({ baseURL, locale: t.locale, viewport: widths.phone });
    const phone = await visitor.newPage();
    await phone.goto(membersLink);
    await expect(phone).toHaveURL(/\/login$/);
    await expect(phone.getByRole('button', { name: t.login }).last()).toBeVisible();

    // One switch in the dialog opens the page: the link and the QR code now point at it.
    await toggle.click();
    await expect(toggle).toBeChecked();
    const publicLink = dialog.getByLabel(t.publicLink, { exact: true });
    await expect(publicLink).toHaveValue(`${baseURL}/p/${talent.profile_url}`);
    await expect(dialog.getByText(t.anyone)).toBeVisible();
    await expectAccessible(page, `the share dialog of a public profile (${lang})`);
    if (screenshotsEnabled) {
      for (const [device, size] of Object.entries(widths)) {
        await page.setViewportSize(size);
        await shot(page, `share-public-${lang}-${device}`);
      }
    }

    // The visitor opens the link (as a scanned QR code would): the public page, no account needed.
    const answer = await phone.goto(await publicLink.inputValue());
    expect(answer?.status()).toBe(200);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Renata Olmos');
    await visitor.close();

    // The dialog opened again reads the same from the server.
    await page.reload();
    dialog = await openShare(page, lang, talent.fullname);
    await expect(dialog.getByRole('switch', { name: t.switch })).toBeChecked();
    await expect(dialog.getByLabel(t.publicLink, { exact: true })).toHaveValue(`${baseURL}/p/${talent.profile_url}`);
  });
}
