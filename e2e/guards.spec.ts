import { expect, test } from './support/fixtures.ts';

test.describe('route guards, titles and body classes (visitor)', () => {
  test('a visitor opening /noticias lands on /login', async ({ page }) => {
    await page.goto('/noticias');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle(/ · Vitrina$/);
    await expect(page.locator('body')).toHaveClass(/\broute-login\b/);
  });

  test('other auth-only routes send a visitor to /login', async ({ page }) => {
    for (const path of ['/explorar', '/conversaciones', '/user/settings', '/register/select', '/profile/someone']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test('/notificationes leads to /notificaciones (then, for a visitor, to /login)', async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto('/notificationes');
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => visited).toContain('/notificaciones');
  });

  test('/profile without an id goes to /', async ({ page }) => {
    for (const path of ['/profile', '/profile/']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/$/);
      await expect(page.locator('body')).toHaveClass(/\broute-landing\b/);
    }
  });

  test('page titles end with " · Vitrina" and the body class is named after the route', async ({ page }) => {
    const pages: Array<[string, string, RegExp]> = [
      ['/', 'landing', /^Muestra tu talento · Vitrina$/],
      ['/terminos', 'terminos', /^Términos de uso · Vitrina$/],
      ['/politicas-privacidad', 'politicas-privacidad', /^Aviso de privacidad · Vitrina$/],
      ['/politicas-cookies', 'politicas-cookies', /^Política de cookies · Vitrina$/],
      ['/contacto', 'contacto', /^Contacto · Vitrina$/],
      ['/login', 'login', / · Vitrina$/],
      ['/register', 'register', / · Vitrina$/],
      ['/una-ruta-que-no-existe', 'not-found', / · Vitrina$/],
    ];
    for (const [path, bodyClass, title] of pages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      await expect(page.locator('body'), path).toHaveClass(new RegExp(`\\broute-${bodyClass}\\b`));
      await expect(page.locator('body'), path).not.toHaveClass(/\blogged-in\b/);
    }
  });

  test('moving between routes swaps the body class', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('body')).toHaveClass(/\broute-landing\b/);
    await page.locator('.site-footer').getByRole('link', { name: 'Términos de uso' }).click();
    await expect(page).toHaveURL(/\/terminos$/);
    await expect(page.locator('body')).toHaveClass(/\broute-terminos\b/);
    await expect(page.locator('body')).not.toHaveClass(/\broute-landing\b/);
  });
});
