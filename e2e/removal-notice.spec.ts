import type { APIRequestContext } from '@playwright/test';
import { createAccount, type Account } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { listMessages, readMail } from './support/mail.ts';
import { pageFor } from './support/messages.ts';
import { publishViaApi } from './support/posts.ts';
import { grantRole } from './support/roles.ts';

/**
 * A moderator removes a post of an English-speaking talent and a comment of a Spanish-speaking one: each reads
 * the removal notice in their own account's language, whatever language their device last showed. The server
 * keeps no text of its own in a notice (the moderator's reason and the removed text go as written); the
 * dialog's words come from the web's catalogue, in the language the app takes from the account.
 */
const texts = {
  es: {
    title: 'Retiramos algo que publicaste',
    intro: 'El equipo de moderación retiró tu comentario porque incumple las normas de Vitrina. Su motivo:',
    removed: 'Lo que se retiró',
    understand: 'Entendido',
  },
  en: {
    title: 'We removed something you published',
    intro: 'The moderators removed your post because it breaks Vitrina’s rules. Their reason:',
    removed: 'What was removed',
    understand: 'I understand',
  },
};

async function removeReported(
  request: APIRequestContext,
  { reporter, moderator }: { reporter: Account; moderator: Account },
  target: { kind: 'post' | 'comment'; id: number },
  reason: string,
): Promise<void> {
  const reported = await request.post('/api/reports', {
    headers: { 'x-access-token': reporter.token },
    data: { target, category: 'harassment' },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const { report } = (await reported.json()) as { report: { caseId: number } };
  const removed = await request.post(`/api/moderation/cases/${report.caseId}/remove`, {
    headers: { 'x-access-token': moderator.token },
    data: { note: 'Revisado', reason },
  });
  expect(removed.status(), await removed.text()).toBe(200);
}

test('the author of removed content reads the notice in their own language (es and en)', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const moderator = await createAccount(request, { type: 'talento', nombre: 'Mora', apellido: 'Retira' });
  await grantRole(request, moderator, 'moderator');
  const reporter = await createAccount(request, { type: 'talento', nombre: 'Rita', apellido: 'Avisa' });
  const english = await createAccount(request, { type: 'talento', lang: 'en', nombre: 'Emma', apellido: 'Stone' });
  const spanish = await createAccount(request, { type: 'talento', lang: 'es', nombre: 'Elena', apellido: 'Sol' });

  const post = await publishViaApi(request, english.token, 'Send me 50 dollars to join the casting');
  const reporterPost = await publishViaApi(request, reporter.token, 'Mi nueva sesión de fotos');
  const commented = await request.post('/api/comments', {
    headers: { 'x-access-token': spanish.token },
    data: { postId: reporterPost.id, comment: 'Qué fotos tan feas' },
  });
  expect(commented.status(), await commented.text()).toBe(200);
  const comment = (await commented.json()) as { id: number };
  const people = { reporter, moderator };
  await removeReported(request, people, { kind: 'post', id: post.id }, 'Asking for money is a scam.');
  await removeReported(request, people, { kind: 'comment', id: comment.id }, 'Los insultos no están permitidos.');

  const cases = [
    { author: english, lang: 'en', device: 'es', reason: 'Asking for money is a scam.', content: post.description },
    {
      author: spanish,
      lang: 'es',
      device: 'en',
      reason: 'Los insultos no están permitidos.',
      content: 'Qué fotos tan feas',
    },
  ] as const;
  for (const { author, lang, device, reason, content } of cases) {
    const t = texts[lang];
    // The device last showed the other language: the app follows the account's.
    const page = await pageFor(browser, baseURL, author, device);
    await page.goto('/noticias');
    const dialog = page.getByRole('alertdialog', { name: t.title });
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(dialog.getByText(t.intro)).toBeVisible();
    await expect(dialog.getByText(reason, { exact: true })).toBeVisible();
    await expect(dialog.getByText(t.removed)).toBeVisible();
    await expect(dialog.getByText(content, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: t.understand }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    const pending = await request.get('/api/notices', { headers: { 'x-access-token': author.token } });
    expect(((await pending.json()) as { rows: unknown[] }).rows).toEqual([]);
    await page.context().close();
  }

  // No e-mail tells of a removal: each author received only the confirmation of their account.
  for (const author of [english, spanish]) {
    const subjects: string[] = [];
    for (const file of listMessages()) {
      const mail = await readMail(file);
      if (mail.to.includes(author.email.toLowerCase())) subjects.push(mail.subject);
    }
    expect(subjects).toEqual([author === english ? 'Vitrina: confirm your account' : 'Vitrina: confirma tu cuenta']);
  }
});
