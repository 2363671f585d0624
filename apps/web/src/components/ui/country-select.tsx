import { useMemo, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import countries from 'i18n-iso-countries';
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
  const options = useMemo(() => countryOptions(lang), [lang]);
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
