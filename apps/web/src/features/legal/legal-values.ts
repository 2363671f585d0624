import { LEGAL, MIN_PASSWORD_LENGTH, SESSION_DAYS, type Lang } from '@vitrina/contract/constants';
import { contactDetails } from './contact-details.ts';
import type { LegalBlock, LegalDoc } from './legal-types.ts';

/** Date the current texts took effect. Changing the terms means a new date and the notice of LEGAL. */
export const LEGAL_UPDATED = '2026-11-21';

const words: Record<Lang, string[]> = {
  es: 'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte'.split(
    ' ',
  ),
  en: 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  ),
};

/** "seis", "six": the way legal texts spell small quantities out (digits above twenty). */
export function spellNumber(n: number, lang: Lang): string {
  return words[lang][n] ?? String(n);
}

function percent(n: number, lang: Lang): string {
  // Spanish typography separates the sign with a (no-break) space; English does not.
  return lang === 'es' ? `${n}\u00a0%` : `${n}%`;
}

/** Every value the legal texts may quote, for one language. */
export function legalValues(lang: Lang): Record<string, string> {
  return {
    minAge: String(LEGAL.minAge),
    adultAge: String(LEGAL.adultAge),
    availability: percent(LEGAL.availabilityPercent, lang),
    arcoAnswerDays: String(LEGAL.arcoAnswerBusinessDays),
    arcoExecuteDays: String(LEGAL.arcoExecuteBusinessDays),
    arcoTotalDays: String(LEGAL.arcoAnswerBusinessDays + LEGAL.arcoExecuteBusinessDays),
    noticeWeeks: String(LEGAL.termsNoticeWeeks),
    noticeWeeksWords: spellNumber(LEGAL.termsNoticeWeeks, lang),
    deletionWeeks: String(LEGAL.deletionWeeksAfterCancel),
    deletionWeeksWords: spellNumber(LEGAL.deletionWeeksAfterCancel, lang),
    sessionDays: String(SESSION_DAYS),
    minPasswordLength: String(MIN_PASSWORD_LENGTH),
    helloEmail: contactDetails.helloEmail,
    supportEmail: contactDetails.supportEmail,
    privacyEmail: contactDetails.privacyEmail,
    helloReplyDays: String(contactDetails.helloReplyBusinessDays),
    supportReplyDays: String(contactDetails.supportReplyBusinessDays),
  };
}

/** Fills `{{name}}` placeholders. An unknown name is a bug in the texts: it throws rather than print it. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}} in a legal text`);
    return value;
  });
}

/** The document with every placeholder filled for `lang`. */
export function fillDoc(doc: LegalDoc, lang: Lang): LegalDoc {
  const values = legalValues(lang);
  const f = (text: string) => fill(text, values);
  return {
    title: f(doc.title),
    intro: f(doc.intro),
    summary: doc.summary?.map(f),
    sections: doc.sections.map((section) => ({
      id: section.id,
      title: f(section.title),
      blocks: section.blocks.map((block): LegalBlock => {
        if (typeof block === 'string') return f(block);
        if ('list' in block) return { list: block.list.map(f) };
        return { table: { head: block.table.head.map(f), rows: block.table.rows.map((row) => row.map(f)) } };
      }),
    })),
  };
}

export function formatLegalDate(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
