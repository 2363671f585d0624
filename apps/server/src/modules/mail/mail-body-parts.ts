import type { Lang } from '@vitrina/contract/constants';
import { fill, type Vars } from './copy/mail-copy.ts';
import type { MailCopy } from './copy/es.ts';

/** One e-mail's texts, filled in and ready for the layout (HTML and plain text). */
export interface Body {
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: string[];
  button: { label: string; link: string };
  /** The line above the button's link written out, for when the button does not work. */
  fallback: string;
  /** A list of happenings, each a sentence that links somewhere (the digest), or nowhere. */
  items?: Array<{ text: string; link?: string; quote?: string }>;
  after: string[];
  /** A closing line that ends with a link (shown as an anchor in HTML, as the bare URL in text). */
  extra?: { text: string; link: string };
  /** More closing lines of that kind (the guardian's links to withdraw consent and to close the account). */
  links?: Array<{ text: string; link: string }>;
  footer: string;
}

/** A name put in a subject or plain-text line: no line breaks (header injection), bounded length. */
export function plain(value: string): string {
  return value
    .replace(/[\r\n\t]+/g, ' ')
    .trim()
    .slice(0, 120);
}

/** What every e-mail's catalogue entry holds; `extra` and `footer` only where it differs from the rest. */
export interface Section {
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: readonly string[];
  button: string;
  after: readonly string[];
  extra?: string;
  footer?: string;
}

/** A catalogue entry filled with `vars`; the footer is the common one unless the entry has its own. */
export function filled(t: MailCopy, section: Section, vars: Vars, link: string, extraLink?: string): Body {
  return {
    subject: fill(section.subject, vars),
    preheader: fill(section.preheader, vars),
    heading: fill(section.heading, vars),
    paragraphs: section.paragraphs.map((p) => fill(p, vars)),
    button: { label: fill(section.button, vars), link },
    fallback: t.layout.buttonFallback,
    after: section.after.map((a) => fill(a, vars)),
    ...(section.extra !== undefined && extraLink !== undefined
      ? { extra: { text: fill(section.extra, vars), link: extraLink } }
      : {}),
    footer: fill(section.footer ?? t.layout.footer, vars),
  };
}

const dateLocale: Record<Lang, string> = { es: 'es-MX', en: 'en-US' };

/** A date as the e-mails write it ("21 de diciembre de 2026", "December 21, 2026"), in UTC. */
export const longDate = (lang: Lang, date: Date) =>
  new Intl.DateTimeFormat(dateLocale[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** A date and hour ("24 de diciembre de 2026, 14:00 UTC"): when a removal of factors takes effect. */
export const longDateTime = (lang: Lang, date: Date) =>
  `${new Intl.DateTimeFormat(dateLocale[lang], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date)} UTC`;
