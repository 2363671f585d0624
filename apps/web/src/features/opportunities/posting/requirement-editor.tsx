import { useTranslation } from 'react-i18next';
import { fieldLabel, scoutingFields, type ScoutingField } from '@vitrina/contract/scouting-fields';
import { MAX_ROLE_REQUIREMENTS } from '@vitrina/contract/opportunity-limits';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import { errorText } from '@/i18n/error-text.ts';
import { useLang } from '@/i18n/use-lang.ts';
import type { RequirementDraft } from './opportunity-draft.ts';

/** Fields a requirement may name: choices and numbers (a role's languages have their own boxes). */
const requirable = (field: ScoutingField) => field.key !== 'languages' && (field.type === 'number' || !!field.options);

/** The fields offered for an opportunity's category: the common ones and the category's, plus one already chosen. */
export function fieldsFor(category: string, chosen: string): ScoutingField[] {
  return scoutingFields.filter(
    (field) =>
      field.key === chosen ||
      (requirable(field) && (field.category === 'common' || String(field.category) === category)),
  );
}

const blank = (key: string): RequirementDraft => ({ key, values: [], min: '', max: '' });

/** One requirement: a field of the scouting table, then any of its values or a number range with its unit. */
function RequirementRow({
  requirement,
  category,
  n,
  error,
  onChange,
  onRemove,
}: {
  requirement: RequirementDraft;
  category: string;
  n: number;
  error: string | undefined;
  onChange: (next: RequirementDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('posting');
  const lang = useLang();
  const field = scoutingFields.find((candidate) => candidate.key === requirement.key);
  const label = t('role.requirement', { n });
  const toggle = (value: string, on: boolean) =>
    onChange({
      ...requirement,
      values: on ? [...requirement.values, value] : requirement.values.filter((v) => v !== value),
    });
  return (
    <li className="requirement">
      <div className="requirement__head">
        <SelectField
          label={label}
          value={requirement.key}
          error={error}
          onChange={(event) => onChange(blank(event.target.value))}
        >
          <option value="">{t('role.requirementChoose')}</option>
          {fieldsFor(category, requirement.key).map((candidate) => (
            <option key={candidate.key} value={candidate.key}>
              {fieldLabel(candidate, lang)}
              {candidate.unit ? ` (${candidate.unit})` : ''}
            </option>
          ))}
        </SelectField>
        <button type="button" className="button button--ghost requirement__remove" onClick={onRemove}>
          {t('role.requirementRemove', { n })}
        </button>
      </div>
      {field?.type === 'number' && (
        <div className="requirement__range">
          <TextField
            label={t('role.requirementMin', { unit: field.unit ?? '' })}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            value={requirement.min}
            onChange={(event) => onChange({ ...requirement, min: event.target.value })}
          />
          <TextField
            label={t('role.requirementMax', { unit: field.unit ?? '' })}
            type="number"
            inputMode="numeric"
            min={field.min}
            max={field.max}
            value={requirement.max}
            onChange={(event) => onChange({ ...requirement, max: event.target.value })}
          />
        </div>
      )}
      {field?.options && (
        <fieldset className="plain-fieldset requirement__values">
          <legend>{t('role.requirementAnyOf', { field: fieldLabel(field, lang) })}</legend>
          {field.options.map((option) => (
            <label key={option.value} className="posting-check">
              <input
                type="checkbox"
                checked={requirement.values.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option[lang]}
            </label>
          ))}
        </fieldset>
      )}
    </li>
  );
}

/** A role's requirements, written with the scouting field table as the faceted search filters. */
export function RequirementEditor({
  requirements,
  category,
  errorOf,
  onChange,
}: {
  requirements: RequirementDraft[];
  category: string;
  errorOf: (index: number) => string | undefined;
  onChange: (next: RequirementDraft[]) => void;
}) {
  const { t } = useTranslation('posting');
  return (
    <fieldset className="plain-fieldset posting-group">
      <legend className="posting-group__title">{t('role.requirements')}</legend>
      <p className="field__hint">{t('role.requirementsHint')}</p>
      {requirements.length > 0 && (
        <ul className="requirements" role="list">
          {requirements.map((requirement, index) => {
            const code = errorOf(index);
            return (
              <RequirementRow
                // Requirements have no id; every box is controlled, so a row keyed by its place shows what it holds.
                key={index}
                requirement={requirement}
                category={category}
                n={index + 1}
                error={code ? errorText(code) : undefined}
                onChange={(next) => onChange(requirements.map((old, i) => (i === index ? next : old)))}
                onRemove={() => onChange(requirements.filter((_, i) => i !== index))}
              />
            );
          })}
        </ul>
      )}
      {requirements.length < MAX_ROLE_REQUIREMENTS && (
        <button type="button" className="button button--ghost" onClick={() => onChange([...requirements, blank('')])}>
          {t('role.requirementAdd')}
        </button>
      )}
    </fieldset>
  );
}
