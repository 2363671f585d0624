import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon, ChatIcon } from '@/components/ui/icons.tsx';
import { Popover } from '@/components/ui/menu.tsx';
import { messagesLabel } from './messages-label.ts';
import { RequestsBadge, UnreadBadge } from './unread-badge.tsx';
import './shell.css';
import { paths } from '@/lib/paths.ts';

/** What a dropdown lists, rendered by the feature that owns it (app/ hands it in); `close` closes the panel. */
export type RenderInbox = (close: () => void) => ReactNode;

/**
 * The header's messages and notifications dropdowns (spec §2): a button with the unread badge, and a panel
 * with the owning feature's list (`render`, handed in by app/) above a link to the full page. Without a list
 * the panel tells how many are unread.
 */
function InboxPopover({
  kind,
  count,
  icon,
  to,
  render,
  label,
  badges,
}: {
  kind: 'messages' | 'notifications';
  count: number;
  icon: ReactNode;
  to: string;
  render?: RenderInbox;
  /** The button's name when it says more than the unread count (the messages' requests). */
  label?: string;
  /** Badges beside the unread one. */
  badges?: ReactNode;
}) {
  const { t } = useTranslation('shell');
  return (
    <Popover
      label={label ?? t(`${kind}.button`, { count })}
      triggerClassName="icon-button"
      title={t(`${kind}.title`)}
      trigger={
        <>
          {icon}
          <UnreadBadge count={count} />
          {badges}
        </>
      }
    >
      {(close) => (
        <div className="inbox">
          {render ? (
            render(close)
          ) : (
            <div className="inbox__empty">
              <span className="inbox__empty-icon" aria-hidden="true">
                {icon}
              </span>
              <p className="inbox__empty-title">{count > 0 ? t(`${kind}.unread`, { count }) : t(`${kind}.empty`)}</p>
              <p className="inbox__empty-body">{t(`${kind}.emptyBody`)}</p>
            </div>
          )}
          <Link className="inbox__all" to={to} onClick={close}>
            {t(`${kind}.all`)}
          </Link>
        </div>
      )}
    </Popover>
  );
}

/** The messages' button carries two badges: unread messages, and message requests waiting (decision 0007). */
export function MessagesPopover({
  count,
  requests,
  render,
}: {
  count: number;
  requests: number;
  render?: RenderInbox;
}) {
  const { t } = useTranslation('shell');
  return (
    <InboxPopover
      kind="messages"
      count={count}
      icon={<ChatIcon />}
      to={paths.conversations}
      render={render}
      label={messagesLabel(t, count, requests)}
      badges={<RequestsBadge count={requests} />}
    />
  );
}

export function NotificationsPopover({ count, render }: { count: number; render?: RenderInbox }) {
  return (
    <InboxPopover kind="notifications" count={count} icon={<BellIcon />} to={paths.notifications} render={render} />
  );
}
