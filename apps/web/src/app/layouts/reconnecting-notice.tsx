import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isRealtimeReconnecting, onReconnectingChange } from '@/lib/socket.ts';
import './reconnecting-notice.css';

const never = () => false;

/**
 * A discreet "reconnecting…" while the live connection has been down for a few seconds (lib/socket.ts
 * decides when): a polite live region, never a modal; the features catch up on `onReconnect` when it is back.
 * The region stays in the page so that screen readers announce the text when it appears.
 */
export function ReconnectingNotice() {
  const { t } = useTranslation('shell');
  const isReconnecting = useSyncExternalStore(onReconnectingChange, isRealtimeReconnecting, never);
  return (
    <div className="reconnecting" role="status" aria-live="polite">
      {isReconnecting && (
        <p className="reconnecting__pill">
          <span className="reconnecting__dot" aria-hidden="true" />
          {t('reconnecting')}
        </p>
      )}
    </div>
  );
}
