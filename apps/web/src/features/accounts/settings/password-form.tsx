import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '@vitrina/contract/account-rules';
import { PasswordField } from '@/components/ui/field.tsx';
import { PasswordStrength } from '@/components/ui/password-strength.tsx';
import { formErrorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { loadPasswordScorer } from '@/lib/password-strength.ts';
import { useChangePassword } from './change-password.ts';
import { passwordChangeProblems } from './password-rules.ts';
import { SaveFeedback, useSaveState } from './save-feedback.tsx';
import './settings.css';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

function passwordSchema(needsCurrent: boolean) {
  return z
    .object({
      currentPassword: z.string().max(MAX_PASSWORD_LENGTH),
      newPassword: z.string().max(MAX_PASSWORD_LENGTH),
      confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
    })
    .superRefine((values, ctx) => {
      for (const problem of passwordChangeProblems({ ...values, needsCurrent }))
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.code });
    });
}

/**
 * Password change (spec §5): both fields, at least 10 characters, the same. The current password is
 * asked for, except in the session a recovery link opened.
 */
export function PasswordForm({
  needsCurrent,
  onSaved,
  userInputs = [],
}: {
  needsCurrent: boolean;
  onSaved: (token: string) => Promise<void>;
  /** The person's own words (name, address), which the strength meter counts against a password. */
  userInputs?: readonly string[];
}) {
  const { t } = useTranslation('settings');
  const change = useChangePassword();
  const save = useSaveState();
  const schema = useMemo(() => passwordSchema(needsCurrent), [needsCurrent]);
  const { register, handleSubmit, formState, reset, setError, control } = useForm<PasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const busy = formState.isSubmitting;
  const newPassword = useWatch({ control, name: 'newPassword' });

  const submit = handleSubmit(async (values) => {
    save.reset();
    try {
      const { token } = await change.mutateAsync({
        newPassword: values.newPassword,
        ...(needsCurrent ? { currentPassword: values.currentPassword } : {}),
      });
      await onSaved(token);
      reset();
      save.succeed();
    } catch (error) {
      if (error instanceof ApiError)
        for (const entry of error.body.errors)
          if (entry.field === 'currentPassword' || entry.field === 'newPassword')
            setError(entry.field, { type: 'server', message: entry.code });
      save.fail(error);
    }
  });

  return (
    <form className="settings-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="form-stack plain-fieldset" disabled={busy}>
        <legend className="visually-hidden">{t('password.title')}</legend>
        {needsCurrent && (
          <PasswordField
            label={t('password.current')}
            autoComplete="current-password"
            error={formErrorText(formState.errors.currentPassword)}
            {...register('currentPassword')}
          />
        )}
        <PasswordField
          label={t('password.new')}
          hint={t('password.hint')}
          autoComplete="new-password"
          error={formErrorText(formState.errors.newPassword)}
          onFocus={() => void loadPasswordScorer().catch(() => undefined)}
          {...register('newPassword')}
        />
        <PasswordStrength password={newPassword} userInputs={userInputs} />
        <PasswordField
          label={t('password.confirm')}
          autoComplete="new-password"
          error={formErrorText(formState.errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        <SaveFeedback state={save.state} />
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('saving') : t('password.submit')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
