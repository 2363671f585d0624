import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// The hero carousel advances on its own only for a person who has not asked for reduced motion.
test.use({ reducedMotion: 'no-preference' });

const es = {
  slide1: 'Tu talento merece una vitrina',
  explainer: 'De tu primera publicación a tu primera oportunidad',
  talents: 'Haz que tu trabajo hable por ti',
  agencies: 'Encuentra talento sin intermediarios',
  startNow: 'Empieza ahora',
  title: 'Muestra tu talento · Vitrina',
};
const en = {
  slide1: 'Your talent deserves a showcase',
  explainer: 'From your first post to your first opportunity',
  talents: 'Let your work speak for you',
  agencies: 'Find talent without middlemen',
  startNow: 'Start now',
  title: 'Show your talent · Vitrina',
};

const video = (page: Page) => page.locator('video.explainer__video');
const activeSlide = (page: Page) => page.getByRole('group', { name: /^(Diapositiva|Slide) \d (de|of) 3$/ });

/**
 * Waits until React has hydrated the prerendered hero (its nodes carry React's keys): before that the slides are
 * HTML alone and no timer runs, so a fast-forward on a slow machine would pass before the carousel's first timer.
 */
async function untilHydrated(page: Page) {
  await page.waitForFunction(
    () => Object.keys(document.getElementById('hero-slide-1') ?? {}).some((key) => key.startsWith('__reactFiber')),
    undefined,
    { polling: 100 },
  );
}
const headerToggle = (page: Page, lang: 'ES' | 'EN') =>
  page.locator('.guest-header').getByRole('button', { name: lang, exact: true });

async function expectExplainerMedia(page: Page, lang: 'es' | 'en') {
  const source = video(page).locator('source');
  await expect(source).toHaveAttribute('src', new RegExp(`/explainer-${lang}[^/]*\\.mp4$`));
  await expect(source).toHaveAttribute('type', 'video/mp4');
  await expect(video(page)).toHaveAttribute('poster', new RegExp(`/explainer-${lang}[^/]*\\.jpg$`));
}

test.describe('landing page', () => {
  test('is in Spanish by default, with its sections, calls to action and working media', async ({ page, request }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(es.title);
    await expect(page.locator('body')).toHaveClass(/\broute-landing\b/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Vitrina/);

    const slide = activeSlide(page);
    await expect(slide).toHaveCount(1);
    await expect(slide.getByRole('heading', { name: es.slide1 })).toBeVisible();
    await expect(slide.getByRole('link', { name: 'Crear cuenta gratis' })).toHaveAttribute('href', '/register');
    await expect(slide.getByRole('link', { name: 'Ya tengo cuenta' })).toHaveAttribute('href', '/login');

    await expect(page.getByRole('heading', { name: es.explainer })).toBeVisible();
    await expect(page.getByRole('heading', { name: es.talents })).toBeVisible();
    await expect(page.getByRole('heading', { name: es.agencies })).toBeVisible();
    await expect(page.getByRole('link', { name: es.startNow })).toHaveAttribute('href', '/register');

    await expectExplainerMedia(page, 'es');
    // The assets really are there, as what they claim to be, with a long cache (they are fingerprinted).
    const src = await video(page).locator('source').getAttribute('src');
    const poster = await video(page).getAttribute('poster');
    const mp4 = await request.get(src!);
    expect(mp4.status()).toBe(200);
    expect(mp4.headers()['content-type']).toContain('video/mp4');
    expect(mp4.headers()['cache-control']).toContain('immutable');
    expect((await mp4.body()).subarray(4, 8).toString('latin1')).toBe('ftyp');
    const jpg = await request.get(poster!);
    expect(jpg.status()).toBe(200);
    expect(jpg.headers()['content-type']).toContain('image/jpeg');
    // The browser can decode the video (H.264 in MP4).
    await video(page).scrollIntoViewIfNeeded();
    await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    expect(await video(page).evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(5);
  });

  test('the language toggle switches texts, video and poster, and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(activeSlide(page).getByRole('heading', { name: es.slide1 })).toBeVisible();
    await expect(headerToggle(page, 'ES')).toHaveAttribute('aria-pressed', 'true');

    await headerToggle(page, 'EN').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(headerToggle(page, 'EN')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: en.explainer })).toBeVisible();
    await expect(page.getByRole('heading', { name: en.talents })).toBeVisible();
    await expect(page.getByRole('heading', { name: en.agencies })).toBeVisible();
    await expect(page.getByRole('link', { name: en.startNow })).toBeVisible();
    await expect(page.getByText(es.explainer)).toHaveCount(0);
    await expect(page).toHaveTitle(en.title);
    await expectExplainerMedia(page, 'en');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(activeSlide(page).getByRole('heading', { name: en.slide1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: en.explainer })).toBeVisible();
    await expectExplainerMedia(page, 'en');

    await headerToggle(page, 'ES').click();
    await expect(page.getByRole('heading', { name: es.explainer })).toBeVisible();
    await expectExplainerMedia(page, 'es');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectExplainerMedia(page, 'es');
  });

  test('the hero carousel advances on its own, pauses, and can be driven with the keyboard', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Diapositiva 1 de 3');
    await untilHydrated(page);

    await page.clock.fastForward(6_500);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Diapositiva 2 de 3');
    await expect(page.getByRole('button', { name: 'Ir a la diapositiva 2' })).toHaveAttribute('aria-current', 'true');
    // Hidden slides are inert: their links cannot be reached.
    await expect(page.locator('#hero-slide-1')).toHaveAttribute('inert', '');

    // Paused: stays put even with the pointer and the focus elsewhere.
    await page.getByRole('button', { name: 'Pausar el carrusel' }).click();
    await page.mouse.move(5, 700);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.fastForward(20_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Diapositiva 2 de 3');

    // Resumed: moves again.
    await page.getByRole('button', { name: 'Reanudar el carrusel' }).click();
    await page.mouse.move(5, 700);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.fastForward(6_500);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Diapositiva 3 de 3');

    // Keyboard: arrows, Home and End from any control; focus inside holds the rotation.
    await page.getByRole('button', { name: 'Ir a la diapositiva 1' }).focus();
    await page.keyboard.press('Enter');
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Diapositiva 1 de 3');
    await page.keyboard.press('ArrowRight');
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Diapositiva 2 de 3');
    await page.keyboard.press('End');
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Diapositiva 3 de 3');
    await page.keyboard.press('ArrowRight');
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Diapositiva 1 de 3');
    await page.keyboard.press('ArrowLeft');
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Diapositiva 3 de 3');
    await page.keyboard.press('Home');
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Diapositiva 1 de 3');
    await page.clock.fastForward(20_000);
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Diapositiva 1 de 3');

    // Tab from the dots reaches the next control, never a link of a hidden slide.
    await page.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await expect(activeSlide(page)).toHaveAttribute('aria-label', 'Diapositiva 2 de 3');
    await activeSlide(page).getByRole('link', { name: 'Crear cuenta gratis' }).focus();
    await page.keyboard.press('Tab');
    await expect(activeSlide(page).getByRole('link', { name: 'Ya tengo cuenta' })).toBeFocused();
  });

  test('the calls to action lead to registration and login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: es.startNow }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.goto('/');
    await activeSlide(page).getByRole('link', { name: 'Ya tengo cuenta' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('landing page on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('fits the screen and keeps its calls to action within reach', async ({ page }) => {
    // First with the fallback font (the web fonts held back), which sets wider: the header once overflowed then.
    let releaseFonts = () => {};
    const fontsHeld = new Promise<void>((resolve) => (releaseFonts = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await fontsHeld;
      await route.continue();
    });
    // Not waiting for `load`: that waits for the preloaded fonts.
    await page.goto('/', { waitUntil: 'commit' });
    await expect(activeSlide(page).getByRole('heading', { name: es.slide1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    releaseFonts();
    await page.evaluate(() => document.fonts.ready);
    const register = activeSlide(page).getByRole('link', { name: 'Crear cuenta gratis' });
    await expect(register).toBeInViewport();
    const box = await register.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    // No sideways scrolling anywhere on the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(headerToggle(page, 'EN')).toBeVisible();

    await video(page).scrollIntoViewIfNeeded();
    const videoBox = await video(page).boundingBox();
    expect(videoBox!.width).toBeGreaterThan(300);
    expect(videoBox!.width).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: es.startNow }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: es.startNow })).toBeInViewport();
  });
});
