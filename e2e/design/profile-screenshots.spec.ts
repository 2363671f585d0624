import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures.ts';
import { createAccount } from '../support/accounts.ts';
import { noisyJpeg } from '../support/media.ts';
import { publishBodyViaApi, uploadViaApi } from '../support/posts.ts';

/**
 * Not a check: saves PNGs of a talent's profile (posts, biography, photos, followers) as a visitor, in
 * both languages at phone and desktop widths, for design review. Runs only in `npm run design -w e2e`.
 */
const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';

test.describe('profile screenshots', () => {
  for (const lang of ['es', 'en'] as const) {
    test(`a profile in ${lang}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      mkdirSync(outDir, { recursive: true });
      const talent = await createAccount(request, { type: 'talento', lang, nombre: 'Camila', apellido: 'Ortega' });
      const visitor = await createAccount(request, { type: 'talento', lang, nombre: 'Diego', apellido: 'Luna' });
      const headers = { 'x-access-token': talent.token };
      await request.put('/api/users', {
        headers,
        data: {
          nombre: 'Camila',
          apellido: 'Ortega',
          email: talent.email,
          fecha: '1994-05-12',
          sexo: 'FE',
          pais: 'MX',
          ciudad: 'Oaxaca',
          biografia:
            lang === 'es'
              ? 'Pintora y muralista. Trabajo con pigmentos naturales y comunidades de la costa de Oaxaca.'
              : 'Painter and muralist. I work with natural pigments and communities on the Oaxaca coast.',
          profile: {
            facebook_url: '',
            twitter_url: '',
            instagram_url: 'https://instagram.com/camila',
            spotify_url: '',
            youtube_url: '',
            linkedin_url: '',
            web: 'https://camila.example',
            phone: '',
          },
        },
      });
      await request.post('/api/categories/subscribe', { headers, data: { categoryId: 5 } });
      const tints: Array<[number, number, number]> = [
        [200, 90, 60],
        [40, 110, 170],
        [90, 160, 110],
        [170, 140, 60],
      ];
      const files = [];
      for (const [i, tint] of tints.entries())
        files.push({
          filename: await uploadViaApi(
            request,
            talent.token,
            `obra-${i}.jpg`,
            'image/jpeg',
            await noisyJpeg(tint, 900, 700),
          ),
        });
      await publishBodyViaApi(request, talent.token, {
        description: lang === 'es' ? 'Serie «Mareas»' : 'The “Tides” series',
        files,
      });
      const self = (await (await request.get('/api/users/self', { headers })).json()) as {
        user: { id: number; profile_url: string };
      };
      await request.post('/api/users/follow', {
        headers: { 'x-access-token': visitor.token },
        data: { id: self.user.id },
      });
      await page.addInitScript(
        ([l, token]) => {
          localStorage.setItem('lang', l);
          localStorage.setItem('token', token);
        },
        [lang, visitor.token] as const,
      );
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const [width, height] of [
        [390, 844],
        [1440, 900],
      ] as const) {
        await page.setViewportSize({ width, height });
        for (const tab of ['', 'biografia', 'fotos', 'seguidores']) {
          await page.goto(`/profile/${self.user.profile_url}${tab ? `/${tab}` : ''}`);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.waitForTimeout(900);
          await page.screenshot({
            path: path.join(outDir, `profile${tab ? `-${tab}` : ''}-${lang}-${width}.png`),
            fullPage: true,
          });
        }
      }
    });
  }
});
