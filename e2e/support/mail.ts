import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { mailDir } from './e2e-env.ts';

export interface CaughtMail {
  /** The .eml file in the mail folder. */
  file: string;
  subject: string;
  from: string;
  /** Every recipient: To, Cc and the SMTP envelope (which also holds Bcc). Lower-case addresses. */
  to: string[];
  text: string;
  html: string;
  /** Every http(s) link, from the HTML hrefs and the plain text, in order, without duplicates. */
  links: string[];
  headers: Record<string, string>;
}

export type MailMatch = string | RegExp | ((mail: CaughtMail) => boolean);

/** Files already returned in this worker: each message is handed out once. */
const taken = new Set<string>();

/**
 * Waits for the oldest message to `to` (an address, case-insensitive) that matches `subjectOrPredicate`
 * (a subject substring, a RegExp tested on the subject, or a predicate) and was not returned by an
 * earlier call in this worker. Throws after `timeoutMs` listing what did arrive for that address.
 */
export async function waitForMail(
  to: string,
  subjectOrPredicate: MailMatch = () => true,
  timeoutMs = 15_000,
): Promise<CaughtMail> {
  const address = to.trim().toLowerCase();
  const matches = toPredicate(subjectOrPredicate);
  const deadline = Date.now() + timeoutMs;
  const seenForAddress = new Map<string, string>();
  for (;;) {
    for (const file of listMessages()) {
      if (taken.has(file)) continue;
      const mail = await readMail(file);
      if (!mail.to.includes(address)) continue;
      seenForAddress.set(file, mail.subject);
      if (matches(mail)) {
        taken.add(file);
        return mail;
      }
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seen = [...seenForAddress.values()].map((s) => `"${s}"`).join(', ') || 'none';
  throw new Error(`No matching e-mail to ${address} within ${timeoutMs} ms (subjects received for it: ${seen}).`);
}

/** Every complete message in the folder, oldest first (file names start with the arrival time). */
export function listMessages(): string[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => path.join(dir, name));
}

const parsed = new Map<string, CaughtMail>();

export async function readMail(file: string): Promise<CaughtMail> {
  const cached = parsed.get(file);
  if (cached) return cached;
  const email = await PostalMime.parse(readFileSync(file));
  const envelope = readEnvelope(file);
  const addresses = [...(email.to ?? []), ...(email.cc ?? [])].flatMap((a) =>
    'group' in a && Array.isArray(a.group) ? a.group.map((m) => m.address) : [a.address],
  );
  const to = [...new Set([...addresses, ...envelope].filter(Boolean).map((a) => String(a).toLowerCase()))];
  const text = email.text ?? '';
  const html = email.html ?? '';
  const mail: CaughtMail = {
    file,
    subject: email.subject ?? '',
    from: email.from && 'address' in email.from ? (email.from.address ?? '') : '',
    to,
    text,
    html,
    links: extractLinks(html, text),
    headers: Object.fromEntries(email.headers.map((h) => [h.key, h.value])),
  };
  parsed.set(file, mail);
  return mail;
}

function readEnvelope(file: string): string[] {
  try {
    const data = JSON.parse(readFileSync(file.replace(/\.eml$/, '.envelope.json'), 'utf8')) as { to?: string[] };
    return data.to ?? [];
  } catch {
    return [];
  }
}

function toPredicate(match: MailMatch): (mail: CaughtMail) => boolean {
  if (typeof match === 'function') return match;
  if (match instanceof RegExp) return (mail) => match.test(mail.subject);
  return (mail) => mail.subject.includes(match);
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'" };

export function extractLinks(html: string, text: string): string[] {
  const links: string[] = [];
  for (const m of html.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    links.push((m[1] ?? m[2] ?? '').replace(/&(amp|lt|gt|quot|apos|#39);/g, (_, e: string) => entities[e] ?? _));
  }
  for (const m of text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)) links.push(m[0].replace(/[.,;:]+$/, ''));
  return [...new Set(links.filter((l) => /^https?:\/\//i.test(l)))];
}
