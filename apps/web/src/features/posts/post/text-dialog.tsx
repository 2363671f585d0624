import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@vitrina/contract/error-catalogue';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { formErrorText } from '@/i18n/error-text.ts';

export interface TextDialogProps {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  submitLabel: string;
  maxLength: number;
  tooLongCode: ErrorCode;
  /** Spec §5: an edit with no text only closes the modal. Otherwise an empty text is sent (a share's words). */
  emptyCloses: boolean;
  pending: boolean;
  error: string | null;
  onSave: (text: string) => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
  /** Shown above the text (what is being shared). */
  children?: ReactNode;
}

/** Edit a post, edit a comment, share a post: a dialog with one text and a button (spec §2 modals). */
export function TextDialog(props: TextDialogProps) {
  // The dialog starts on the text rather than on its close button.
  const area = useRef<HTMLTextAreaElement | null>(null);
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      returnFocus={props.returnFocus}
      initialFocus={area}
    >
      <TextDialogForm {...props} areaRef={area} />
    </Dialog>
  );
}

/** Mounted each time the dialog opens, so it starts from the current text. */
function TextDialogForm({
  label,
  initial,
  submitLabel,
  maxLength,
  tooLongCode,
  emptyCloses,
  pending,
  error,
  onSave,
  onClose,
  children,
  areaRef,
}: TextDialogProps & { areaRef: RefObject<HTMLTextAreaElement | null> }) {
  const { t } = useTranslation('posts');
  const id = useId();
  const [text, setText] = useState(initial);
  const [tooLong, setTooLong] = useState(false);
  const fieldError = tooLong ? formErrorText({ message: tooLongCode }) : undefined;

  const onValid = () => {
    setTooLong(text.length > maxLength);
    if (text.length > maxLength) {
      areaRef.current?.focus();
      return;
    }
    if (!text.trim() && emptyCloses) {
      onClose();
      return;
    }
    onSave(text.trim());
  };

  return (
    <form
      className="text-dialog"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onValid();
      }}
    >
      {children}
      <div className={`field${fieldError ? ' field--invalid' : ''}`}>
        <label className="field__label" htmlFor={`${id}-text`}>
          {label}
        </label>
        <textarea
          id={`${id}-text`}
          className="field__control field__control--area"
          rows={4}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTooLong(false);
          }}
          ref={areaRef}
        />
        {fieldError && (
          <p className="field__error" id={`${id}-error`}>
            {fieldError}
          </p>
        )}
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending && <Spinner />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
