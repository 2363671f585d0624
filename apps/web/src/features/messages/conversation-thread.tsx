import { useCallback, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Contact } from '@vitrina/contract/messages';
import { Alert } from '@/components/ui/alert.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { ChevronLeftIcon, LockIcon } from '@/components/ui/icons.tsx';
import { PersonName } from '@/components/ui/person-name.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { paths } from '@/lib/paths.ts';
import { useSelf } from '@/lib/session-context.ts';
import { useContact } from './get-contact.ts';
import { useThread } from './list-thread.ts';
import { MessageComposer } from './message-composer.tsx';
import { useOpenConversation } from './open-conversation.ts';
import { RequestPanel } from './request-panel.tsx';
import { sendErrorText } from './send-error-text.ts';
import { useOutbox, useSendMessage } from './send-message.ts';
import { ThreadLog } from './thread-log.tsx';
import '@/components/ui/states.css';
import './thread.css';
import './messages-states.css';

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

function BackLink() {
  const { t } = useTranslation('messages');
  return (
    <Link className="icon-button thread__back" to={paths.allConversations} aria-label={t('thread.back')}>
      <ChevronLeftIcon />
    </Link>
  );
}

/**
 * The conversation with one person (spec §2, §4), opened from the list or from a profile's message link,
 * before the first message too: who (a talent's name leads to the profile, an agency's opens its pop-up),
 * the messages, and the composer. A person missing, or on the far side of a block, is "not available".
 */
export function ConversationThread({
  profileUrl,
  safetyActions,
}: {
  profileUrl: string;
  /** Block and report, composed by the screen: offered on a request I received. */
  safetyActions?: (contact: Contact) => ReactNode;
}) {
  const { t } = useTranslation('messages');
  const contact = useContact(profileUrl);
  const thread = useThread(profileUrl);
  const selfId = useSelf()?.user.id;

  if (isMissing(contact.error) || isMissing(thread.error)) {
    return (
      <section className="thread thread--state" aria-labelledby="thread-unavailable">
        <header className="thread__header">
          <BackLink />
        </header>
        <div className="empty-state messages-empty-panel">
          <span className="empty-state__icon" aria-hidden="true">
            <LockIcon size={24} />
          </span>
          <h2 className="empty-state__title messages-empty-title" id="thread-unavailable">
            {t('unavailable.title')}
          </h2>
          <p className="empty-state__body">{t('unavailable.body')}</p>
          <Link className="button button--ghost" to={paths.allConversations}>
            {t('unavailable.back')}
          </Link>
        </div>
      </section>
    );
  }
  if (contact.isError) {
    return (
      <section className="thread thread--state" aria-label={t('thread.error')}>
        <header className="thread__header">
          <BackLink />
        </header>
        <div className="messages-state">
          <Alert tone="error">{t('thread.error')}</Alert>
          <button type="button" className="button button--ghost" onClick={() => void contact.refetch()}>
            {t('thread.retry')}
          </button>
        </div>
      </section>
    );
  }
  if (!contact.data || selfId === undefined) {
    return (
      <section className="thread thread--state" aria-busy="true" aria-label={t('thread.loading')}>
        <header className="thread__header" aria-hidden="true">
          <span className="skeleton skeleton--avatar" />
          <span className="skeleton skeleton--line" />
        </header>
        <p className="visually-hidden" role="status">
          {t('thread.loading')}
        </p>
      </section>
    );
  }
  return (
    <OpenThread contact={contact.data} selfId={selfId} thread={thread} safetyActions={safetyActions?.(contact.data)} />
  );
}

function OpenThread({
  contact,
  selfId,
  thread,
  safetyActions,
}: {
  contact: Contact;
  selfId: number;
  thread: ReturnType<typeof useThread>;
  safetyActions?: ReactNode;
}) {
  const { t } = useTranslation('messages');
  // A deleted account's conversation stays readable under a neutral name; nobody can write to it.
  const shown = contact.deleted ? { ...contact, fullname: t('deleted.name') } : contact;
  useOpenConversation(contact.id);
  const { send, retry, discard } = useSendMessage(contact);
  const { outgoing: outbox, sent } = useOutbox(contact.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  const lastFailure = outbox.findLast((message) => message.status === 'error');

  return (
    <section className="thread" aria-labelledby="thread-title">
      <header className="thread__header">
        <BackLink />
        <Avatar image={shown.profileImage} name={shown.fullname} size={40} decorative />
        <div className="thread__who">
          <h2 className="thread__name" id="thread-title" ref={heading} tabIndex={-1}>
            {contact.deleted ? shown.fullname : <PersonName person={contact} />}
          </h2>
          {contact.type && <span className="thread__type">{t(`types.${contact.type}`)}</span>}
        </div>
      </header>
      <ThreadLog
        contact={shown}
        selfId={selfId}
        thread={thread}
        outbox={outbox}
        sent={sent}
        onRetry={retry}
        onDiscard={discard}
      />
      <p className="visually-hidden" role="status">
        {lastFailure ? t('thread.sendFailed', { reason: sendErrorText(lastFailure.error) }) : ''}
      </p>
      {contact.request === 'sent' && <p className="thread__note">{t('requests.sentNote')}</p>}
      {contact.deleted ? (
        <p className="thread__closed">{t('deleted.cannotWrite')}</p>
      ) : (
        <>
          {/* A request I received: accept, delete, block or report it, or simply reply, which accepts it. */}
          {contact.request === 'received' && <RequestPanel contact={contact} safetyActions={safetyActions} />}
          <MessageComposer
            recipientName={contact.fullname}
            onSend={send}
            focusKey={contact.profile_url}
            focusHeading={focusHeading}
          />
        </>
      )}
    </section>
  );
}
