import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { createAccount } from './support/accounts.ts';
import { createTalent } from './support/discovery.ts';
import { expect, test } from './support/fixtures.ts';
import { pageFor } from './support/messages.ts';
import {
  applyViaApi,
  daysAhead,
  makeClip,
  myOpportunity,
  publishPhoto,
  setHeight,
  uploadVideoViaApi,
} from './support/opportunities.ts';
import { screenshotsEnabled, shot } from './support/screenshots.ts';
import { texts } from './support/opportunity-texts.ts';

/**
 * An opportunity from its posting to its close: an agency posts one with two roles through the form (the first
 * asks for a height range); a talent whose sheet fits sees it on her feed and finds it with "fits me", applies with a photo and a video
 * from her profile and a cover note; the agency files her Yes and asks for a self-tape, she sends it, the
 * agency casts her and closes the call; another applicant reads "not selected" in her applications.
 */

/** Screenshots at phone and desktop width (SCREENSHOTS=1 only), the page left at desktop width. */
async function shots(page: Page, name: string): Promise<void> {
  if (!screenshotsEnabled) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 800 });
    // From the top: a full page taken while scrolled paints the sticky header halfway down.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `${name}-${width}`, { fullPage: true, settleMs: 400 });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A role's fieldset of the form, by its place (its legend follows the name typed). */
const roleBox = (page: Page, legend: RegExp): Locator => page.getByRole('group', { name: legend }).first();

for (const lang of ['es', 'en'] as const) {
  test(`an opportunity from the form to the cast and the close (${lang})`, async ({ browser, baseURL, request }) => {
    test.setTimeout(300_000);
    const t = texts[lang];
    const stamp = Date.now().toString(36);
    const title = `${t.title} ${stamp}`;
    const agency = await createAccount(request, { type: 'agencia', lang, nombre: 'Estrella', apellido: 'Casting' });
    const ana = await createTalent(request, { lang, nombre: 'Ana', apellido: `Luz ${stamp}`, categoryIds: [5] });
    await setHeight(request, ana.token, 172);
    await publishPhoto(request, ana.token, t.photo);
    const berta = await createTalent(request, { lang, nombre: 'Berta', apellido: `Sol ${stamp}` });
    // Her reel goes through the video pipeline while the agency writes: an application carries a processed video.
    const reel = makeClip(lang === 'es' ? 'mi-reel.mp4' : 'my-reel.mp4').then((clip) =>
      uploadVideoViaApi(request, ana.token, clip),
    );
    const tape = await makeClip('self-tape.mp4');

    // The agency writes the opportunity and its two roles in the form, and publishes it.
    const office = await pageFor(browser, baseURL, agency, lang);
    await office.goto('/oportunidades/nueva');
    await office.getByLabel(t.form.title, { exact: true }).fill(title);
    await office.getByLabel(t.form.category, { exact: true }).selectOption('5');
    await office.getByLabel(t.form.description, { exact: true }).fill(t.description);
    await office.getByLabel(t.form.country, { exact: true }).selectOption('MX');
    await office.getByLabel(t.form.city, { exact: true }).fill('Monterrey');
    await office.getByLabel(t.form.deadline, { exact: true }).fill(daysAhead(10));
    await office.getByRole('radio', { name: t.form.unpaid }).check();
    const lead = roleBox(office, t.form.roleLegend(1));
    await lead.getByLabel(t.form.roleName, { exact: true }).fill(t.leadRole);
    await lead.getByRole('checkbox', { name: t.form.needVideo }).check();
    await lead.getByRole('checkbox', { name: t.form.needNote }).check();
    await lead.getByRole('button', { name: t.form.addRequirement }).click();
    await lead.getByLabel(t.form.requirement(1), { exact: true }).selectOption('height');
    await lead.getByLabel(t.form.min, { exact: true }).fill('165');
    await lead.getByLabel(t.form.max, { exact: true }).fill('185');
    await office.getByRole('button', { name: t.form.addRole }).click();
    const extra = roleBox(office, t.form.roleLegend(2));
    await extra.getByLabel(t.form.roleName, { exact: true }).fill(t.extraRole);
    await extra.getByRole('checkbox', { name: t.form.needPhotos }).uncheck();
    await extra.getByRole('checkbox', { name: t.form.needNote }).check();
    await shots(office, `opportunities-form-${lang}`);
    await office.getByRole('button', { name: t.form.publish, exact: true }).click();
    await expect(office).toHaveURL(/\/mis-oportunidades$/, { timeout: 15_000 });
    await expect(office.getByText(t.published(title))).toBeVisible();
    await expectAccessible(office, `my opportunities (${lang})`);
    const opportunity = await myOpportunity(request, agency.token, title);
    const [leadRole, extraRole] = opportunity.roles;
    expect(leadRole?.name).toBe(t.leadRole);
    expect(extraRole?.name).toBe(t.extraRole);

    // Berta applies to the second role through the API: the one told "not selected" at the close.
    await applyViaApi(request, berta.token, opportunity.id, extraRole!.id, { coverNote: t.bertaNote });

    // Ana sees it on her feed, among the open roles that fit her sheet, and on the board filtered by them.
    const studio = await pageFor(browser, baseURL, ana, lang);
    await studio.goto('/noticias');
    const fitsCard = studio.getByRole('region', { name: t.fitsForYou });
    await expect(fitsCard.getByRole('link', { name: title }).first()).toBeVisible();
    await studio.goto('/oportunidades');
    await studio.getByRole('checkbox', { name: t.fitsMe }).check();
    await expect(studio).toHaveURL(/fits=1/);
    const card = studio.getByRole('link', { name: title });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expectAccessible(studio, `the board with "fits me" (${lang})`);
    await shots(studio, `opportunities-board-${lang}`);
    await card.click();
    await expect(studio.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await shots(studio, `opportunities-page-${lang}`);
    await studio.getByRole('link', { name: t.applyTo(t.leadRole) }).click();

    // A photo and her processed reel, both chosen from her profile, and a cover note. (The server takes a new upload
    // of photos and documents only: a video goes through the video pipeline first.)
    await expect(studio.getByRole('heading', { level: 1, name: t.applyTitle(t.leadRole) })).toBeVisible();
    await reel;
    await studio.getByRole('button', { name: t.choose }).click();
    const picker = studio.getByRole('dialog', { name: t.choose });
    await picker.getByRole('listitem').first().getByRole('button').click();
    await picker.getByRole('button', { name: t.videos, exact: true }).click();
    await picker.getByRole('listitem').first().getByRole('button').click();
    await picker.getByRole('button', { name: t.done }).click();
    await expect(studio.getByRole('radio', { name: t.primary })).toHaveCount(2);
    await studio.getByLabel(t.coverNote, { exact: true }).fill(t.anaNote);
    await expect(studio.getByText(t.checklistComplete)).toBeVisible();
    await expectAccessible(studio, `applying (${lang})`);
    await shots(studio, `opportunities-apply-${lang}`);
    await studio.getByRole('button', { name: t.send }).click();
    await expect(studio.getByRole('heading', { name: t.yourApplication })).toBeVisible({ timeout: 15_000 });

    // The agency opens its pipeline: Ana filed Yes, then asked for a self-tape.
    const pipeline = `/oportunidades/${opportunity.id}/papeles/${leadRole!.id}/candidatos`;
    await office.goto(pipeline);
    await office.getByRole('button', { name: ana.fullname }).click();
    let panel = office.getByRole('dialog', { name: ana.fullname });
    await panel.getByRole('button', { name: t.filing.yes, exact: true }).click();
    await expect(panel.getByRole('button', { name: t.filing.yes, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await panel.getByLabel(t.tapeInstructions, { exact: true }).fill(t.tapeWhat);
    await panel.getByLabel(t.tapeDue, { exact: true }).fill(`${daysAhead(3)}T18:00`);
    await panel.getByRole('button', { name: t.requestTape, exact: true }).click();
    await expect(panel.getByText(t.tapeRequested)).toBeVisible();
    await expectAccessible(office, `an applicant's panel (${lang})`);
    await office.keyboard.press('Escape');
    await shots(office, `opportunities-pipeline-${lang}`);

    // Ana reads the request in her applications and sends her self-tape.
    await studio.goto('/postulaciones');
    const mine = studio.getByRole('listitem').filter({ hasText: title });
    await expect(mine.getByText(t.status.selfTape)).toBeVisible();
    await mine.getByRole('link', { name: new RegExp(t.open) }).click();
    await studio.getByLabel(t.uploadTape, { exact: true }).setInputFiles(tape);
    await expect(studio.getByText(t.tapeSent)).toBeVisible({ timeout: 90_000 });

    // The agency casts her, then closes the call.
    await office.goto(pipeline);
    await office.getByRole('tab', { name: new RegExp(`^${t.filing.yes}`) }).click();
    await office.getByRole('button', { name: ana.fullname }).click();
    panel = office.getByRole('dialog', { name: ana.fullname });
    await panel.getByRole('button', { name: t.filing.cast, exact: true }).click();
    await expect(panel.getByRole('button', { name: t.filing.cast, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await office.keyboard.press('Escape');
    await office.goto('/mis-oportunidades');
    await office.getByRole('button', { name: t.close, exact: true }).click();
    await office.getByRole('alertdialog').getByRole('button', { name: t.closeYes, exact: true }).click();
    await expect(office.locator('.my-opportunity__state')).toHaveText(t.closedState);

    // The closing round tells Berta within a few of its two-second periods; Ana stays cast.
    const bertaPage = await pageFor(browser, baseURL, berta, lang);
    await expect(async () => {
      await bertaPage.goto('/postulaciones');
      await expect(
        bertaPage.getByRole('listitem').filter({ hasText: title }).getByText(t.status.notSelected),
      ).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    await expectAccessible(bertaPage, `my applications after the close (${lang})`);
    await shots(bertaPage, `opportunities-mine-${lang}`);
    await studio.goto('/postulaciones');
    await expect(studio.getByRole('listitem').filter({ hasText: title }).getByText(t.status.cast)).toBeVisible();
    for (const page of [office, studio, bertaPage]) await page.context().close();
  });
}
