import { useMemo, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import { SelectField } from './field.tsx';
import { langOf } from '@/i18n/use-lang.ts';

// Only the two languages of the product are registered, so the bundle carries two name lists.
countries.registerLocale(es);
countries.registerLocale(en);

/** Every ISO 3166-1 country, named in `lang`, sorted the way a reader of that language expects. */
export function countryOptions(lang: string): { code: string; name: string }[] {
  const names = countries.getNames(langOf(lang), { select: 'official' });
  const collator = new Intl.Collator(lang);
  return Object.entries(names)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function countryName(code: string, lang: string): string {
  return countries.getName(code, langOf(lang)) ?? code;
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
