import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactList } from './contact-list.tsx';
import { ConversationTabs, type ConversationsTab } from './conversation-tabs.tsx';
import { useContact } from './get-contact.ts';
import { RequestList } from './request-list.tsx';
import '@/components/ui/states.css';
import './conversations.css';
import './messages-states.css';

/**
 * The conversations screen (spec §2): the contact list beside the open conversation. On a phone the two are
 * separate screens: the list alone until a conversation is chosen, then the conversation alone (with its
 * back link); `children` is the conversation, or the hint to choose one.
 */
export function ConversationsLayout({
  activeProfileUrl,
  tab,
  children,
}: {
  activeProfileUrl?: string;
  /** The requests tab (its route); an open conversation shows the tab it belongs to. */
  tab?: ConversationsTab;
  children: ReactNode;
}) {
  const { t } = useTranslation('messages');
  const open = useContact(activeProfileUrl).data;
  const current: ConversationsTab = tab ?? (open?.request === 'received' ? 'requests' : 'all');
  return (
    <div className={`conversations${activeProfileUrl ? ' conversations--open' : ''}`}>
      <section className="conversations__list" aria-labelledby="conversations-title">
        <h1 className="conversations__title" id="conversations-title">
          {t('title')}
        </h1>
        <ConversationTabs current={current} />
        {current === 'requests' ? (
          <RequestList activeProfileUrl={activeProfileUrl} />
        ) : (
          <ContactList activeProfileUrl={activeProfileUrl} />
        )}
      </section>
      <div className="conversations__thread">{children}</div>
    </div>
  );
}

/** The wide screen's right side before a conversation is chosen. */
export function NoConversationChosen() {
  const { t } = useTranslation('messages');
  return (
    <div className="empty-state messages-empty-panel">
      <p className="empty-state__title messages-empty-title">{t('select.title')}</p>
      <p className="empty-state__body">{t('select.body')}</p>
    </div>
  );
}
