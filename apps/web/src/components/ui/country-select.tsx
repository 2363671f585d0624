import { useMemo, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import countries from 'i18n-iso-countries';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { countryName } from './country-name.ts';
import { SelectField } from './field.tsx';

/**
 * Every ISO 3166-1 country (the codes the server accepts), named in `lang` by the browser (the same names
 * the rest of the app shows), sorted the way a reader of that language expects.
 */
export function countryOptions(lang: string): { code: string; name: string }[] {
  const collator = new Intl.Collator(lang);
  return Object.keys(countries.getAlpha2Codes())
    .map((code) => ({ code, name: countryName(code, lang) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

type CountrySelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  lang: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
  fieldClassName?: string;
  /** Choices listed before the countries (a filter's "all countries"). */
  leadingOptions?: ReactNode;
};

/** A country picker that stores the ISO code and shows the name in the reader's language. */
export function CountrySelect({ lang, leadingOptions, ...props }: CountrySelectProps) {
  const all = useMemo(() => countryOptions(lang), [lang]);
  // The names come from the browser's data, not the build's: a prerendered page carries only the chosen
  // country until it is hydrated (the same first frame), then the whole list.
  const hydrated = useHydrated();
  const chosen = props.value ?? props.defaultValue;
  const options = hydrated ? all : all.filter((option) => option.code === chosen);
  return (
    <SelectField autoComplete="country" {...props}>
      {leadingOptions}
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}
