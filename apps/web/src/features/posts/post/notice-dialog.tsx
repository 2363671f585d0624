import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog.tsx';

/** Something the person must read before going on (a full portfolio): the reason, and one button. */
export function NoticeDialog({
  open,
  title,
  body,
  onClose,
}: {
  open: boolean;
  title: string;
  body: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('posts');
  return (
    <Dialog open={open} onClose={onClose} title={title} role="alertdialog" description={<p>{body}</p>}>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('actions.understood')}
        </button>
      </div>
    </Dialog>
  );
}
