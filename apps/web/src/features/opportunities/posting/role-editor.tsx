import { useTranslation } from 'react-i18next';
import { ADULT_AGE } from '@vitrina/contract/constants';
import { needLabels } from '@vitrina/contract/opportunity-labels';
import {
  MAX_QUESTION_LENGTH,
  MAX_ROLE_DESCRIPTION_LENGTH,
  MAX_ROLE_NAME_LENGTH,
  MAX_ROLE_PEOPLE,
  MAX_ROLE_QUESTIONS,
  roleNeeds,
} from '@vitrina/contract/opportunity-limits';
import { MAX_ROLE_AGE, ROLE_AGE_MIN } from '@vitrina/contract/opportunity-rules';
import { findField } from '@vitrina/contract/scouting-fields';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { errorText } from '@/i18n/error-text.ts';
import { useLang } from '@/i18n/use-lang.ts';
import { errorUnder, type FormErrors } from './form-errors.ts';
import type { RoleDraft } from './opportunity-draft.ts';
import { RequirementEditor } from './requirement-editor.tsx';

const languageOptions = findField('languages')?.options ?? [];

/** One role of the opportunity: who is wanted, what the application must carry and the questions it answers. */
export function RoleEditor({
  role,
  index,
  category,
  errors,
  canRemove,
  onChange,
  onRemove,
}: {
  role: RoleDraft;
  index: number;
  category: string;
  errors: FormErrors;
  canRemove: boolean;
  onChange: (patch: Partial<RoleDraft>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('posting');
  const lang = useLang();
  const at = (path: string) => {
    const code = errorUnder(errors, `roles.${index}.${path}`);
    return code ? errorText(code) : undefined;
  };
  const toggle = <T extends string>(list: readonly T[], value: T, on: boolean) =>
    on ? [...list, value] : list.filter((item) => item !== value);
  const needsError = at('needs');
  const questionsError = errors[`roles.${index}.questions`];
  const title = t('role.legend', { n: index + 1, name: role.name.trim() || t('role.untitled') });
  const ageMin = Number(role.ageMin);

  return (
    <fieldset className="posting-role">
      <legend className="posting-role__legend">{title}</legend>
      <div className="form-grid">
        <TextField
          fieldClassName="span-2"
          label={t('role.name')}
          value={role.name}
          maxLength={MAX_ROLE_NAME_LENGTH}
          required
          error={at('name')}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <TextAreaField
          fieldClassName="span-2"
          label={t('role.description')}
          value={role.description}
          maxLength={MAX_ROLE_DESCRIPTION_LENGTH}
          rows={3}
          error={at('description')}
          onChange={(event) => onChange({ description: event.target.value })}
        />
        <TextField
          label={t('role.ageMin')}
          type="number"
          inputMode="numeric"
          min={ROLE_AGE_MIN}
          max={MAX_ROLE_AGE}
          value={role.ageMin}
          error={at('ageMin')}
          hint={ageMin < ADULT_AGE ? t('role.minorsHint') : undefined}
          onChange={(event) => onChange({ ageMin: event.target.value })}
        />
        <TextField
          label={t('role.ageMax')}
          type="number"
          inputMode="numeric"
          min={ROLE_AGE_MIN}
          max={MAX_ROLE_AGE}
          value={role.ageMax}
          error={at('ageMax')}
          onChange={(event) => onChange({ ageMax: event.target.value })}
        />
        <TextField
          label={t('role.people')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ROLE_PEOPLE}
          value={role.people}
          error={at('people')}
          onChange={(event) => onChange({ people: event.target.value })}
        />
      </div>

      <fieldset className="plain-fieldset posting-group">
        <legend className="posting-group__title">{t('role.languages')}</legend>
        <div className="posting-checks">
          {languageOptions.map((option) => (
            <label key={option.value} className="posting-check">
              <input
                type="checkbox"
                checked={role.languages.includes(option.value)}
                onChange={(event) =>
                  onChange({ languages: toggle(role.languages, option.value, event.target.checked) })
                }
              />
              {option[lang]}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset
        className="plain-fieldset posting-group"
        aria-describedby={needsError ? `role-${role.uid}-needs-error` : undefined}
      >
        <legend className="posting-group__title">{t('role.needs')}</legend>
        <div className="posting-checks">
          {roleNeeds.map((need) => (
            <label key={need} className="posting-check">
              <input
                type="checkbox"
                checked={role.needs.includes(need)}
                aria-invalid={needsError ? true : undefined}
                onChange={(event) => onChange({ needs: toggle(role.needs, need, event.target.checked) })}
              />
              {needLabels[need][lang]}
            </label>
          ))}
        </div>
        {needsError && (
          <p className="field__error" id={`role-${role.uid}-needs-error`}>
            {needsError}
          </p>
        )}
      </fieldset>

      <RequirementEditor
        requirements={role.requirements}
        category={category}
        errorOf={(n) => errorUnder(errors, `roles.${index}.requirements.${n}`)}
        onChange={(requirements) => onChange({ requirements })}
      />

      <fieldset className="plain-fieldset posting-group">
        <legend className="posting-group__title">{t('role.questions', { max: MAX_ROLE_QUESTIONS })}</legend>
        {role.questions.map((question, n) => (
          <div className="posting-question" key={n}>
            <TextField
              label={t('role.question', { n: n + 1 })}
              value={question}
              maxLength={MAX_QUESTION_LENGTH}
              error={at(`questions.${n}`)}
              onChange={(event) =>
                onChange({ questions: role.questions.map((old, i) => (i === n ? event.target.value : old)) })
              }
            />
            <button
              type="button"
              className="button button--ghost"
              onClick={() => onChange({ questions: role.questions.filter((_, i) => i !== n) })}
            >
              {t('role.questionRemove', { n: n + 1 })}
            </button>
          </div>
        ))}
        {questionsError && <p className="field__error">{errorText(questionsError)}</p>}
        {role.questions.length < MAX_ROLE_QUESTIONS && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onChange({ questions: [...role.questions, ''] })}
          >
            {t('role.questionAdd')}
          </button>
        )}
      </fieldset>

      {canRemove && (
        <button type="button" className="button button--danger posting-role__remove" onClick={onRemove}>
          {t('role.remove', { name: role.name.trim() || t('role.untitled') })}
        </button>
      )}
    </fieldset>
  );
}
