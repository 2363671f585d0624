import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_BIOGRAPHY_LENGTH } from '@vitrina/contract/account-rules';
import { agencySetupRequestSchema, type AgencySetupRequest } from '@vitrina/contract/users';
import { Alert } from '@/components/ui/alert.tsx';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { apiErrorText, formErrorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useSetupAgency } from './setup-agency.ts';
import './onboarding.css';

export type AgencyValues = Required<Omit<AgencySetupRequest, 'categoryIds'>> & { categoryIds: number[] };

const FIELDS = ['agency_name', 'biography', 'contact_email', 'web', 'phone', 'categoryIds'] as const;

/**
 * What an agency needs to start (the spec leaves /register/agencia open): its name, description,
 * contact e-mail, website, phone and the categories it scouts. Used by the setup and by the settings.
 */
export function AgencyForm({
  defaults,
  submitLabel,
  busyLabel,
  renderCategories,
  onSaved,
  onFailed,
  feedback,
}: {
  defaults: AgencyValues;
  submitLabel: string;
  busyLabel: string;
  /** Draws the scouting categories; without it they are not shown and `defaults.categoryIds` is sent as is. */
  renderCategories?: (control: { value: number[]; onChange: (ids: number[]) => void; disabled: boolean }) => ReactNode;
  onSaved: (token: string) => Promise<void> | void;
  /** When given, failures are reported by the caller (settings); otherwise the form shows them. */
  onFailed?: (error: unknown) => void;
  feedback?: ReactNode;
}) {
  const { t } = useTranslation('onboarding');
  const setup = useSetupAgency();
  const { register, handleSubmit, control, formState, setError } = useForm<AgencyValues, unknown, AgencySetupRequest>({
    resolver: zodResolver(agencySetupRequestSchema) as never,
    defaultValues: defaults,
  });
  const busy = formState.isSubmitting;
  const biography = useWatch({ control, name: 'biography' }) ?? '';

  const submit = handleSubmit(async (values) => {
    try {
      const { token } = await setup.mutateAsync(values);
      await onSaved(token);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const entry of error.body.errors) {
          const field = FIELDS.find((name) => name === entry.field);
          if (field) setError(field, { type: 'server', message: entry.code });
        }
      }
      onFailed?.(error);
    }
  });

  return (
    <form className="agency-form" onSubmit={(event) => void submit(event)} noValidate>
      {!onFailed && setup.error && !(setup.error instanceof ApiError && setup.error.body.errors.length > 0) && (
        <Alert tone="error">{apiErrorText(setup.error)}</Alert>
      )}
      <fieldset className="form-grid plain-fieldset" disabled={busy}>
        <legend className="visually-hidden">{t('agency.legend')}</legend>
        <TextField
          fieldClassName="span-2"
          label={t('agency.name')}
          autoComplete="organization"
          error={formErrorText(formState.errors.agency_name)}
          {...register('agency_name')}
        />
        <TextAreaField
          fieldClassName="span-2"
          label={t('agency.description')}
          hint={t('agency.descriptionHint', { count: biography.length, max: MAX_BIOGRAPHY_LENGTH })}
          rows={5}
          maxLength={MAX_BIOGRAPHY_LENGTH}
          error={formErrorText(formState.errors.biography)}
          {...register('biography')}
        />
        <TextField
          label={t('agency.contactEmail')}
          hint={t('agency.contactEmailHint')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={formErrorText(formState.errors.contact_email)}
          {...register('contact_email')}
        />
        <TextField
          label={t('agency.phone')}
          type="tel"
          autoComplete="tel"
          error={formErrorText(formState.errors.phone)}
          {...register('phone')}
        />
        <TextField
          fieldClassName="span-2"
          label={t('agency.web')}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://"
          error={formErrorText(formState.errors.web)}
          {...register('web')}
        />
        {renderCategories && (
          <div className="span-2 agency-form__categories">
            <h3 className="agency-form__heading">{t('agency.categories')}</h3>
            <p className="agency-form__hint">{t('agency.categoriesHint')}</p>
            <Controller
              control={control}
              name="categoryIds"
              render={({ field }) => (
                <>{renderCategories({ value: field.value ?? [], onChange: field.onChange, disabled: busy })}</>
              )}
            />
            {formState.errors.categoryIds && (
              <p className="field__error">{formErrorText(formState.errors.categoryIds)}</p>
            )}
          </div>
        )}
        {feedback && <div className="span-2">{feedback}</div>}
        <div className="span-2 form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
