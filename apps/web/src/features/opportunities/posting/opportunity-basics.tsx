import { useTranslation } from 'react-i18next';
import { categories, categoryName } from '@vitrina/contract/category-data';
import { kindLabels } from '@vitrina/contract/opportunity-labels';
import {
  MAX_DEADLINE_DAYS,
  MAX_OPPORTUNITY_CITY_LENGTH,
  MAX_OPPORTUNITY_DESCRIPTION_LENGTH,
  MAX_OPPORTUNITY_TITLE_LENGTH,
  opportunityKinds,
} from '@vitrina/contract/opportunity-limits';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/field.tsx';
import { CountrySelect } from '@/components/ui/country-select.tsx';
import { useLang } from '@/i18n/use-lang.ts';
import type { OpportunityDraft } from './opportunity-draft.ts';

export interface SectionProps {
  draft: OpportunityDraft;
  /** A field's problem as a text, by its path (`title`, `pay.min`…). */
  errorAt: (path: string) => string | undefined;
  onChange: (patch: Partial<OpportunityDraft>) => void;
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What the opportunity is: title, kind, category and its description with a counter. */
export function WhatSection({ draft, errorAt, onChange }: SectionProps) {
  const { t } = useTranslation('posting');
  const lang = useLang();
  return (
    <section className="posting-section" aria-labelledby="posting-what">
      <h2 id="posting-what">{t('form.what')}</h2>
      <div className="form-grid">
        <TextField
          fieldClassName="span-2"
          label={t('form.title')}
          value={draft.title}
          maxLength={MAX_OPPORTUNITY_TITLE_LENGTH}
          required
          error={errorAt('title')}
          onChange={(event) => onChange({ title: event.target.value })}
        />
        <SelectField
          label={t('form.kind')}
          value={draft.kind}
          error={errorAt('kind')}
          onChange={(event) => onChange({ kind: event.target.value as OpportunityDraft['kind'] })}
        >
          {opportunityKinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabels[kind][lang]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('form.category')}
          value={draft.category}
          required
          error={errorAt('category')}
          onChange={(event) => onChange({ category: event.target.value })}
        >
          <option value="">{t('form.categoryChoose')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {categoryName(category, lang)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          fieldClassName="span-2"
          label={t('form.description')}
          value={draft.description}
          rows={8}
          error={errorAt('description')}
          hint={t('form.counter', {
            count: draft.description.length,
            max: MAX_OPPORTUNITY_DESCRIPTION_LENGTH.toLocaleString(lang),
          })}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </div>
    </section>
  );
}

/** Where and when: remote or a country and city, the deadline on the agency's clock, the work dates. */
export function WhereWhenSection({ draft, errorAt, onChange }: SectionProps) {
  const { t } = useTranslation('posting');
  const lang = useLang();
  return (
    <section className="posting-section" aria-labelledby="posting-where">
      <h2 id="posting-where">{t('form.whereWhen')}</h2>
      <div className="form-grid">
        <CheckboxField
          className="span-2"
          label={t('form.remote')}
          checked={draft.remote}
          onChange={(event) => onChange({ remote: event.target.checked })}
        />
        <CountrySelect
          lang={lang}
          label={draft.remote ? t('form.countryOptional') : t('form.country')}
          value={draft.country}
          error={errorAt('country')}
          leadingOptions={<option value="">{t('form.countryChoose')}</option>}
          onChange={(event) => onChange({ country: event.target.value })}
        />
        <TextField
          label={draft.remote ? t('form.cityOptional') : t('form.city')}
          value={draft.city}
          maxLength={MAX_OPPORTUNITY_CITY_LENGTH}
          autoComplete="address-level2"
          error={errorAt('city')}
          onChange={(event) => onChange({ city: event.target.value })}
        />
        <TextField
          label={t('form.deadlineDate')}
          type="date"
          value={draft.deadlineDate}
          required
          error={errorAt('deadline')}
          hint={t('form.deadlineHint', { zone: timeZone(), days: MAX_DEADLINE_DAYS })}
          onChange={(event) => onChange({ deadlineDate: event.target.value })}
        />
        <TextField
          label={t('form.deadlineTime')}
          type="time"
          value={draft.deadlineTime}
          required
          onChange={(event) => onChange({ deadlineTime: event.target.value })}
        />
        <TextField
          label={t('form.workStarts')}
          type="date"
          value={draft.workStarts}
          error={errorAt('workStarts')}
          onChange={(event) => onChange({ workStarts: event.target.value })}
        />
        <TextField
          label={t('form.workEnds')}
          type="date"
          value={draft.workEnds}
          error={errorAt('workEnds')}
          onChange={(event) => onChange({ workEnds: event.target.value })}
        />
      </div>
    </section>
  );
}
