import { useSearchParams } from 'react-router';
import { isCountryCode } from '@vitrina/contract/account-rules';
import { DEFAULT_COUNTRY } from '@vitrina/contract/constants';

/**
 * `?country=` of a category page. Absent: Mexico, the spec's default filter (§9), so the plain address
 * /explorar/musica shows Mexico; `all`: every country; an ISO 3166-1 alpha-2 code: that country (any case);
 * anything else reads as absent. A new country starts again on page 1.
 */
export const ALL_COUNTRIES_PARAM = 'all';

export function countryFromParam(raw: string | null): string | null {
  if (raw === null) return DEFAULT_COUNTRY;
  if (raw === ALL_COUNTRIES_PARAM) return null;
  const code = raw.trim().toUpperCase();
  return isCountryCode(code) ? code : DEFAULT_COUNTRY;
}

export function useCountryParam(): { country: string | null; onCountry: (country: string | null) => void } {
  const [params, setParams] = useSearchParams();
  const country = countryFromParam(params.get('country'));
  const onCountry = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      if (next === null) updated.set('country', ALL_COUNTRIES_PARAM);
      else if (next === DEFAULT_COUNTRY) updated.delete('country');
      else updated.set('country', next);
      return updated;
    });
  return { country, onCountry };
}
