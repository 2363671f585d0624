import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChatIcon, MoreIcon } from '@/components/ui/icons.tsx';
import { Menu } from '@/components/ui/menu.tsx';
import { paths } from '@/lib/paths.ts';
import { BlockDialog } from './block-dialog.tsx';
import { LazyReportDialog } from './lazy-report-dialog.tsx';

/** A person's message link, and report and (by the block rule) block in a menu: cards and the pop-up. */
export function PersonActions({
  id,
  name,
  profileUrl,
  canBlock,
  onBlocked,
}: {
  id: number;
  name: string;
  profileUrl: string;
  canBlock: boolean;
  onBlocked?: () => void;
}) {
  const { t } = useTranslation('graph');
  const [open, setOpen] = useState<'report' | 'block' | null>(null);
  return (
    <>
      <Link
        className="button button--ghost button--small"
        to={paths.conversation(profileUrl)}
        aria-label={t('actions.messageName', { name })}
      >
        <ChatIcon size={16} /> {t('actions.message')}
      </Link>
      <Menu label={t('actions.moreCard', { name })} trigger={<MoreIcon />} triggerClassName="icon-button">
        <button type="button" role="menuitem" className="menu__item" onClick={() => setOpen('report')}>
          {t('actions.report')}
        </button>
        {canBlock && (
          <button
            type="button"
            role="menuitem"
            className="menu__item menu__item--danger"
            onClick={() => setOpen('block')}
          >
            {t('actions.block')}
          </button>
        )}
      </Menu>
      <LazyReportDialog
        open={open === 'report'}
        onClose={() => setOpen(null)}
        target={{ kind: 'profile', id }}
        name={name}
      />
      {canBlock && (
        <BlockDialog
          open={open === 'block'}
          onClose={() => setOpen(null)}
          userId={id}
          name={name}
          onBlocked={() => {
            setOpen(null);
            onBlocked?.();
          }}
        />
      )}
    </>
  );
}
