import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PushDevice } from '@vitrina/contract/push';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { useLang } from '@/i18n/use-lang.ts';
import { formatLongDate } from '@/lib/format-date.ts';
import { pushAvailability, PushSetupError, type PushAvailability } from './browser-push.ts';
import { usePushDevices } from './list-push-devices.ts';
import { useRemovePushDevice } from './remove-push-device.ts';
import { useTurnPushOn } from './turn-push-on.ts';
import './push-settings.css';
import { SettingsCard } from '@/components/ui/settings-card.tsx';

/**
 * "Push notifications on this device": turn them on (the browser asks for permission) or off
 * here, and the list of my devices with push on, each removable. A browser that cannot, or a permission
 * refused, is said plainly instead of offering a button that would fail.
 */
export function PushSettingsSection() {
  const { t } = useTranslation('settings');
  const devices = usePushDevices();
  const turnOn = useTurnPushOn();
  const remove = useRemovePushDevice();
  // Read again after each attempt: the browser's prompt may have changed it.
  const [availability, setAvailability] = useState<PushAvailability>(pushAvailability);
  const rows = devices.data?.rows ?? [];
  const thisDevice = rows.find((device) => device.current) ?? null;
  const isBusy = turnOn.isPending || remove.isPending;
  const failure = turnOn.error ?? remove.error;

  const enable = () => {
    if (isBusy) return;
    remove.reset();
    turnOn.mutate(undefined, { onSettled: () => setAvailability(pushAvailability()) });
  };
  const disable = (device: PushDevice) => {
    if (isBusy) return;
    turnOn.reset();
    remove.mutate({ id: device.id, current: device.current });
  };

  return (
    <SettingsCard id="push" title={t('push.title')} lead={t('push.lead')} className="push-settings">
      {failure && (
        <Alert tone="error">
          {failure instanceof PushSetupError ? t(`push.setup.${failure.reason}`) : apiErrorText(failure)}
        </Alert>
      )}
      {availability === 'unsupported' ? (
        <Alert tone="info">{t('push.unsupported')}</Alert>
      ) : availability === 'denied' && !thisDevice ? (
        <Alert tone="warning">{t('push.denied')}</Alert>
      ) : (
        <div className="form-actions">
          <button
            type="button"
            className={`button ${thisDevice ? 'button--ghost' : 'button--primary'}`}
            disabled={!devices.isSuccess}
            aria-disabled={isBusy || undefined}
            onClick={() => (thisDevice ? disable(thisDevice) : enable())}
          >
            {isBusy && <Spinner />}
            {thisDevice ? t('push.turnOff') : t('push.turnOn')}
          </button>
          <span className="form-actions__note">{thisDevice ? t('push.isOn') : t('push.isOff')}</span>
        </div>
      )}
      <h3 className="push-settings__subtitle">{t('push.devices')}</h3>
      {devices.isError && <Alert tone="error">{apiErrorText(devices.error)}</Alert>}
      {devices.isSuccess && rows.length === 0 && <p className="push-settings__empty">{t('push.none')}</p>}
      {rows.length > 0 && (
        <ul className="push-settings__list">
          {rows.map((device) => (
            <DeviceRow key={device.id} device={device} isBusy={isBusy} onRemove={() => disable(device)} />
          ))}
        </ul>
      )}
    </SettingsCard>
  );
}

function DeviceRow({ device, isBusy, onRemove }: { device: PushDevice; isBusy: boolean; onRemove: () => void }) {
  const { t } = useTranslation('settings');
  const lang = useLang();
  const { browser, system } = device;
  const name =
    browser && system ? t('push.device', { browser, system }) : (browser ?? system ?? t('push.unknownDevice'));
  return (
    <li className="push-settings__device">
      <div className="push-settings__device-text">
        <span className="push-settings__device-name">
          {name}
          {device.current && <span className="push-settings__current"> · {t('push.current')}</span>}
        </span>
        <span className="push-settings__device-date">
          {t('push.since', { date: formatLongDate(device.createdAt, lang) })}
        </span>
      </div>
      <button
        type="button"
        className="button button--ghost push-settings__remove"
        aria-label={t('push.removeNamed', { name })}
        aria-disabled={isBusy || undefined}
        onClick={() => {
          if (!isBusy) onRemove();
        }}
      >
        {t('push.remove')}
      </button>
    </li>
  );
}
