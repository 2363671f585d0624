import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { verificationEndpoints as endpoints } from '@vitrina/contract/endpoints/verification';
import type { MyVerification, VerificationRequest } from '@vitrina/contract/verification';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { CountrySelect } from '@/components/ui/country-select.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { VerifiedBadge } from '@/components/ui/verified-badge.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { ApiError, call } from '@/lib/api-client.ts';
import { moderationKeys } from './moderation-keys.ts';
import { SettingsCard } from '@/components/ui/settings-card.tsx';

const mineKey = [...moderationKeys.all, 'my-verification'] as const;

/**
 * An agency's verification in its settings: its status (pending, verified, or rejected with the
 * reason moderators gave), and the application form when it may apply.
 */
export function AgencyVerificationSection() {
  const { t } = useTranslation('moderation');
  const mine = useQuery({ queryKey: mineKey, queryFn: ({ signal }) => call(endpoints.mine, { signal }) });

  return (
    <SettingsCard id="verification" title={t('apply.title')} lead={t('apply.lead')}>
      {mine.isPending && <p className="settings-form__hint">{t('loading')}</p>}
      {mine.isError && <Alert tone="error">{apiErrorText(mine.error)}</Alert>}
      {mine.data && <Status mine={mine.data} />}
      {mine.data && !mine.data.verified && mine.data.application?.status !== 'pending' && <ApplicationForm />}
    </SettingsCard>
  );
}

function Status({ mine }: { mine: MyVerification }) {
  const { t } = useTranslation('moderation');
  if (mine.verified) {
    return (
      <p role="status" className="settings-form__hint">
        <VerifiedBadge /> {t('apply.verified')}
      </p>
    );
  }
  const application = mine.application;
  if (!application) return null;
  if (application.status === 'pending') return <p role="status">{t('apply.pending')}</p>;
  return (
    <Alert tone="warning" title={t('apply.rejected')}>
      <p>{application.publicReason}</p>
    </Alert>
  );
}

function ApplicationForm() {
  const { t, i18n } = useTranslation('moderation');
  const client = useQueryClient();
  const [values, setValues] = useState<VerificationRequest>({
    legalName: '',
    website: '',
    country: 'MX',
    registrationNumber: '',
  });
  const apply = useMutation({
    mutationFn: (body: VerificationRequest) => call(endpoints.apply, { body }),
    onSuccess: (data) => client.setQueryData(mineKey, data),
  });
  const problems = apply.error instanceof ApiError ? apply.error.body.errors : [];
  const problemOf = (field: string) => {
    const found = problems.find((problem) => problem.field === field);
    return found ? errorText(found.code, found.message) : undefined;
  };
  const set = (field: keyof VerificationRequest) => (event: { target: { value: string } }) =>
    setValues((before) => ({ ...before, [field]: event.target.value }));

  return (
    <form
      className="settings-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply.mutate(values);
      }}
    >
      <TextField
        label={t('verifications.legalName')}
        value={values.legalName}
        onChange={set('legalName')}
        error={problemOf('legalName')}
        autoComplete="organization"
      />
      <TextField
        label={t('verifications.website')}
        type="url"
        value={values.website}
        onChange={set('website')}
        error={problemOf('website')}
        hint={t('apply.websiteHint')}
      />
      <CountrySelect
        label={t('verifications.country')}
        lang={i18n.language}
        value={values.country}
        onChange={set('country')}
        error={problemOf('country')}
      />
      <TextField
        label={t('verifications.registrationNumber')}
        value={values.registrationNumber}
        onChange={set('registrationNumber')}
        error={problemOf('registrationNumber')}
        hint={t('apply.registrationHint')}
      />
      {apply.isError && problems.length === 0 && <Alert tone="error">{apiErrorText(apply.error)}</Alert>}
      <button type="submit" className="button button--primary" disabled={apply.isPending}>
        {apply.isPending && <Spinner />}
        {t('apply.submit')}
      </button>
    </form>
  );
}
