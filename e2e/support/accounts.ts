import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { waitForMail } from './mail.ts';

/** A fresh, valid address for each account a journey creates. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function yearsAgo(years: number): string {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/**
 * A birth date that makes its owner 13 today (14 tomorrow), for the minimum-age rule, in UTC as the
 * rule counts; null on 31 December, when that date falls in a year the birth-date list does not offer
 * (it starts 14 years back).
 */
export function underMinimumAge(): string | null {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 1);
  date.setUTCFullYear(date.getUTCFullYear() - 14);
  return date.getUTCFullYear() > new Date().getFullYear() - 14 ? null : date.toISOString().slice(0, 10);
}

/**
 * Chooses 'YYYY-MM-DD' in the day, month and year selects of the birth-date group named `legend`
 * (year first, so the day is offered), in either language.
 */
export async function chooseBirthDate(page: Page, legend: string, value: string): Promise<void> {
  const [year, month, day] = value.split('-').map((part) => String(Number(part)));
  const group = page.getByRole('group', { name: legend, exact: true });
  await group.getByLabel(/^(Año|Year)$/).selectOption({ value: year! });
  await group.getByLabel(/^(Mes|Month)$/).selectOption({ value: month! });
  await group.getByLabel(/^(Día|Day)$/).selectOption({ value: day! });
}

/** The confirmation link of the newest confirmation e-mail to `email`. */
export async function confirmationLink(email: string): Promise<string> {
  const mail = await waitForMail(email, /confirma tu cuenta|confirm your account/);
  const link = mail.links.find((l) => l.includes('/register/confirmation#'));
  if (!link) throw new Error(`no confirmation link in ${mail.file}`);
  return link;
}

export interface Account {
  email: string;
  password: string;
  nombre: string;
  apellido: string;
  token: string;
}

/**
 * A confirmed account of the given type, made through the API (the journeys that are not about
 * signing up start from here): POST /api/users, the link of the e-mail, PUT /api/users/profile.
 */
export async function createAccount(
  request: APIRequestContext,
  options: { type: 'talento' | 'agencia'; lang?: 'es' | 'en'; nombre?: string; apellido?: string; email?: string },
): Promise<Account> {
  const account = {
    email: options.email ?? uniqueEmail(options.type),
    password: 'clave-inicial-123',
    nombre: options.nombre ?? 'Lucía',
    apellido: options.apellido ?? 'Ramos Díaz',
  };
  const lang = options.lang ?? 'es';
  const created = await request.post('/api/users', {
    headers: { 'Accept-Language': lang },
    data: {
      ...account,
      birthdate: yearsAgo(25),
      sex: 'FE',
      country: 'MX',
      ciudad: 'Monterrey',
      langCode: lang,
      terms: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const link = await confirmationLink(account.email);
  const confirmed = await request.get(`/api/users/confirmation/${encodeURIComponent(link.split('#')[1] ?? '')}`);
  expect(confirmed.ok()).toBe(true);
  const { token: first } = (await confirmed.json()) as { token: string };
  const typed = await request.put('/api/users/profile', {
    headers: { 'x-access-token': first },
    data: { profile: options.type },
  });
  expect(typed.ok()).toBe(true);
  const { token } = (await typed.json()) as { token: string };
  return { ...account, token };
}

/** Logs in through the login form. */
export async function logIn(page: Page, email: string, password: string, lang: 'es' | 'en' = 'es'): Promise<void> {
  await page.goto('/login');
  const texts =
    lang === 'es'
      ? { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' }
      : { email: 'E-mail', password: 'Password', submit: 'Log in' };
  await page.getByLabel(texts.email).fill(email);
  await page.getByLabel(texts.password, { exact: true }).fill(password);
  await page.locator('main').getByRole('button', { name: texts.submit }).click();
  // A bound, not a target: the login checks an Argon2 hash, which on a saturated two-core CI machine outlasted 7 s.
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 20_000 });
}

/** Logs out through /logout and waits for the landing page. */
export async function logOut(page: Page): Promise<void> {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Types an e-mail and leaves the field: the form checks the address, which stays read-only (and a
 * submission waits) while it does (spec §5); the journey waits for the answer.
 */
export async function fillEmailAndWaitForCheck(page: Page, label: string, email: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  // Retried: on a loaded machine the field can be typed into before the form's handlers are attached (the
  // page is prerendered), and then leaving it checks nothing; typing again once they are does.
  await expect(async () => {
    const answered = page.waitForResponse((response) => /\/api\/users\/email-exists(-user)?\//.test(response.url()), {
      timeout: 4000,
    });
    await field.fill('');
    await field.fill(email);
    await field.blur();
    await answered;
  }).toPass({ timeout: 20_000 });
  await expect(field).toBeEnabled();
  await expect(field).not.toHaveAttribute('readonly');
}
