import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { withdrawApplication } from '../api/applying.ts';
import { applyingKeys } from '../api/applying-keys.ts';

/** Withdraw, after she confirms: the agency stops seeing it and no closing message follows. */
export function WithdrawButton({ opportunityId, roleId }: { opportunityId: number; roleId: number }) {
  const { t } = useTranslation('applying');
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function withdraw() {
    setBusy(true);
    setError(null);
    try {
      const answer = await withdrawApplication({ id: opportunityId, roleId });
      client.setQueryData(applyingKeys.application(opportunityId, roleId), answer);
      void client.invalidateQueries({ queryKey: ['applying', 'mine'] });
      setAsking(false);
    } catch (failure) {
      setError(apiErrorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
        {t('view.withdraw')}
      </button>
      <Dialog
        open={asking}
        onClose={() => setAsking(false)}
        role="alertdialog"
        title={t('withdraw.title')}
        description={t('withdraw.body')}
      >
        {error && <Alert tone="error">{error}</Alert>}
        <div className="apply-form__actions">
          <button type="button" className="button button--ghost" onClick={() => setAsking(false)} disabled={busy}>
            {t('withdraw.keep')}
          </button>
          <button type="button" className="button button--danger" onClick={() => void withdraw()} disabled={busy}>
            {t('withdraw.confirm')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
