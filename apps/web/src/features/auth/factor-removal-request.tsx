import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_FACTOR_REMOVAL_REASON_LENGTH } from '@vitrina/contract/factor-removal-limits';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { TextAreaField } from '@/components/ui/field.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useAction } from '@/lib/use-action.ts';
import { requestFactorRemoval } from './second-factor.ts';

/**
 * "Lost your app and codes?": with the login's challenge in hand (the password was right), a short reason asks an
 * admin to remove the factors. The owner's e-mail hears of it at once and can cancel; nothing changes for 72 hours
 * after an approval.
 */
export function FactorRemovalRequest({
  challenge,
  onBack,
  onRestart,
}: {
  challenge: string;
  onBack: () => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('auth');
  const send = useAction(requestFactorRemoval);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [send.isSuccess]);

  const failure = send.error instanceof ApiError ? send.error.code : send.error ? 'network' : null;
  const over = failure === 'reto_caducado' || failure === 'reto_agotado';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) return setFieldError(t('lostFactors.empty'));
    setFieldError(undefined);
    await send.mutateAsync({ challenge, reason: reason.trim() }).catch(() => undefined);
  };

  if (send.isSuccess)
    return (
      <div className="second-step">
        <h1 className="auth-title" tabIndex={-1} ref={heading}>
          {t('lostFactors.sentTitle')}
        </h1>
        <Alert tone="success">{t('lostFactors.sent')}</Alert>
        <p className="auth-lead">{t('lostFactors.sentNext')}</p>
      </div>
    );

  return (
    <div className="second-step">
      <h1 className="auth-title" tabIndex={-1} ref={heading}>
        {t('lostFactors.title')}
      </h1>
      <p className="auth-lead">{t('lostFactors.lead')}</p>
      <p className="auth-lead">{t('lostFactors.wait')}</p>
      {failure && (
        <Alert tone="error">
          <p>{apiErrorText(send.error)}</p>
          {over && (
            <button type="button" className="button button--primary" onClick={onRestart}>
              {t('secondStep.restart')}
            </button>
          )}
        </Alert>
      )}
      {!over && (
        <form className="form-stack" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className="form-stack plain-fieldset" disabled={send.isPending}>
            <TextAreaField
              label={t('lostFactors.reasonLabel')}
              hint={t('lostFactors.reasonHint')}
              name="reason"
              rows={4}
              maxLength={MAX_FACTOR_REMOVAL_REASON_LENGTH}
              value={reason}
              error={fieldError}
              onChange={(event) => setReason(event.target.value)}
            />
            <button type="submit" className="button button--primary button--block">
              {send.isPending && <Spinner />}
              {send.isPending ? t('lostFactors.submitting') : t('lostFactors.submit')}
            </button>
          </fieldset>
          <button type="button" className="button button--ghost button--block" onClick={onBack}>
            {t('lostFactors.back')}
          </button>
        </form>
      )}
    </div>
  );
}
