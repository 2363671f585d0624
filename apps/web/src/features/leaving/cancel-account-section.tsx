import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LEGAL } from '@vitrina/contract/constants';
import { CancelAccountDialog } from './cancel-account-dialog.tsx';
import { DATA_EXPORT_ANCHOR } from './data-export-section.tsx';
import './leaving.css';
import { SettingsCard } from '@/components/ui/settings-card.tsx';

/**
 * The settings' danger zone: says what cancelling does and when — hidden at once, every session
 * ended, deleted for good after the grace period unless restored by logging in —, points to the download of
 * one's data just above, and opens the confirmation behind the current password.
 */
export function CancelAccountSection({
  hasPassword,
  onCancelled,
}: {
  hasPassword: boolean;
  /** After the cancellation: the session ends and the person is told the deletion date (app/ does both). */
  onCancelled: (deletionDate: string) => Promise<void>;
}) {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  return (
    <SettingsCard id="cancel" title={t('cancel.title')} lead={t('cancel.lead')} className="settings-card--danger">
      <ul className="danger-list">
        <li>{t('cancel.hidden')}</li>
        <li>{t('cancel.sessions')}</li>
        <li>{t('cancel.deleted', { weeks: LEGAL.deletionWeeksAfterCancel })}</li>
        <li>{t('cancel.restore')}</li>
      </ul>
      <p className="danger-note">
        <Trans t={t} i18nKey="cancel.keepData" components={{ data: <a href={`#${DATA_EXPORT_ANCHOR}`} /> }} />
      </p>
      <div className="form-actions">
        <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
          {t('cancel.open')}
        </button>
      </div>
      {open && (
        <CancelAccountDialog hasPassword={hasPassword} onClose={() => setOpen(false)} onCancelled={onCancelled} />
      )}
    </SettingsCard>
  );
}
