import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert.tsx';
import { ChatIcon } from '@/components/ui/icons.tsx';
import { ContactItemSkeleton } from './contact-item.tsx';

/** The conversations' and the requests' lists before they have rows: loading, failed, or empty. */

export function ContactListLoading({ label, count }: { label: string; count: number }) {
  return (
    <>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <ul className="contact-list">
        {Array.from({ length: count }, (_, index) => (
          <ContactItemSkeleton key={index} />
        ))}
      </ul>
    </>
  );
}

export function ContactListError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation('messages');
  return (
    <div className="messages-state">
      <Alert tone="error">{text}</Alert>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        {t('list.retry')}
      </button>
    </div>
  );
}

export function ContactListEmpty({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <span className="empty-state__icon" aria-hidden="true">
        <ChatIcon size={26} />
      </span>
      <p className="empty-state__title messages-empty-title">{title}</p>
      <p className="empty-state__body">{body}</p>
      {children}
    </div>
  );
}
