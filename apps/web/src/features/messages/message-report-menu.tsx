import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_REPORT_ATTACHMENTS } from '@vitrina/contract/moderation-limits';
import { messagePreview } from '@vitrina/contract/message-rules';
import type { Message } from '@vitrina/contract/messages';
import { AlertIcon, MoreIcon } from '@/components/ui/icons.tsx';
import { Menu } from '@/components/ui/menu.tsx';
import type { ReportRequest } from '@/lib/report-context.ts';

/**
 * What a report on one of their messages offers as evidence: their other messages shown in the
 * thread, the newest first, as many as a report takes.
 */
export function reportCandidates(messages: Message[], reportedId: number, selfId: number) {
  return messages
    .filter((message) => message.sender.id !== selfId && message.id !== reportedId)
    .slice(-MAX_REPORT_ATTACHMENTS)
    .reverse()
    .map((message) => ({ kind: 'message' as const, id: message.id, text: messagePreview(message.message) }));
}

/** The menu of a message I received: "Report" opens the report dialog on it. */
export function MessageReportMenu({
  senderName,
  onReport,
}: {
  senderName: string;
  onReport: (returnFocus: ReportRequest['returnFocus']) => void;
}) {
  const { t } = useTranslation('messages');
  const wrapper = useRef<HTMLDivElement>(null);
  return (
    <div ref={wrapper} className="message__menu">
      <Menu
        label={t('thread.menu', { name: senderName })}
        trigger={<MoreIcon size={16} />}
        triggerClassName="message__more"
        align="start"
      >
        <button
          type="button"
          role="menuitem"
          className="menu__item"
          onClick={() => onReport(() => wrapper.current?.querySelector('button'))}
        >
          <AlertIcon size={18} />
          {t('thread.report')}
        </button>
      </Menu>
    </div>
  );
}
