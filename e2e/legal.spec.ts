import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

type Lang = 'es' | 'en';

/** The binding figures of the second spec document §9, as each page states them. */
const figures = {
  es: {
    minAge: /\b14 años/,
    adultAge: /\b18 años/,
    availability: /\b90\s%/,
    arcoAnswer: /\b20 días hábiles/,
    arcoExecute: /\b15 días hábiles/,
    notice: /seis \(6\) semanas/,
    deletion: /cuatro \(4\) semanas/,
  },
  en: {
    minAge: /\b14\b/,
    adultAge: /\b18\b/,
    availability: /\b90%/,
    arcoAnswer: /\b20 business days/,
    arcoExecute: /\b15 business days/,
    notice: /six \(6\) weeks/,
    deletion: /four \(4\) weeks/,
  },
} satisfies Record<Lang, Record<string, RegExp>>;
type Figure = keyof (typeof figures)['es'];

const pages: Array<{
  path: string;
  bodyClass: string;
  title: Record<Lang, string>;
  figures: Figure[];
}> = [
  {
    path: '/terminos',
    bodyClass: 'terminos',
    title: { es: 'Términos de uso', en: 'Terms of use' },
    figures: ['minAge', 'adultAge', 'availability', 'arcoAnswer', 'arcoExecute', 'notice', 'deletion'],
  },
  {
    path: '/politicas-privacidad',
    bodyClass: 'politicas-privacidad',
    title: { es: 'Aviso de privacidad', en: 'Privacy notice' },
    figures: ['minAge', 'adultAge', 'arcoAnswer', 'arcoExecute', 'notice', 'deletion'],
  },
  {
    path: '/politicas-cookies',
    bodyClass: 'politicas-cookies',
    title: { es: 'Política de cookies', en: 'Cookie policy' },
    figures: ['notice'],
  },
];

const authLinks = {
  es: { login: 'Iniciar sesión', register: 'Crear cuenta' },
  en: { login: 'Log in', register: 'Sign up' },
};

async function useLanguage(page: Page, lang: Lang) {
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

test.describe('legal pages', () => {
  for (const lang of ['es', 'en'] as const) {
    for (const legal of pages) {
      test(`${legal.path} in ${lang}: title, figures, contents and login/register links`, async ({ page }) => {
        await useLanguage(page, lang);
        await page.goto(legal.path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(legal.title[lang]);
        await expect(page).toHaveTitle(`${legal.title[lang]} · Vitrina`);
        await expect(page.locator('body')).toHaveClass(new RegExp(`\\broute-${legal.bodyClass}\\b`));

        const text = await main.innerText();
        for (const figure of legal.figures)
          expect(text, `${figure} on ${legal.path} (${lang})`).toMatch(figures[lang][figure]);
        expect(text).not.toMatch(/\{\{|\}\}/);
        // A real document: several numbered sections, each reachable from the table of contents.
        const sections = main.locator('section.legal-section');
        expect(await sections.count()).toBeGreaterThanOrEqual(6);
        const toc = main.getByRole('navigation', { name: lang === 'es' ? 'Contenido' : 'Contents' });
        await expect(toc.getByRole('link')).toHaveCount(await sections.count());

        await expect(main.getByRole('link', { name: authLinks[lang].login })).toHaveAttribute('href', '/login');
        await expect(main.getByRole('link', { name: authLinks[lang].register })).toHaveAttribute('href', '/register');
      });
    }
  }

  test('the table of contents jumps to its section', async ({ page }) => {
    await page.goto('/terminos');
    const toc = page.getByRole('navigation', { name: 'Contenido' });
    await toc.getByRole('link', { name: 'Cambios a estos términos' }).click();
    await expect(page).toHaveURL(/\/terminos#cambios$/);
    await expect(page.getByRole('heading', { name: /Cambios a estos términos/, level: 2 })).toBeInViewport();
  });

  test('the toggle switches a legal page between Spanish and English in place', async ({ page }) => {
    await page.goto('/politicas-privacidad');
    const h1 = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(h1).toHaveText('Aviso de privacidad');
    await page.locator('.guest-header').getByRole('button', { name: 'EN', exact: true }).click();
    await expect(h1).toHaveText('Privacy notice');
    await expect(page.getByRole('main')).toContainText('20 business days');
    await expect(page).toHaveTitle('Privacy notice · Vitrina');
  });

  test('visitors go from a legal page to registration and to login', async ({ page }) => {
    await page.goto('/politicas-cookies');
    await page.getByRole('main').getByRole('link', { name: 'Crear cuenta' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.goto('/terminos');
    await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the legal pages link to each other', async ({ page }) => {
    await page.goto('/terminos');
    const nav = page.getByRole('navigation', { name: 'Páginas legales' });
    await expect(nav.getByRole('link', { name: 'Términos' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Cookies' }).click();
    await expect(page).toHaveURL(/\/politicas-cookies$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Política de cookies');
    await nav.getByRole('link', { name: 'Contacto' }).click();
    await expect(page).toHaveURL(/\/contacto$/);
  });
});

test.describe('contact page', () => {
  for (const lang of ['es', 'en'] as const) {
    test(`in ${lang}: addresses, response times, links`, async ({ page }) => {
      await useLanguage(page, lang);
      await page.goto('/contacto');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(lang === 'es' ? 'Contacto' : 'Contact');
      await expect(page).toHaveTitle(lang === 'es' ? 'Contacto · Vitrina' : 'Contact · Vitrina');
      await expect(page.locator('body')).toHaveClass(/\broute-contacto\b/);
      for (const address of ['hola@vitrina.app', 'soporte@vitrina.app', 'privacidad@vitrina.app']) {
        await expect(main.getByRole('link', { name: address })).toHaveAttribute('href', `mailto:${address}`);
      }
      const text = await main.innerText();
      expect(text).toMatch(figures[lang].arcoAnswer);
      expect(text).toMatch(lang === 'es' ? /15 días hábiles siguientes/ : /following 15 business days/);
      await expect(
        main.getByRole('link', { name: lang === 'es' ? 'Términos de uso' : 'Terms of use' }),
      ).toHaveAttribute('href', '/terminos');
      await expect(main.getByRole('link', { name: authLinks[lang].login })).toHaveAttribute('href', '/login');
      await expect(main.getByRole('link', { name: authLinks[lang].register })).toHaveAttribute('href', '/register');
    });
  }
});

test.describe('legal and contact pages on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('fit the screen, with the contents folded and the login/register links at hand', async ({ page }) => {
    for (const path of ['/terminos', '/politicas-privacidad', '/politicas-cookies', '/contacto']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      await expect(page.getByRole('main').getByRole('link', { name: 'Crear cuenta' }), path).toBeVisible();
    }
    await page.goto('/terminos');
    const contents = page.getByRole('main').locator('details.legal-toc--inline');
    await expect(contents.getByRole('link', { name: 'Cambios a estos términos' })).toBeHidden();
    await contents.locator('summary').click();
    await contents.getByRole('link', { name: 'Cambios a estos términos' }).click();
    await expect(page).toHaveURL(/#cambios$/);
  });
});
