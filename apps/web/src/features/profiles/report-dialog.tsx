import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_REPORT_ATTACHMENTS,
  MAX_REPORT_DESCRIPTION_LENGTH,
  type ReportCategory,
} from '@vitrina/contract/moderation-limits';
import type { ReportAttachment, ReportTarget } from '@vitrina/contract/reports';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { ReportCategoryField } from './report-category-field.tsx';
import { useReportContent } from './report-content.ts';
import './report-dialog.css';

/** A post or message the reporter may attach as evidence (theirs, or the reported person's). */
export interface AttachCandidate extends ReportAttachment {
  text: string;
}

export interface ReportDialogProps {
  open: boolean;
  onClose: () => void;
  /** What is reported: a profile (the person), a post, a comment or a message. */
  target: ReportTarget;
  /** Whose it is. */
  name: string;
  /** A message's or a message request's report starts at `scam` (decision 0007); others at `other`. */
  initialCategory?: ReportCategory;
  initialText?: string;
  /** Posts or messages offered as evidence (checkboxes, at most five). */
  candidates?: AttachCandidate[];
  /** Where focus goes on close when the entry that opened it is gone (a menu item). */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * Report (spec modals): a category, a description and, where offered, up to five posts or messages
 * as evidence. A repeat while my report is open answers that report, shown as a notice, not a failure.
 */
export function ReportDialog({ open, onClose, target, name, returnFocus, ...rest }: ReportDialogProps) {
  const { t } = useTranslation('graph');
  const first = useRef<HTMLInputElement | null>(null);
  const title =
    target.kind === 'profile'
      ? t('moderation:report.title', { name })
      : t(`moderation:report.titleItem.${target.kind}`, { name });
  return (
    <Dialog open={open} onClose={onClose} title={title} variant="sheet" initialFocus={first} returnFocus={returnFocus}>
      <ReportForm target={target} onClose={onClose} checkedRef={first} {...rest} />
    </Dialog>
  );
}

type Outcome = 'form' | 'sent' | 'already';
const codePoints = (text: string) => [...text].length;

/** Mounted each time the dialog opens, so it starts afresh. */
function ReportForm({
  target,
  onClose,
  checkedRef,
  initialCategory = 'other',
  initialText = '',
  candidates = [],
}: Omit<ReportDialogProps, 'open' | 'name'> & { checkedRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation(['graph', 'moderation']);
  const id = useId();
  const report = useReportContent();
  const [category, setCategory] = useState<ReportCategory>(initialCategory);
  const [text, setText] = useState(initialText);
  const [chosen, setChosen] = useState<string[]>([]);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>('form');

  if (outcome !== 'form') {
    return (
      <>
        <Alert tone={outcome === 'sent' ? 'success' : 'info'}>
          <p>{outcome === 'sent' ? t('moderation:report.sent') : t('moderation:report.already')}</p>
        </Alert>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('actions.close')}
          </button>
        </div>
      </>
    );
  }

  const keyOf = (item: ReportAttachment) => `${item.kind}:${item.id}`;
  const submit = async () => {
    const description = text.trim();
    if (codePoints(description) > MAX_REPORT_DESCRIPTION_LENGTH)
      return setFieldError(errorText('report_description_too_long'));
    setFieldError(null);
    const attachments = candidates
      .filter((item) => chosen.includes(keyOf(item)))
      .map(({ kind, id: itemId }) => ({ kind, id: itemId }));
    try {
      const answer = await report.mutateAsync({ target, category, description, attachments });
      setOutcome(answer.created ? 'sent' : 'already');
    } catch {
      // Shown below from the mutation's error, in the reader's language.
    }
  };

  return (
    <form
      className="graph-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="graph-form__intro">{t('moderation:report.intro')}</p>
      <ReportCategoryField kind={target.kind} value={category} onChange={setCategory} checkedRef={checkedRef} />
      <div className={`field${fieldError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-text`}>
          {t('moderation:report.label')}
        </label>
        <textarea
          id={`${id}-text`}
          className="field__control field__control--area"
          rows={4}
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
            {t('moderation:report.hint', { max: MAX_REPORT_DESCRIPTION_LENGTH })}
          </p>
        )}
      </div>
      {candidates.length > 0 && (
        <fieldset className="field report-evidence" aria-describedby={`${id}-attach-hint`}>
          <legend className="field__label">{t('moderation:report.attach', { max: MAX_REPORT_ATTACHMENTS })}</legend>
          <p className="field__hint" id={`${id}-attach-hint`}>
            {t('moderation:report.attachHint')}
          </p>
          {candidates.map((item) => {
            const key = keyOf(item);
            const checked = chosen.includes(key);
            return (
              <label key={key} className="graph-form__check">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && chosen.length >= MAX_REPORT_ATTACHMENTS}
                  onChange={() => setChosen(checked ? chosen.filter((k) => k !== key) : [...chosen, key])}
                />{' '}
                {item.text}
              </label>
            );
          })}
        </fieldset>
      )}
      {report.isError && <Alert tone="error">{apiErrorText(report.error)}</Alert>}
      <div className="dialog__actions dialog__actions--sticky">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className="button button--danger" disabled={report.isPending}>
          {report.isPending && <Spinner />}
          {t('moderation:report.submit')}
        </button>
      </div>
    </form>
  );
}
