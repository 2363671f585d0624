import { useTranslation } from 'react-i18next';
import type { TotpSetup as Setup } from '@vitrina/contract/second-factors';
import { CodeActionForm } from './code-action-form.tsx';

/** The set-up's one showing of the key: its QR code and the key as text, then the first code confirms it. */
export function TotpSetup({
  setup,
  onConfirm,
  onCancel,
}: {
  setup: Setup;
  onConfirm: (code: string) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('settings');
  // Groups of four read and type more easily into an app.
  const key = setup.secret.match(/.{1,4}/g)?.join(' ') ?? setup.secret;
  return (
    <div className="totp-setup">
      <p className="settings-section__lead">{t('security.scan')}</p>
      <img className="totp-setup__qr" src={setup.qr} alt={t('security.qrAlt')} width={240} height={240} />
      <p className="settings-section__lead">
        {t('security.keyLabel')} <code className="totp-setup__key">{key}</code>
      </p>
      <CodeActionForm
        label={t('security.firstCode')}
        submitLabel={t('security.confirm')}
        action={onConfirm}
        onCancel={onCancel}
      />
    </div>
  );
}
