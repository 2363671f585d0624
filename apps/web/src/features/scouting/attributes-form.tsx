import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyAttributes, UpdateAttributesRequest } from '@vitrina/contract/scouting';
import { categories, categoryName } from '@vitrina/contract/category-data';
import { fieldVisibilities, type FieldVisibility, type ScoutingField } from '@vitrina/contract/scouting-fields';
import { apiErrorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { langOf } from '@/i18n/use-lang.ts';
import { useFieldTable, useSaveAttributes } from './scouting-api.ts';
import './scouting.css';

interface Entry {
  value: string[] | string;
  visibility: FieldVisibility;
}

const label = (item: { es: string; en: string }, lang: string) => (lang === 'en' ? item.en : item.es);

function initial(sheet: MyAttributes): Record<string, Entry> {
  return Object.fromEntries(
    sheet.attributes.map((a) => [
      a.key,
      { value: typeof a.value === 'number' ? String(a.value) : a.value, visibility: a.visibility },
    ]),
  );
}

/** One field's input: a choice, several, a number with its unit, or short texts separated by commas. */
function FieldInput({
  field,
  entry,
  onChange,
}: {
  field: ScoutingField;
  entry: Entry | undefined;
  onChange: (value: Entry['value']) => void;
}) {
  const { t, i18n } = useTranslation('scouting');
  const lang = langOf(i18n.language);
  const id = `attr-${field.key}`;
  const values = Array.isArray(entry?.value) ? entry.value : [];
  if (field.type === 'one')
    return (
      <select id={id} value={values[0] ?? ''} onChange={(e) => onChange(e.target.value ? [e.target.value] : [])}>
        <option value="">{t('attributes.none')}</option>
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {label(o, lang)}
          </option>
        ))}
      </select>
    );
  if (field.type === 'several')
    return (
      <div className="scouting-choices" role="group" aria-labelledby={`${id}-label`}>
        {field.options?.map((o) => (
          <label key={o.value} className="scouting-choice">
            <input
              type="checkbox"
              checked={values.includes(o.value)}
              onChange={(e) => onChange(e.target.checked ? [...values, o.value] : values.filter((v) => v !== o.value))}
            />
            {label(o, lang)}
          </label>
        ))}
      </div>
    );
  if (field.type === 'number')
    return (
      <span className="scouting-number">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          value={typeof entry?.value === 'string' ? entry.value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
        {field.unit && <span aria-hidden="true">{field.unit}</span>}
      </span>
    );
  return (
    <input
      id={id}
      type="text"
      aria-describedby={`${id}-hint`}
      value={values.join(', ')}
      onChange={(e) => onChange(e.target.value.split(',').map((s) => s.trimStart()))}
    />
  );
}

/** A talent's sheet: every field of the table, grouped by category, each with who sees it. */
export function AttributesForm({ sheet, onSaved }: { sheet: MyAttributes; onSaved?: () => void }) {
  const { t, i18n } = useTranslation('scouting');
  const lang = langOf(i18n.language);
  const table = useFieldTable();
  const save = useSaveAttributes();
  const [entries, setEntries] = useState(() => initial(sheet));
  const [status, setStatus] = useState<string | null>(null);
  if (!table.data) return null;
  const groups: Array<[string, ScoutingField[]]> = [
    [t('attributes.common'), table.data.fields.filter((f) => f.category === 'common')],
    ...categories.map(
      (c) => [categoryName(c, lang), table.data.fields.filter((f) => f.category === c.id)] as [string, ScoutingField[]],
    ),
  ];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const attributes = table.data.fields.flatMap((field): UpdateAttributesRequest['attributes'] => {
      const entry = entries[field.key];
      if (!entry) return [];
      if (field.type === 'number') {
        const n = typeof entry.value === 'string' ? entry.value.trim() : '';
        return n ? [{ key: field.key, value: Number(n), visibility: entry.visibility }] : [];
      }
      const values = (Array.isArray(entry.value) ? entry.value : []).map((v) => v.trim()).filter(Boolean);
      return values.length ? [{ key: field.key, value: values, visibility: entry.visibility }] : [];
    });
    try {
      await save.mutateAsync({ attributes });
      setStatus(t('attributes.saved'));
      onSaved?.();
    } catch (error) {
      // The server's text names the field in the reader's language.
      setStatus(error instanceof ApiError && error.body.message ? error.body.message : apiErrorText(error));
    }
  };

  const set = (field: ScoutingField, patch: Partial<Entry>) =>
    setEntries((now) => ({
      ...now,
      [field.key]: { value: [], visibility: field.visibility, ...now[field.key], ...patch },
    }));

  return (
    <form className="settings-form scouting-form" onSubmit={(e) => void submit(e)}>
      {sheet.ageRange && <p className="settings-form__hint">{t('attributes.ageRange', { range: sheet.ageRange })}</p>}
      {groups.map(([name, fields], index) => (
        <details key={name} className="scouting-group" open={index === 0}>
          <summary>{name}</summary>
          {fields.map((field) => (
            <div key={field.key} className="scouting-field">
              <label id={`attr-${field.key}-label`} htmlFor={`attr-${field.key}`} className="scouting-field__label">
                {label(field, lang)}
              </label>
              <FieldInput field={field} entry={entries[field.key]} onChange={(value) => set(field, { value })} />
              {field.type === 'texts' && (
                <p className="settings-form__hint" id={`attr-${field.key}-hint`}>
                  {t('attributes.textsHint')}
                </p>
              )}
              <label className="scouting-visibility">
                {t('attributes.visibility')}{' '}
                <select
                  value={entries[field.key]?.visibility ?? field.visibility}
                  onChange={(e) => set(field, { visibility: e.target.value as FieldVisibility })}
                >
                  {fieldVisibilities.map((v) => (
                    <option key={v} value={v}>
                      {t(`attributes.${v}`)}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          ))}
        </details>
      ))}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {t('attributes.save')}
      </button>
      <p role="status" className="settings-form__hint">
        {status}
      </p>
    </form>
  );
}
