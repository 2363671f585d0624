import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createAccount } from '../support/accounts.ts';
import { noisyJpeg } from '../support/media.ts';
import { publishViaApi, tinyPdf, uploadViaApi } from '../support/posts.ts';

/**
 * Not a check: saves PNGs of the news feed with every kind of post (text with a link and comments, six
 * photos, a YouTube video, a document, a share) and of a single post, in both languages at phone and
 * desktop widths, for design review. Runs only in `npm run design -w e2e`. Output folder: SHOTS_DIR (/tmp/shots).
 */
const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';

async function richFeed(request: APIRequestContext, lang: 'es' | 'en') {
  const es = lang === 'es';
  const author = await createAccount(request, { type: 'talento', lang, nombre: 'Camila', apellido: 'Ortega' });
  const viewer = await createAccount(request, { type: 'talento', lang, nombre: 'Diego', apellido: 'Luna' });
  const headers = { 'x-access-token': author.token };
  const text = await publishViaApi(
    request,
    author.token,
    es
      ? 'Terminé la serie «Mareas» después de seis meses en la costa de Oaxaca. Todo el proceso aquí: https://example.com/mareas'
      : 'I finished the “Tides” series after six months on the Oaxaca coast. The whole process here: https://example.com/tides',
  );
  for (const [who, words] of [
    [viewer, es ? '¡Qué colores! ¿Dónde se puede ver en persona?' : 'What colours! Where can I see it in person?'],
    [author, es ? 'En la galería del centro hasta marzo.' : 'At the downtown gallery until March.'],
  ] as const) {
    await request.post('/api/comments', {
      headers: { 'x-access-token': who.token },
      data: { postId: text.id, comment: words },
    });
  }
  await request.post(`/api/reactions/like/post/${text.id}`, { headers: { 'x-access-token': viewer.token } });
  const tints: Array<[number, number, number]> = [
    [200, 90, 60],
    [40, 110, 170],
    [90, 160, 110],
    [170, 140, 60],
    [120, 80, 160],
    [60, 60, 60],
  ];
  const files = [];
  for (const [i, tint] of tints.entries()) {
    files.push({
      filename: await uploadViaApi(
        request,
        author.token,
        `mareas-${i}.jpg`,
        'image/jpeg',
        await noisyJpeg(tint, 900, 700),
      ),
    });
  }
  await request.post('/api/posts', {
    headers,
    data: { description: es ? 'Algunas piezas de la serie' : 'Some pieces of the series', files },
  });
  await request.post('/api/posts', {
    headers,
    data: {
      description: es ? 'El video del montaje' : 'The making-of video',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
    },
  });
  const pdf = await uploadViaApi(request, author.token, 'Dossier Mareas 2026.pdf', 'application/pdf', tinyPdf());
  await request.post('/api/posts', {
    headers,
    data: { description: es ? 'Mi dossier' : 'My portfolio', files: [{ filename: pdf }] },
  });
  await request.post('/api/posts/share', {
    headers: { 'x-access-token': viewer.token },
    data: { id: text.id, description: es ? 'Vale la pena verla' : 'Worth seeing' },
  });
  return { viewer, text };
}

test.describe('feed screenshots', () => {
  for (const lang of ['es', 'en'] as const) {
    test(`the feed in ${lang}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      mkdirSync(outDir, { recursive: true });
      const { viewer, text } = await richFeed(request, lang);
      await page.addInitScript(
        ([l, token]) => {
          localStorage.setItem('lang', l);
          localStorage.setItem('token', token);
        },
        [lang, viewer.token] as const,
      );
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const [width, height] of [
        [390, 844],
        [1440, 900],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto('/noticias');
        await page
          .getByRole('button', { name: lang === 'es' ? 'Todos los talentos' : 'All talents', exact: true })
          .click();
        await expect(page.locator(`article[data-post-id="${text.id}"]`)).toBeVisible();
        await page.waitForTimeout(800);
        await page.screenshot({ path: path.join(outDir, `feed-${lang}-${width}.png`), fullPage: true });
        await page.goto(`/noticias/${text.id}`);
        await expect(page.locator('article.post-card')).toHaveCount(1);
        await page.waitForTimeout(600);
        await page.screenshot({ path: path.join(outDir, `post-${lang}-${width}.png`), fullPage: true });
      }
    });
  }
});
