import { useState } from 'react';
import en from '@/i18n/en/block.ts';
import es from '@/i18n/es/block.ts';
import { addBundledTexts } from '@/i18n/bundled-texts.ts';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { apiErrorText, errorText } from '@/i18n/error-text.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useBlockUser } from './block-user.ts';

// With the dialog rather than in the logged-in catalogue every page (the feed too) loads.
addBundledTexts('block', { es, en });

const consequences = ['profile', 'posts', 'search', 'messages'] as const;

/**
 * Block confirmation (spec modals): says it is final and lists what the blocked person can no longer do.
 * A profile already blocked answers `already_blocked`, shown as the spec's notice.
 */
export function BlockDialog({
  open,
  onClose,
  userId,
  name,
  onBlocked,
}: {
  open: boolean;
  onClose: () => void;
  userId: number;
  name: string;
  /** After a block, the screen leaves (the person is no longer there to see). */
  onBlocked: () => void;
}) {
  const { t } = useTranslation('graph');
  const block = useBlockUser();
  const [already, setAlready] = useState(false);
  const close = () => {
    setAlready(false);
    block.reset();
    onClose();
  };

  const confirm = async () => {
    try {
      await block.mutateAsync(userId);
      onBlocked();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'already_blocked') setAlready(true);
    }
  };

  const failure = block.error && !already ? apiErrorText(block.error) : null;
  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('block:title', { name })}
      role="alertdialog"
      description={!already && <p>{t('block:intro', { name })}</p>}
    >
      {already ? (
        <>
          <Alert tone="info">
            <p>{errorText('already_blocked')}</p>
          </Alert>
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={close}>
              {t('actions.close')}
            </button>
          </div>
        </>
      ) : (
        <>
          <ul className="block-list">
            {consequences.map((key) => (
              <li key={key}>{t(`block:consequences.${key}`, { name })}</li>
            ))}
          </ul>
          <p className="block-final">{t('block:final')}</p>
          {failure && <Alert tone="error">{failure}</Alert>}
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={close}>
              {t('actions.cancel')}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={block.isPending}
              onClick={() => void confirm()}
            >
              {block.isPending && <Spinner />}
              {t('block:confirm')}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
