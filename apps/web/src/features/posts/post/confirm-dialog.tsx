import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';

/** "Delete this?" (spec §2 modals): an alert dialog that names what goes, with cancel and a red confirm. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
  returnFocus,
}: {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const { t } = useTranslation('posts');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      description={<p>{body}</p>}
      returnFocus={returnFocus}
    >
      {error && <Alert tone="error">{error}</Alert>}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('actions.cancel')}
        </button>
        <button type="button" className="button button--danger" disabled={pending} onClick={onConfirm}>
          {pending && <Spinner />}
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
