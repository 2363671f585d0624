import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon, ChatIcon } from '@/components/ui/icons.tsx';
import { Popover } from '@/components/ui/menu.tsx';
import { UnreadBadge } from './unread-badge.tsx';
import './shell.css';
import { paths } from '@/lib/paths.ts';

/**
 * The header's messages and notifications dropdowns (spec §2). Their lists arrive with the messaging
 * and notifications issue; until then they tell how many are unread and lead to the full pages.
 */
function InboxPopover({
  kind,
  count,
  icon,
  to,
}: {
  kind: 'messages' | 'notifications';
  count: number;
  icon: ReactNode;
  to: string;
}) {
  const { t } = useTranslation('shell');
  return (
    <Popover
      label={t(`${kind}.button`, { count })}
      triggerClassName="icon-button"
      title={t(`${kind}.title`)}
      trigger={
        <>
          {icon}
          <UnreadBadge count={count} />
        </>
      }
    >
      {(close) => (
        <div className="inbox">
          <div className="inbox__empty">
            <span className="inbox__empty-icon" aria-hidden="true">
              {icon}
            </span>
            <p className="inbox__empty-title">{count > 0 ? t(`${kind}.unread`, { count }) : t(`${kind}.empty`)}</p>
            <p className="inbox__empty-body">{t(`${kind}.emptyBody`)}</p>
          </div>
          <Link className="inbox__all" to={to} onClick={close}>
            {t(`${kind}.all`)}
          </Link>
        </div>
      )}
    </Popover>
  );
}

export function MessagesPopover({ count }: { count: number }) {
  return <InboxPopover kind="messages" count={count} icon={<ChatIcon />} to={paths.conversations} />;
}

export function NotificationsPopover({ count }: { count: number }) {
  return <InboxPopover kind="notifications" count={count} icon={<BellIcon />} to={paths.notifications} />;
}
