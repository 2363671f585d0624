import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REPORT_LENGTH } from '@vitrina/contract/graph-limits';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useReportUser } from './report-user.ts';

/**
 * Report profile (spec modals): a free-text description with cancel and report. A profile I already
 * reported answers `already_reported`, shown as the spec's notice rather than as a failure.
 */
export function ReportDialog({
  open,
  onClose,
  userId,
  name,
  initialText = '',
}: {
  open: boolean;
  onClose: () => void;
  userId: number;
  name: string;
  /** A description to start from (a message request's report names the likely scam). */
  initialText?: string;
}) {
  const { t } = useTranslation('graph');
  const area = useRef<HTMLTextAreaElement | null>(null);
  return (
    <Dialog open={open} onClose={onClose} title={t('report.title', { name })} initialFocus={area}>
      <ReportForm userId={userId} onClose={onClose} areaRef={area} initialText={initialText} />
    </Dialog>
  );
}

type Outcome = 'form' | 'sent' | 'already';

/** Mounted each time the dialog opens, so it starts empty. */
function ReportForm({
  userId,
  onClose,
  areaRef,
  initialText,
}: {
  userId: number;
  onClose: () => void;
  areaRef: RefObject<HTMLTextAreaElement | null>;
  initialText: string;
}) {
  const { t } = useTranslation('graph');
  const id = useId();
  const report = useReportUser();
  const [text, setText] = useState(initialText);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>('form');

  if (outcome !== 'form') {
    return (
      <>
        <Alert tone={outcome === 'sent' ? 'success' : 'info'}>
          <p>{outcome === 'sent' ? t('report.sent') : errorText('already_reported')}</p>
        </Alert>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('actions.close')}
          </button>
        </div>
      </>
    );
  }

  const submit = async () => {
    const description = text.trim();
    if (!description) return setFieldError(errorText('report_empty'));
    if (description.length > MAX_REPORT_LENGTH) return setFieldError(errorText('report_too_long'));
    setFieldError(null);
    try {
      await report.mutateAsync({ userId, description });
      setOutcome('sent');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'already_reported') setOutcome('already');
      else if (error instanceof ApiError && (error.code === 'report_empty' || error.code === 'report_too_long')) {
        setFieldError(errorText(error.code));
      }
    }
  };

  const serverError =
    report.error && !(report.error instanceof ApiError && report.error.code.startsWith('report_'))
      ? apiErrorText(report.error)
      : null;

  return (
    <form
      className="graph-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="graph-form__intro">{t('report.intro')}</p>
      <div className={`field${fieldError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-text`}>
          {t('report.label')}
        </label>
        <textarea
          ref={areaRef}
          id={`${id}-text`}
          className="field__control field__control--area"
          rows={5}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (fieldError) setFieldError(null);
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : `${id}-hint`}
        />
        {fieldError ? (
          <p className="field__error" id={`${id}-error`}>
            {fieldError}
          </p>
        ) : (
          <p className="field__hint" id={`${id}-hint`}>
            {t('report.hint', { max: MAX_REPORT_LENGTH })}
          </p>
        )}
      </div>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className="button button--danger" disabled={report.isPending}>
          {report.isPending && <Spinner />}
          {t('report.submit')}
        </button>
      </div>
    </form>
  );
}
