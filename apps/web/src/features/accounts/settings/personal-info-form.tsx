import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_BIOGRAPHY_LENGTH, profileLinkFields } from '@vitrina/contract/account-rules';
import { settingsRequestSchema, type SettingsRequest } from '@vitrina/contract/users';
import type { SelfResponse } from '@vitrina/contract/users';
import { BirthDateField } from '@/components/ui/birth-date-field.tsx';
import { CountrySelect } from '@/components/ui/country-select.tsx';
import { TextAreaField, TextField } from '@/components/ui/field.tsx';
import { formErrorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { SaveFeedback, useSaveState } from './save-feedback.tsx';
import { useUpdateUser } from './update-user.ts';
import './settings.css';

type Links = Record<(typeof profileLinkFields)[number] | 'phone', string>;
type PersonalValues = Omit<Required<SettingsRequest>, 'profile' | 'email'> & { profile: Links };

/** Fields in reading order, for the list of what to correct. */
const ORDER = ['nombre', 'apellido', 'fecha', 'ciudad', 'pais', 'biografia'] as const;

export function valuesFromSelf({ user, profile }: SelfResponse): PersonalValues {
  return {
    nombre: user.nombre,
    apellido: user.apellido,
    fecha: user.birthdate ? user.birthdate.slice(0, 10) : '',
    sexo: user.sex,
    pais: user.country,
    ciudad: user.ciudad,
    biografia: user.biography,
    profile: {
      facebook_url: profile.facebook_url,
      twitter_url: profile.twitter_url,
      instagram_url: profile.instagram_url,
      spotify_url: profile.spotify_url,
      youtube_url: profile.youtube_url,
      linkedin_url: profile.linkedin_url,
      web: profile.web,
      phone: profile.phone,
    },
  };
}

function problemTexts(errors: FieldErrors<PersonalValues>): string[] {
  const texts = [
    ...ORDER.map((field) => formErrorText(errors[field])),
    ...[...profileLinkFields, 'phone' as const].map((field) => formErrorText(errors.profile?.[field])),
  ];
  return [...new Set(texts.filter((text): text is string => Boolean(text)))];
}

/**
 * Personal information, social links, web and phone (spec §5 settings rules). The e-mail address is not
 * here: it changes on its own, behind the password and a confirmation (email-change-section.tsx),
 * so this form never sends it. An agency edits its description, web and phone in the agency form, so those
 * are sent unchanged from here.
 */
export function PersonalInfoForm({
  self,
  lang,
  onSaved,
}: {
  self: SelfResponse;
  lang: 'es' | 'en';
  onSaved: (token: string) => Promise<void>;
}) {
  const { t } = useTranslation('settings');
  const isAgency = self.user.type === 'agencia';
  const update = useUpdateUser();
  const save = useSaveState();
  const { register, handleSubmit, formState, control, setError } = useForm<PersonalValues, unknown, SettingsRequest>({
    resolver: zodResolver(settingsRequestSchema) as never,
    defaultValues: valuesFromSelf(self),
  });
  const submitting = formState.isSubmitting;

  const send = async (values: SettingsRequest) => {
    save.reset();
    const body: SettingsRequest = isAgency
      ? {
          ...values,
          biografia: self.user.biography,
          profile: { ...values.profile!, web: self.profile.web, phone: self.profile.phone },
        }
      : values;
    try {
      const { token } = await update.mutateAsync(body);
      await onSaved(token);
      save.succeed();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const entry of error.body.errors) {
          setError(entry.field as Parameters<typeof setError>[0], { type: 'server', message: entry.code });
        }
      }
      save.fail(error);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) =>
    handleSubmit(send, (errors) => save.fail(null, problemTexts(errors)))(event);

  return (
    <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={submitting}>
      <fieldset className="settings-section plain-fieldset" disabled={submitting}>
        <legend className="settings-section__title">{t('personal.basics')}</legend>
        <div className="form-grid">
          <TextField
            label={t('personal.nombre')}
            autoComplete="given-name"
            error={formErrorText(formState.errors.nombre)}
            {...register('nombre')}
          />
          <TextField
            label={t('personal.apellido')}
            autoComplete="family-name"
            error={formErrorText(formState.errors.apellido)}
            {...register('apellido')}
          />
          <Controller
            control={control}
            name="fecha"
            render={({ field }) => (
              <BirthDateField
                label={t('personal.fecha')}
                lang={lang}
                error={formErrorText(formState.errors.fecha)}
                {...field}
              />
            )}
          />
          <div className="field" role="radiogroup" aria-labelledby="settings-sex-label">
            <span className="field__label" id="settings-sex-label">
              {t('personal.sexo')}
            </span>
            <div className="radio-cards">
              <label className="radio-card">
                <input type="radio" value="MA" {...register('sexo')} />
                <span>{t('personal.sex.MA')}</span>
              </label>
              <label className="radio-card">
                <input type="radio" value="FE" {...register('sexo')} />
                <span>{t('personal.sex.FE')}</span>
              </label>
            </div>
          </div>
          <TextField
            label={t('personal.ciudad')}
            autoComplete="address-level2"
            error={formErrorText(formState.errors.ciudad)}
            {...register('ciudad')}
          />
          <CountrySelect
            label={t('personal.pais')}
            lang={lang}
            defaultValue={self.user.country}
            error={formErrorText(formState.errors.pais)}
            {...register('pais')}
          />
          {!isAgency && (
            <TextAreaField
              fieldClassName="span-2"
              label={t('personal.biografia')}
              hint={t('personal.biografiaHint', { max: MAX_BIOGRAPHY_LENGTH })}
              rows={5}
              maxLength={MAX_BIOGRAPHY_LENGTH}
              error={formErrorText(formState.errors.biografia)}
              {...register('biografia')}
            />
          )}
        </div>
      </fieldset>

      <fieldset className="settings-section plain-fieldset" disabled={submitting}>
        <legend className="settings-section__title">{t('links.title')}</legend>
        <p className="settings-section__lead">{t('links.lead')}</p>
        <div className="form-grid">
          {profileLinkFields
            .filter((field) => field !== 'web')
            .map((field) => (
              <TextField
                key={field}
                label={t(`links.${field}`)}
                type="url"
                inputMode="url"
                placeholder="https://"
                error={formErrorText(formState.errors.profile?.[field])}
                {...register(`profile.${field}`)}
              />
            ))}
        </div>
      </fieldset>

      {!isAgency && (
        <fieldset className="settings-section plain-fieldset" disabled={submitting}>
          <legend className="settings-section__title">{t('contact.title')}</legend>
          <div className="form-grid">
            <TextField
              label={t('contact.web')}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              error={formErrorText(formState.errors.profile?.web)}
              {...register('profile.web')}
            />
            <TextField
              label={t('contact.phone')}
              type="tel"
              autoComplete="tel"
              error={formErrorText(formState.errors.profile?.phone)}
              {...register('profile.phone')}
            />
          </div>
        </fieldset>
      )}

      <div className="settings-form__footer">
        <SaveFeedback state={save.state} />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={submitting}>
            {submitting ? t('saving') : t('save')}
          </button>
        </div>
      </div>
    </form>
  );
}
