import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact, Message } from '@vitrina/contract/messages';
import { Alert } from '@/components/ui/alert.tsx';
import { useOpenReport } from '@/lib/report-context.ts';
import { useNow } from '@/lib/use-now.ts';
import type { useThread } from './list-thread.ts';
import { MessageItem } from './message-item.tsx';
import { MessageReportMenu, reportCandidates } from './message-report-menu.tsx';
import { dayKey, dayLabel } from './message-time.ts';
import { threadMessages, withSent } from './messages-cache.ts';
import type { OutgoingMessage } from './send-message.ts';
import { sendErrorText } from './send-error-text.ts';
import { useThreadScroll } from './use-thread-scroll.ts';

/** Messages grouped under their day's heading, oldest first. */
function byDay(messages: Message[]): { key: string; first: string; messages: Message[] }[] {
  const days: { key: string; first: string; messages: Message[] }[] = [];
  for (const message of messages) {
    const key = dayKey(message.createdAt);
    const last = days.at(-1);
    if (last?.key === key) last.messages.push(message);
    else days.push({ key, first: message.createdAt, messages: [message] });
  }
  return days;
}

/**
 * The messages of a conversation (spec §4): a log region that screen readers follow politely, the newest at
 * the bottom, older ones loading when the top is reached (or from the button there), then my messages still
 * on their way or refused. My acknowledged messages (`sent`) show with the stored ones until the thread
 * holds them, so one never leaves the screen between its send's end and the thread's update.
 */
export function ThreadLog({
  contact,
  selfId,
  thread,
  outbox,
  sent,
  onRetry,
  onDiscard,
}: {
  contact: Contact;
  selfId: number;
  thread: ReturnType<typeof useThread>;
  outbox: OutgoingMessage[];
  sent: Message[];
  onRetry: (id: number) => void;
  onDiscard: (id: number) => void;
}) {
  const { t, i18n } = useTranslation('messages');
  const now = useNow();
  const openReport = useOpenReport();
  const messages = withSent(threadMessages(thread.data), sent);
  const lastOutgoing = outbox.at(-1);
  const lastStored = messages.at(-1);
  const { box, onScroll, requestOlder } = useThreadScroll({
    conversation: contact.profile_url,
    isReady: thread.isSuccess,
    firstKey: messages[0]?.id,
    lastKey: lastOutgoing ? `out-${lastOutgoing.id}` : lastStored?.id,
    isLastMine: Boolean(lastOutgoing) || lastStored?.sender.id === selfId,
    hasOlder: thread.hasNextPage,
    isLoadingOlder: thread.isFetchingNextPage,
    loadOlder: () => void thread.fetchNextPage(),
  });

  let content;
  if (thread.isPending) {
    content = (
      <div className="thread-skeleton" aria-hidden="true">
        {['theirs', 'mine', 'theirs', 'mine'].map((side, index) => (
          <span key={index} className={`skeleton thread-skeleton__bubble thread-skeleton__bubble--${side}`} />
        ))}
      </div>
    );
  } else if (thread.isError) {
    content = (
      <div className="messages-state">
        <Alert tone="error">{t('thread.error')}</Alert>
        <button type="button" className="button button--ghost" onClick={() => void thread.refetch()}>
          {t('thread.retry')}
        </button>
      </div>
    );
  } else if (messages.length === 0 && outbox.length === 0) {
    content = <p className="thread__start">{t('thread.start', { name: contact.fullname })}</p>;
  } else {
    content = (
      <ol className="thread__messages">
        {byDay(messages).map((day) => (
          <Fragment key={day.key}>
            <li className="thread__day">
              <span>{dayLabel(day.first, now, i18n.language)}</span>
            </li>
            {day.messages.map((message) => (
              <MessageItem
                key={message.id}
                text={message.message}
                createdAt={message.createdAt}
                isMine={message.sender.id === selfId}
                senderName={contact.fullname}
                menu={
                  openReport &&
                  message.sender.id !== selfId &&
                  !contact.deleted && (
                    <MessageReportMenu
                      senderName={contact.fullname}
                      onReport={(returnFocus) =>
                        openReport({
                          target: { kind: 'message', id: message.id },
                          name: contact.fullname,
                          // A reported message is most often someone asking for money (decision 0007).
                          initialCategory: 'scam',
                          candidates: reportCandidates(messages, message.id, selfId),
                          returnFocus,
                        })
                      }
                    />
                  )
                }
              />
            ))}
          </Fragment>
        ))}
        {outbox.map((message) => (
          <MessageItem
            key={`out-${message.id}`}
            text={message.text}
            isMine
            senderName={contact.fullname}
            outgoing={{
              status: message.status,
              error: message.status === 'error' ? sendErrorText(message.error) : undefined,
              onRetry: () => onRetry(message.id),
              onDiscard: () => onDiscard(message.id),
            }}
          />
        ))}
      </ol>
    );
  }

  return (
    <div
      ref={box}
      className="thread__log"
      role="log"
      aria-live="polite"
      aria-label={t('thread.log', { name: contact.fullname })}
      aria-busy={thread.isPending || thread.isFetchingNextPage}
      tabIndex={0}
      onScroll={onScroll}
    >
      {thread.hasNextPage && (
        <div className="thread__older">
          <button
            type="button"
            className="button button--ghost"
            disabled={thread.isFetchingNextPage}
            onClick={requestOlder}
          >
            {thread.isFetchingNextPage ? t('thread.loadingOlder') : t('thread.older')}
          </button>
        </div>
      )}
      {thread.isFetchNextPageError && <p className="thread__older-error">{t('thread.olderError')}</p>}
      {content}
    </div>
  );
}
