import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { usePageTexts } from '@/i18n/use-page-texts.ts';
import type { Notice } from '@vitrina/contract/reports';
import { useAcknowledgeNotice } from './list-notices.ts';
import './notice-dialog.css';

/**
 * The moderators' notices to me: a warning, or the removal of something of mine with the reason,
 * shown on my next page as a dialog that only "I understand" closes (the call records it); one at a time.
 */
export function NoticeDialog({ notice }: { notice: Notice }) {
  const { t } = useTranslation('moderation');
  const acknowledge = useAcknowledgeNotice();
  const button = useRef<HTMLButtonElement | null>(null);
  const texts = usePageTexts('moderation', true);
  if (!texts) return null;
  const isWarning = notice.kind === 'warning';
  return (
    <Dialog
      open
      onClose={() => undefined}
      dismissible={false}
      role="alertdialog"
      title={isWarning ? t('notice.warningTitle') : t('notice.removalTitle')}
      initialFocus={button}
      description={
        isWarning
          ? t('notice.warningIntro')
          : t('notice.removalIntro', { kind: t(`kindNames.${notice.content?.kind ?? 'post'}`) })
      }
    >
      <blockquote className="notice-dialog__reason">{notice.reason}</blockquote>
      {notice.content && (
        <>
          <p className="notice-dialog__label">{t('notice.removed')}</p>
          <blockquote className="notice-dialog__content">{notice.content.text}</blockquote>
        </>
      )}
      {acknowledge.isError && <Alert tone="error">{t('notice.error')}</Alert>}
      <div className="dialog__actions">
        <button
          ref={button}
          type="button"
          className="button button--primary"
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate(notice.id)}
        >
          {acknowledge.isPending && <Spinner />}
          {t('notice.understand')}
        </button>
      </div>
    </Dialog>
  );
}
