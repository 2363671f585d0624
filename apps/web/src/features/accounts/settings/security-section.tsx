import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TotpSetup as Setup } from '@vitrina/contract/second-factors';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { SettingsCard } from '@/components/ui/settings-card.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useLang } from '@/i18n/use-lang.ts';
import { formatLongDate } from '@/lib/format-date.ts';
import { CodeActionForm } from './code-action-form.tsx';
import { OwnSessionsList } from './own-sessions-list.tsx';
import { usePasskeys } from './passkeys-api.ts';
import { PasskeysPart } from './passkeys-part.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import {
  useConfirmTotp,
  useDisableTotp,
  useRegenerateRecoveryCodes,
  useSecondFactors,
  useStartTotp,
} from './security-api.ts';
import { TotpSetup } from './totp-setup.tsx';
import './settings.css';
import './security.css';

/**
 * "Seguridad": the authenticator app (on with its QR code and key, confirmed by a first code; off with a code),
 * the recovery codes (shown once, downloadable, regenerable) and my open sessions with the factor of each.
 */
export function SecuritySection() {
  const { t } = useTranslation('settings');
  const lang = useLang();
  const state = useSecondFactors();
  const passkeys = usePasskeys();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const disable = useDisableTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [open, setOpen] = useState<'off' | 'regenerate' | null>(null);

  const totp = state.data?.totp;
  const remaining = state.data?.recoveryCodes.remaining ?? 0;
  // The recovery codes belong to the account while any factor is on; without the app they are asked by themselves.
  const hasFactor = Boolean(totp?.enabled) || (passkeys.data?.passkeys.length ?? 0) > 0;

  return (
    <SettingsCard id="seguridad" title={t('security.title')} lead={t('security.lead')}>
      <section className="settings-section" aria-labelledby="totp-title">
        <h3 className="settings-section__title" id="totp-title">
          {t('security.totpTitle')}
        </h3>
        {state.isPending && (
          <p className="working" role="status">
            <Spinner />
          </p>
        )}
        {state.isError && <Alert tone="error">{apiErrorText(state.error)}</Alert>}
        <div aria-live="polite">
          {totp && (
            <p className="settings-section__lead">
              {totp.since ? t('security.totpOn', { date: formatLongDate(totp.since, lang) }) : t('security.totpOff')}
            </p>
          )}
        </div>
        {start.error && <Alert tone="error">{apiErrorText(start.error)}</Alert>}
        {totp && !totp.enabled && !setup && !codes && (
          <div className="form-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={start.isPending}
              onClick={() => void start.mutateAsync(undefined).then(setSetup, () => undefined)}
            >
              {start.isPending && <Spinner />}
              {start.isPending ? t('security.starting') : t('security.turnOn')}
            </button>
          </div>
        )}
        {setup && (
          <TotpSetup
            setup={setup}
            onConfirm={async (code) => {
              const answer = await confirm.mutateAsync(code);
              setSetup(null);
              setCodes(answer.recoveryCodes);
            }}
            onCancel={() => setSetup(null)}
          />
        )}
        {totp?.enabled && !codes && open !== 'off' && (
          <div className="form-actions">
            <button type="button" className="button button--ghost" onClick={() => setOpen('off')}>
              {t('security.turnOff')}
            </button>
          </div>
        )}
        {totp?.enabled && open === 'off' && (
          <CodeActionForm
            label={t('security.turnOffLabel')}
            lead={t('security.turnOffLead')}
            submitLabel={t('security.turnOff')}
            danger
            action={async (code) => {
              await disable.mutateAsync(code);
              setOpen(null);
            }}
            onCancel={() => setOpen(null)}
          />
        )}
      </section>

      <PasskeysPart onCodes={setCodes} />

      <section className="settings-section" aria-labelledby="recovery-title">
        <h3 className="settings-section__title" id="recovery-title">
          {t('security.codesTitle')}
        </h3>
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
        ) : (
          <p className="settings-section__lead">
            {hasFactor ? t('security.codesRemaining', { count: remaining }) : t('security.codesNone')}
          </p>
        )}
        {hasFactor && !codes && open !== 'regenerate' && (
          <div className="form-actions">
            <button type="button" className="button button--ghost" onClick={() => setOpen('regenerate')}>
              {t('security.regenerate')}
            </button>
          </div>
        )}
        {hasFactor && !codes && open === 'regenerate' && (
          <CodeActionForm
            label={totp?.enabled ? t('security.codeLabel') : t('security.recoveryCodeLabel')}
            lead={totp?.enabled ? t('security.regenerateLead') : t('security.regenerateLeadRecovery')}
            submitLabel={t('security.regenerate')}
            action={async (code) => {
              const answer = await regenerate.mutateAsync(code);
              setOpen(null);
              setCodes(answer.recoveryCodes);
            }}
            onCancel={() => setOpen(null)}
          />
        )}
      </section>

      <section className="settings-section" aria-labelledby="own-sessions-title">
        <h3 className="settings-section__title" id="own-sessions-title">
          {t('security.sessionsTitle')}
        </h3>
        <OwnSessionsList />
      </section>
    </SettingsCard>
  );
}
