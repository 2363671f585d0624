import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/a11y.ts';
import { createAccount } from './support/accounts.ts';
import { createTalent, type Talent } from './support/discovery.ts';
import { expect, test } from './support/fixtures.ts';
import { logInWithToken } from './support/messages.ts';
import { screenshotsEnabled, shot } from './support/screenshots.ts';

/**
 * An agency saves three talents to a new list — two from the search's results, one from her
 * profile; after the first, each in one click —, writes a private note, reorders, compares two side by side and downloads the CSV and the PDF.
 */
const texts = {
  es: {
    save: (name: string) => `Guardar a ${name} en una lista`,
    dialog: (name: string) => `Guardar a ${name}`,
    listName: 'Nombre de la lista',
    createAndAdd: 'Crear y guardar',
    saved: (list: string) => `Guardado en «${list}».`,
    savedButton: (list: string) => `Guardado en «${list}»Cambiar`,
    changeLists: (name: string, list: string) => `Guardado en «${list}»: cambiar las listas de ${name}`,
    done: 'Listo',
    nav: 'Listas',
    note: 'Nota privada',
    tags: 'Etiquetas (separadas por comas)',
    saveNote: 'Guardar nota',
    noteSaved: 'Nota guardada.',
    moveUp: (name: string) => `Subir a ${name}`,
    select: (name: string) => `Comparar a ${name}`,
    compare: 'Comparar (2)',
    comparison: 'Comparación',
    csv: 'Descargar CSV',
    pdf: 'Descargar PDF',
    header: 'Posición,Nombre,Ciudad,País',
  },
  en: {
    save: (name: string) => `Save ${name} to a list`,
    dialog: (name: string) => `Save ${name}`,
    listName: 'List name',
    createAndAdd: 'Create and save',
    saved: (list: string) => `Saved to “${list}”.`,
    savedButton: (list: string) => `Saved to “${list}”Change`,
    changeLists: (name: string, list: string) => `Saved to “${list}”: change the lists of ${name}`,
    done: 'Done',
    nav: 'Lists',
    note: 'Private note',
    tags: 'Tags (separated by commas)',
    saveNote: 'Save note',
    noteSaved: 'Note saved.',
    moveUp: (name: string) => `Move ${name} up`,
    select: (name: string) => `Compare ${name}`,
    compare: 'Compare (2)',
    comparison: 'Comparison',
    csv: 'Download CSV',
    pdf: 'Download PDF',
    header: 'Position,Name,City,Country',
  },
};

const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function download(page: Page, button: string): Promise<Buffer> {
  const waiting = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  return readFile((await (await waiting).path())!);
}

// One language for this long journey (CI's time budget, decision 0011); a11y.spec.ts axe-checks the lists, a list, the
// comparison and the add-to-list dialog in both.
for (const lang of ['en'] as Array<'es' | 'en'>) {
  test(`an agency shortlists three talents, notes, compares two and downloads the list (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = texts[lang];
    const surname = `Zafiro${letters()}`;
    const listName = lang === 'es' ? 'Casting de verano' : 'Summer casting';
    const tints: [number, number, number][] = [
      [200, 80, 90],
      [60, 140, 200],
      [90, 170, 90],
    ];
    const talents: Talent[] = [];
    for (const [index, nombre] of ['Alma', 'Bruno', 'Celia'].entries())
      talents.push(
        await createTalent(request, {
          nombre,
          apellido: surname,
          ciudad: 'Oaxaca',
          categoryIds: [4],
          tint: tints[index],
        }),
      );
    const [alma, bruno, celia] = talents as [Talent, Talent, Talent];
    const agency = await createAccount(request, { type: 'agencia', lang, nombre: 'Estrella', apellido: 'Talentos' });
    await logInWithToken(page, agency, lang);

    // Two from the search's results: the first makes the list, the second is ticked onto it.
    await page.goto(`/explorar?q=${surname}`);
    await expect(page.getByRole('button', { name: t.save(celia.fullname) })).toBeVisible();
    if (screenshotsEnabled) await shot(page, `shortlists-search-${lang}`);
    await page.getByRole('button', { name: t.save(alma.fullname) }).click();
    const first = page.getByRole('dialog', { name: t.dialog(alma.fullname) });
    await first.getByLabel(t.listName).fill(listName);
    await first.getByRole('button', { name: t.createAndAdd }).click();
    await expect(first.getByRole('status')).toHaveText(t.saved(listName));
    await expect(first.getByRole('checkbox', { name: new RegExp(listName) })).toBeChecked();
    if (screenshotsEnabled) await shot(page, `shortlists-dialog-${lang}`);
    await expectAccessible(page, `the add-to-list dialog (${lang})`);
    await first.getByRole('button', { name: t.done }).click();

    // One click from then on: the talent goes on the list used last, and the button says so.
    await page.getByRole('button', { name: t.save(bruno.fullname) }).click();
    // The button names the list, and offers to change it.
    await expect(page.getByRole('button', { name: t.changeLists(bruno.fullname, listName) })).toHaveText(
      t.savedButton(listName),
    );
    if (screenshotsEnabled) await shot(page, `shortlists-saved-${lang}`);
    await expect(page.getByRole('status').filter({ hasText: t.saved(listName) })).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The third from her profile, in one click too.
    await page.goto(`/profile/${celia.profile_url}`);
    await page.getByRole('button', { name: t.save(celia.fullname) }).click();
    const saved = page.getByRole('button', { name: t.changeLists(celia.fullname, listName) });
    await expect(saved).toBeVisible();
    // Once saved, the click opens the lists to change them.
    await saved.click();
    const third = page.getByRole('dialog', { name: t.dialog(celia.fullname) });
    await expect(third.getByRole('checkbox', { name: new RegExp(listName) })).toBeChecked();
    await third.getByRole('button', { name: t.done }).click();

    // The list, in the order saved; a private note on Bruno; Celia moved up by keyboard.
    await page.getByRole('navigation').getByRole('link', { name: t.nav, exact: true }).click();
    await page.getByRole('link', { name: new RegExp(listName) }).click();
    const entries = page.getByRole('list', { name: /./ }).locator('> li h3');
    await expect(entries).toHaveText([alma.fullname, bruno.fullname, celia.fullname]);
    const brunoEntry = page.locator('li.shortlist-entry', { hasText: bruno.fullname });
    await brunoEntry.getByLabel(t.note).fill('Gran presencia; pedir reel 50% más largo');
    await brunoEntry.getByLabel(t.tags).fill('reel, acento norteño');
    await brunoEntry.getByRole('button', { name: t.saveNote }).click();
    await expect(brunoEntry.getByRole('status')).toHaveText(t.noteSaved);
    const up = page.getByRole('button', { name: t.moveUp(celia.fullname) });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect(entries).toHaveText([alma.fullname, celia.fullname, bruno.fullname]);
    await page.reload();
    await expect(entries).toHaveText([alma.fullname, celia.fullname, bruno.fullname]);
    await expect(page.locator('li.shortlist-entry', { hasText: bruno.fullname }).getByLabel(t.note)).toHaveValue(
      'Gran presencia; pedir reel 50% más largo',
    );
    // From the top: a control under the sticky header would count as too small a target.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, `the shortlists page (${lang})`);
    if (screenshotsEnabled) {
      await shot(page, `shortlists-desktop-${lang}`, { fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, `shortlists-phone-${lang}`, { fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    // Two side by side.
    await page.getByRole('checkbox', { name: t.select(alma.fullname) }).check();
    await page.getByRole('checkbox', { name: t.select(bruno.fullname) }).check();
    await page.getByRole('button', { name: t.compare }).click();
    const comparison = page.getByRole('dialog', { name: t.comparison });
    await expect(comparison.getByRole('columnheader')).toHaveText([alma.fullname, bruno.fullname]);
    await expect(comparison.getByRole('cell', { name: /Oaxaca/ }).first()).toBeVisible();
    await expectAccessible(page, `the comparison (${lang})`);
    if (screenshotsEnabled) await shot(page, `shortlists-compare-${lang}`);
    await page.keyboard.press('Escape');

    const csv = (await download(page, t.csv)).toString('utf8');
    expect(csv.startsWith(`\uFEFF${t.header}`)).toBe(true);
    const rows = csv.split('\r\n');
    expect(rows[1]).toContain(`1,${alma.fullname},Oaxaca`);
    expect(rows[2]).toContain(`2,${celia.fullname}`);
    expect(rows[3]).toContain('"Gran presencia; pedir reel 50% más largo"');
    expect(rows[3]).toContain('reel; acento norteño');
    const pdf = await download(page, t.pdf);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
}
