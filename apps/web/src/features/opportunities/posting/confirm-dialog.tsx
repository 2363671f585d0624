import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';

/** A confirmation that interrupts (close, cancel, delete): it stays open with the reason when the call fails. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('posting');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setProblem(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} role="alertdialog" title={title} description={body}>
      {problem !== null && <Alert tone="error">{apiErrorText(problem)}</Alert>}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('mine.keep')}
        </button>
        <button type="button" className="button button--danger" disabled={busy} onClick={() => void confirm()}>
          {busy ? <Spinner /> : null} {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
