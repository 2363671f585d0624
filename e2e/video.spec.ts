import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expectAccessible } from './support/a11y.ts';
import { createAccount } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { logInWithToken } from './support/messages.ts';
import { screenshotsEnabled, shot } from './support/screenshots.ts';

/** A talent uploads a short video from the composer and watches it play once processed. */
const texts = {
  es: {
    tab: 'Video',
    choose: 'Subir un video',
    text: 'Escribe algo',
    submit: 'Publicar',
    pending: 'Tus videos',
    player: /Video publicado por/,
  },
  en: {
    tab: 'Video',
    choose: 'Upload a video',
    text: 'Write something',
    submit: 'Post',
    pending: 'Your videos',
    player: /Video posted by/,
  },
};

// The server's own ffmpeg (an npm package of apps/server) makes the clip: 3 s of test pattern with a tone.
const ffmpeg = (
  createRequire(path.resolve(import.meta.dirname, '../apps/server/package.json'))('@ffmpeg-installer/ffmpeg') as {
    path: string;
  }
).path;

async function makeClip(): Promise<string> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'vitrina-e2e-clip-')), 'mi-reel.mp4');
  if (existsSync(file)) return file;
  const args = ['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'];
  args.push('-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '3', '-c:v', 'libx264', '-preset', 'ultrafast');
  args.push('-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file);
  await promisify(execFile)(ffmpeg, args);
  return file;
}

for (const lang of ['es', 'en'] as const) {
  test(`a talent uploads a video and watches it play once processed (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const t = texts[lang];
    const clip = await makeClip();
    const talent = await createAccount(request, { type: 'talento', lang, nombre: 'Nora', apellido: 'Danza' });
    await logInWithToken(page, talent, lang);
    // Until a play, no byte of video and nothing from another host.
    const videoBytes: string[] = [];
    const foreign: string[] = [];
    let played = false;
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (!played && /^\/media\/video_/.test(url.pathname)) videoBytes.push(url.pathname);
      if (url.protocol.startsWith('http') && url.hostname !== '127.0.0.1') foreign.push(url.href);
    });
    await page.goto('/noticias');

    const composer = page.locator('.composer');
    await composer.getByRole('tab', { name: t.tab }).click();
    await composer.getByLabel(t.choose).setInputFiles(clip);
    const words = lang === 'es' ? 'Mi reel de danza' : 'My dance reel';
    await composer.getByRole('textbox').first().fill(words);
    // The bytes go up, the server checks them; then the post waits for the processing.
    await expect(composer.getByRole('progressbar').first()).toBeVisible();
    await expect(composer.getByRole('button', { name: t.submit, exact: true })).toBeEnabled({ timeout: 30_000 });
    await expectAccessible(page, `the composer with a video being processed (${lang})`);
    if (screenshotsEnabled) await shot(page, `video-composer-${lang}-${page.viewportSize()!.width}`);
    await composer.getByRole('button', { name: t.submit, exact: true }).click();

    // The post appears by itself once the background job has made the renditions.
    const post = page.getByRole('article').filter({ hasText: words }).first();
    await expect(post).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('region', { name: t.pending })).toBeHidden({ timeout: 10_000 });
    const video = post.locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', /^\/media\/poster_[a-f0-9]{24}\.jpg$/);
    await expect(video).toHaveAttribute('aria-label', t.player);
    expect(await video.evaluate((v: HTMLVideoElement) => v.autoplay || v.readyState > 0)).toBe(false);
    await expectAccessible(page, `a post with a video (${lang})`);
    if (screenshotsEnabled) {
      await post.scrollIntoViewIfNeeded();
      await shot(page, `video-post-${lang}-${page.viewportSize()!.width}`);
    }

    await page.reload();
    await expect(post.locator('video')).toBeVisible();
    expect(videoBytes).toEqual([]);
    expect(foreign).toEqual([]);

    // Press play (muted: no sound ever starts by itself) and the picture moves.
    played = true;
    await video.evaluate(async (v: HTMLVideoElement) => {
      v.muted = true;
      await v.play();
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.2);
    if (screenshotsEnabled) {
      await page.setViewportSize({ width: 390, height: 844 });
      await post.scrollIntoViewIfNeeded();
      await shot(page, `video-post-${lang}-390`);
    }
  });
}
