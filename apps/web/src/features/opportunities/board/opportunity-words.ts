import type { Lang } from '@vitrina/contract/constants';
import { labelIn, payLabels } from '@vitrina/contract/opportunity-labels';
import type { OpportunityCard, Requirement } from '@vitrina/contract/opportunities';
import { fieldLabel, findField } from '@vitrina/contract/scouting-fields';
import { countryName } from '@/components/ui/country-name.ts';
import { formatCount } from '@/lib/plain-formats.ts';

/** "a, b o c", "a, b or c": any of several values, as the reader says it. */
export function anyOf(values: readonly string[], lang: Lang): string {
  if (values.length <= 1) return values[0] ?? '';
  const last = values[values.length - 1]!;
  return `${values.slice(0, -1).join(', ')} ${lang === 'en' ? 'or' : 'o'} ${last}`;
}

/** "1.000–2.500 EUR", "Solo gastos"; null when the pay is for members and the reader is not one. */
export function payText(pay: OpportunityCard['pay'], lang: Lang): string | null {
  if (!pay) return null;
  if (pay.kind !== 'paid') return labelIn(payLabels, pay.kind, lang);
  const amount = (n: number) => formatCount(n, lang);
  const range = pay.min === pay.max ? amount(pay.min) : `${amount(pay.min)}–${amount(pay.max)}`;
  return `${range} ${pay.currency}`;
}

/** "Bogotá, Colombia", or "Remoto" (with its country when the agency named one). */
export function placeText(card: Pick<OpportunityCard, 'remote' | 'country' | 'city'>, lang: Lang): string {
  const country = card.country ? countryName(card.country, lang) : '';
  if (card.remote) return [lang === 'en' ? 'Remote' : 'Remoto', country].filter(Boolean).join(' · ');
  return [card.city, country].filter(Boolean).join(', ');
}

/** A value of a field with options, by its label ("Inglés"); a free value as written. */
function optionText(key: string, value: string, lang: Lang): string {
  const option = findField(key)?.options?.find((o) => o.value === value);
  return option ? (lang === 'en' ? option.en : option.es) : value;
}

/** A role's requirement in words: its field's label and "170–185 cm", "desde 20", "Rubio o Castaño". */
export function requirementText(requirement: Requirement, lang: Lang): { label: string; value: string } {
  const field = findField(requirement.key);
  const label = field ? fieldLabel(field, lang) : requirement.key;
  if (requirement.values) {
    const values = requirement.values.map((value) => optionText(requirement.key, value, lang));
    return { label, value: anyOf(values, lang) };
  }
  const { min = null, max = null } = requirement;
  const unit = field?.unit ? ` ${field.unit}` : '';
  const words = lang === 'en' ? { from: 'from', to: 'up to' } : { from: 'desde', to: 'hasta' };
  const value =
    min !== null && max !== null
      ? min === max
        ? `${min}`
        : `${min}–${max}`
      : min !== null
        ? `${words.from} ${min}`
        : `${words.to} ${max}`;
  return { label, value: `${value}${unit}` };
}

/** A role's languages (values of the table's `languages` field) in words: any of them. */
export const languagesText = (languages: readonly string[], lang: Lang) =>
  anyOf(
    languages.map((value) => optionText('languages', value, lang)),
    lang,
  );
