import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fullDate } from '@/lib/relative-time.ts';
import { AlertIcon } from '@/components/ui/icons.tsx';
import { timeOfDay } from './message-time.ts';

/**
 * One message of a thread: mine on the right, theirs on the left, who wrote it said to screen readers. A
 * message of mine not stored yet says so: on its way, or not sent with why and a retry. `menu` sits by its time
 * (report, on theirs).
 */
export function MessageItem({
  text,
  createdAt,
  isMine,
  senderName,
  outgoing,
  menu,
}: {
  text: string;
  createdAt?: string;
  isMine: boolean;
  senderName: string;
  outgoing?: { status: 'pending' | 'error'; error?: string; onRetry: () => void; onDiscard: () => void };
  menu?: ReactNode;
}) {
  const { t, i18n } = useTranslation('messages');
  const state = outgoing ? ` message--${outgoing.status}` : '';
  return (
    <li className={`message message--${isMine ? 'mine' : 'theirs'}${state}`}>
      <div className="message__bubble">
        <span className="visually-hidden">{isMine ? t('thread.you') : senderName}: </span>
        <span className="message__text">{text}</span>
      </div>
      <div className="message__meta">
        {outgoing?.status === 'pending' && <span>{t('thread.sending')}</span>}
        {outgoing?.status === 'error' && (
          <>
            <span className="message__failed">
              <AlertIcon size={14} /> {t('thread.failed')}
              {outgoing.error && <>: {outgoing.error}</>}
            </span>
            <button type="button" className="message__action" onClick={outgoing.onRetry}>
              {t('thread.retrySend')}
            </button>
            <button type="button" className="message__action" onClick={outgoing.onDiscard}>
              {t('thread.discard')}
            </button>
          </>
        )}
        {!outgoing && createdAt && (
          <time dateTime={createdAt} title={fullDate(createdAt, i18n.language)}>
            {timeOfDay(createdAt, i18n.language)}
          </time>
        )}
        {menu}
      </div>
    </li>
  );
}
