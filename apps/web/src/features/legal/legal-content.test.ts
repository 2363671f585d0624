import { describe, expect, it } from 'vitest';
import { LEGAL, languages } from '@vitrina/contract/constants';
import { RAW_VIEW_HOURS } from '@vitrina/contract/insight-limits';
import cookiesEn from './content/cookies-en.ts';
import cookiesEs from './content/cookies-es.ts';
import privacyEn from './content/privacy-en.ts';
import privacyEs from './content/privacy-es.ts';
import termsEn from './content/terms-en.ts';
import termsEs from './content/terms-es.ts';
import type { LegalDoc } from './legal-types.ts';
import { fill, fillDoc, spellNumber } from './legal-values.ts';

const docs = {
  terms: { es: termsEs, en: termsEn },
  privacy: { es: privacyEs, en: privacyEn },
  cookies: { es: cookiesEs, en: cookiesEn },
};

function allText(doc: LegalDoc): string {
  return [
    doc.title,
    doc.intro,
    ...(doc.summary ?? []),
    ...doc.sections.flatMap((s) => [
      s.title,
      ...s.blocks.flatMap((b) =>
        typeof b === 'string' ? [b] : 'list' in b ? b.list : [...b.table.head, ...b.table.rows.flat()],
      ),
    ]),
  ].join('\n');
}

const weeks = { es: 'semanas', en: 'weeks' } as const;
const figures = {
  minAge: () => new RegExp(`\\b${LEGAL.minAge}\\b`),
  adultAge: () => new RegExp(`\\b${LEGAL.adultAge}\\b`),
  availability: () => new RegExp(`\\b${LEGAL.availabilityPercent}\\s?%`),
  arcoAnswer: () => new RegExp(`\\b${LEGAL.arcoAnswerBusinessDays}\\b`),
  arcoExecute: () => new RegExp(`\\b${LEGAL.arcoExecuteBusinessDays}\\b`),
  notice: (lang: 'es' | 'en') =>
    new RegExp(`${spellNumber(LEGAL.termsNoticeWeeks, lang)} \\(${LEGAL.termsNoticeWeeks}\\) ${weeks[lang]}`),
  deletion: (lang: 'es' | 'en') =>
    new RegExp(
      `${spellNumber(LEGAL.deletionWeeksAfterCancel, lang)} \\(${LEGAL.deletionWeeksAfterCancel}\\) ${weeks[lang]}`,
    ),
};
type Figure = keyof typeof figures;
const expected: Record<keyof typeof docs, Figure[]> = {
  terms: ['minAge', 'adultAge', 'availability', 'arcoAnswer', 'arcoExecute', 'notice', 'deletion'],
  privacy: ['minAge', 'adultAge', 'arcoAnswer', 'arcoExecute', 'notice', 'deletion'],
  cookies: ['notice'],
};

describe('legal texts', () => {
  describe.each(Object.entries(docs))('%s', (name, byLang) => {
    it('has the same sections, in the same order, in Spanish and English', () => {
      const ids = (doc: LegalDoc) => doc.sections.map((s) => `${s.id}:${s.blocks.length}`);
      expect(ids(byLang.en)).toEqual(ids(byLang.es));
      expect(byLang.en.summary?.length).toEqual(byLang.es.summary?.length);
    });

    it.each(languages)('fills every placeholder and states its binding figures (%s)', (lang) => {
      const text = allText(fillDoc(byLang[lang], lang));
      expect(text).not.toMatch(/\{\{|\}\}/);
      for (const figure of expected[name as keyof typeof docs]) expect(text, figure).toMatch(figures[figure](lang));
    });
  });

  it('takes the figures from the contract, not from the texts', () => {
    for (const lang of languages) {
      for (const doc of Object.values(docs).map((d) => d[lang])) {
        expect(allText(doc)).not.toMatch(/\b(14|18|90|20|15)\b/);
      }
    }
  });

  it('says how long who looked at a profile is kept, as the server keeps it', () => {
    expect(allText(privacyEs)).toContain(`como máximo **${RAW_VIEW_HOURS} horas**`);
    expect(allText(privacyEn)).toContain(`for **${RAW_VIEW_HOURS} hours** at most`);
    expect(allText(privacyEs)).toMatch(/nunca guardando su dirección IP/);
    expect(allText(privacyEn)).toMatch(/never by storing their IP address/);
  });

  it('spells small numbers out in both languages', () => {
    expect(spellNumber(6, 'es')).toBe('seis');
    expect(spellNumber(4, 'en')).toBe('four');
    expect(spellNumber(35, 'es')).toBe('35');
  });

  it('refuses an unknown placeholder instead of printing it', () => {
    expect(() => fill('{{nope}}', {})).toThrow(/nope/);
  });
});
