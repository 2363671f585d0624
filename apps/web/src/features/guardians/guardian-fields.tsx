import { useId, type Ref } from 'react';
import { guardianRelationships } from '@vitrina/contract/guardian-rules';
import { SelectField, TextField } from '@/components/ui/field.tsx';
import './guardians.css';
import { useGuardianTranslation } from './guardian-texts.ts';

export type GuardianField = 'name' | 'email' | 'relationship';

export interface GuardianFieldsProps {
  /** Put before each input's name: `guardian.` in the registration form, whose body nests them. */
  prefix?: string;
  defaults?: Partial<Record<GuardianField, string>>;
  /** A rule's text under its field (the dialog). */
  errors?: Partial<Record<GuardianField, string>>;
  /** Marks a field whose rule is listed elsewhere (the registration form's list above it). */
  invalid?: Partial<Record<GuardianField, boolean>>;
  firstFieldRef?: Ref<HTMLInputElement>;
}

/**
 * The three fields naming a minor's guardian: name, e-mail and how they are related, as a form
 * reads them on submit (uncontrolled). Autofill is off: the browser would offer the minor's own name and
 * address, which the server refuses for the e-mail.
 */
export function GuardianFields({
  prefix = '',
  defaults = {},
  errors = {},
  invalid = {},
  firstFieldRef,
}: GuardianFieldsProps) {
  const { t } = useGuardianTranslation();
  const marked = (field: GuardianField) => Boolean(errors[field]) || invalid[field] || undefined;
  return (
    <div className="guardian-fields">
      <TextField
        ref={firstFieldRef}
        label={t('fields.name')}
        name={`${prefix}name`}
        autoComplete="off"
        defaultValue={defaults.name}
        error={errors.name}
        aria-invalid={marked('name')}
      />
      <TextField
        label={t('fields.email')}
        name={`${prefix}email`}
        type="email"
        inputMode="email"
        autoComplete="off"
        defaultValue={defaults.email}
        error={errors.email}
        aria-invalid={marked('email')}
      />
      <SelectField
        fieldClassName="guardian-fields__relationship"
        label={t('fields.relationship')}
        name={`${prefix}relationship`}
        defaultValue={defaults.relationship ?? ''}
        error={errors.relationship}
        aria-invalid={marked('relationship')}
      >
        <option value="">{t('fields.choose')}</option>
        {guardianRelationships.map((relationship) => (
          <option key={relationship} value={relationship}>
            {t(`relationship.${relationship}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/**
 * The registration form's section for an under-18 (shown once the birth date makes her one): who her
 * guardian is, and why they are asked.
 */
export function GuardianSection({ invalid }: { invalid: Partial<Record<GuardianField, boolean>> }) {
  const { t } = useGuardianTranslation();
  const whyId = useId();
  return (
    <fieldset className="plain-fieldset guardian-section" aria-describedby={whyId}>
      <legend className="guardian-section__legend">{t('fields.legend')}</legend>
      <p className="guardian-section__why" id={whyId}>
        {t('fields.why')}
      </p>
      <GuardianFields prefix="guardian." invalid={invalid} />
    </fieldset>
  );
}
