import type { TalentCard } from '@vitrina/contract/discovery';
import { countryName } from '@/components/ui/country-name.ts';

/**
 * "Monterrey, México": the city and the country named in the reader's language, whichever are known. Apart from
 * the talent card, so the header's search box does not carry the card's code.
 */
export function placeOf(talent: Pick<TalentCard, 'ciudad' | 'country'>, lang: string): string {
  return [talent.ciudad.trim(), talent.country ? countryName(talent.country, lang) : ''].filter(Boolean).join(', ');
}
