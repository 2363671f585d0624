import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { createAccount } from './support/accounts.ts';
import { createTalent } from './support/discovery.ts';
import { expect, test } from './support/fixtures.ts';
import { logInWithToken, personOf, sendViaApi } from './support/messages.ts';
import { grantRole } from './support/roles.ts';
import { screenshotsEnabled, shot } from './support/screenshots.ts';

/**
 * Three small things a person met in the first week: on a phone (360 px) a message's report opens as a sheet on
 * "Scam or asks for money" with its buttons in reach, and a moderator finds /moderacion in the side menu; on a
 * desktop a card's "Save" names the list it saved to, with "Change" beside it. Both languages; PNGs with
 * SCREENSHOTS=1.
 */
const texts = {
  es: {
    menu: (name: string) => `Opciones del mensaje de ${name}`,
    report: 'Denunciar',
    dialog: (name: string) => `Denunciar un mensaje de ${name}`,
    category: '¿Qué ocurre?',
    scam: 'Estafa o pide dinero',
    openMenu: 'Abrir el menú',
    moderation: 'Moderación',
    save: (name: string) => `Guardar a ${name} en una lista`,
    saved: (list: string, name: string) => `Guardado en «${list}»: cambiar las listas de ${name}`,
    savedText: (list: string) => `Guardado en «${list}»Cambiar`,
    dialogSave: (name: string) => `Guardar a ${name}`,
    messages: [
      'Hola, te vimos en Vitrina y tenemos un casting en mayo.',
      'Para reservarlo pedimos un depósito de 80 €.',
    ],
  },
  en: {
    menu: (name: string) => `Options of the message from ${name}`,
    report: 'Report',
    dialog: (name: string) => `Report a message by ${name}`,
    category: 'What is wrong?',
    scam: 'Scam or asks for money',
    openMenu: 'Open the menu',
    moderation: 'Moderation',
    save: (name: string) => `Save ${name} to a list`,
    saved: (list: string, name: string) => `Saved to “${list}”: change the lists of ${name}`,
    savedText: (list: string) => `Saved to “${list}”Change`,
    dialogSave: (name: string) => `Save ${name}`,
    messages: ['Hi, we saw you on Vitrina and have a casting in May.', 'To book it we ask for an 80 € deposit.'],
  },
};

const phone = { width: 360, height: 740 };
const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function maybeShot(page: Page, name: string) {
  if (screenshotsEnabled) await shot(page, name);
}

for (const lang of ['es', 'en'] as const) {
  const t = texts[lang];

  test(`on a phone, a message's report starts at scam and a moderator reaches moderation (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const moderator = await createAccount(request, { type: 'talento', lang, nombre: 'Mora', apellido: 'Revisa' });
    expect(await grantRole(request, moderator, 'moderator')).toContain('moderator');
    const agency = await createAccount(request, { type: 'agencia', lang, nombre: 'Casting', apellido: 'Veloz' });
    const receiver = await personOf(request, moderator);
    for (const message of t.messages) await sendViaApi(request, agency, receiver, message);
    const sender = await personOf(request, agency);
    await page.setViewportSize(phone);
    await logInWithToken(page, moderator, lang);

    // The report of a message, from its menu: a sheet the screen's width, on scam, its buttons on screen.
    await page.goto(`/conversaciones/${sender.profile_url}`);
    await page
      .getByRole('button', { name: t.menu('Casting Veloz') })
      .last()
      .click();
    await page.getByRole('menuitem', { name: t.report }).click();
    const dialog = page.getByRole('dialog', { name: t.dialog('Casting Veloz') });
    const scam = dialog.getByRole('group', { name: t.category }).getByRole('radio', { name: t.scam });
    await expect(scam).toBeChecked();
    await expect(scam).toBeFocused();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(phone.width);
    await expect(dialog.getByRole('button', { name: t.report, exact: true })).toBeInViewport({ ratio: 1 });
    await expectAccessible(page, `the report dialog on a phone (${lang})`);
    await maybeShot(page, `small-report-phone-${lang}`);
    if (screenshotsEnabled) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot(page, `small-report-desktop-${lang}`);
      await page.setViewportSize(phone);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The side menu offers the moderation tool to a moderator, as the account menu does on a desktop.
    await page.getByRole('button', { name: t.openMenu }).click();
    const link = page.getByRole('link', { name: t.moderation });
    await expect(link).toBeVisible();
    await expectAccessible(page, `the side menu of a moderator (${lang})`);
    await maybeShot(page, `small-moderation-link-phone-${lang}`);
    await link.click();
    await expect(page).toHaveURL(/\/moderacion$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.moderation);
  });

  test(`a card's Save names the list it saved to, with a way to change it (${lang})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const surname = `Topacio${letters()}`;
    const talent = await createTalent(request, { nombre: 'Alma', apellido: surname, lang, tint: [200, 90, 120] });
    const agency = await createAccount(request, { type: 'agencia', lang, nombre: 'Faro', apellido: 'Talent' });
    const list = lang === 'es' ? 'Castings Mayo' : 'May castings';
    const made = await request.post('/api/shortlists', {
      headers: { 'x-access-token': agency.token },
      data: { name: list },
    });
    expect(made.ok(), await made.text()).toBe(true);
    await logInWithToken(page, agency, lang);

    await page.goto(`/explorar?q=${surname}`);
    await page.getByRole('button', { name: t.save(talent.fullname) }).click();
    const saved = page.getByRole('button', { name: t.saved(list, talent.fullname) });
    await expect(saved).toHaveText(t.savedText(list));
    await expect(saved).toBeFocused();
    await expectAccessible(page, `a saved card (${lang})`);
    await maybeShot(page, `small-saved-card-desktop-${lang}`);
    await saved.click();
    await expect(page.getByRole('dialog', { name: t.dialogSave(talent.fullname) })).toBeVisible();
  });
}
