import { useSearchParams } from 'react-router';
import { isCountryCode } from '@vitrina/contract/account-rules';
import { DEFAULT_COUNTRY } from '@vitrina/contract/constants';
import { useSelf } from '@/lib/session-context.ts';

/**
 * `?country=` of a category page (the spec's parameter, §9). Absent: the person's own country (Mexico, the
 * spec's default, for an account without one), so the plain address /explorar/musica opens where they
 * are; `all`: every country; an ISO 3166-1 alpha-2 code: that country (any case); anything else reads as
 * absent. A new country starts again on page 1.
 */
export const ALL_COUNTRIES_PARAM = 'all';

export function countryFromParam(raw: string | null, home: string = DEFAULT_COUNTRY): string | null {
  if (raw === null) return home;
  if (raw === ALL_COUNTRIES_PARAM) return null;
  const code = raw.trim().toUpperCase();
  return isCountryCode(code) ? code : home;
}

export function useCountryParam(): { country: string | null; onCountry: (country: string | null) => void } {
  const [params, setParams] = useSearchParams();
  const own = useSelf()?.user.country;
  const home = own && isCountryCode(own) ? own : DEFAULT_COUNTRY;
  const country = countryFromParam(params.get('country'), home);
  const onCountry = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      if (next === null) updated.set('country', ALL_COUNTRIES_PARAM);
      else if (next === home) updated.delete('country');
      else updated.set('country', next);
      return updated;
    });
  return { country, onCountry };
}
