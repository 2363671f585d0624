import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '@/components/ui/icons.tsx';
import { OnceOpened } from '@/components/ui/once-opened.tsx';
import { ensurePageTexts } from '@/i18n/i18n.ts';
import type { AddToListProps } from '@/lib/add-to-list-context.tsx';

// The dialog, its calls and its texts load on the first click: the cards carry only this button.
const AddToListDialog = lazy(() =>
  Promise.all([import('./add-to-list-dialog.tsx'), ensurePageTexts('shortlists')]).then(([module]) => module),
);

/** "Save": opens the dialog that puts a talent on one or more of the agency's lists. */
export function AddToListButton({ talentId, name }: AddToListProps) {
  const { t } = useTranslation('discovery');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small add-to-list"
        aria-label={t('card.addToListName', { name })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <StarIcon size={16} /> {t('card.addToList')}
      </button>
      <OnceOpened open={open}>
        <AddToListDialog open={open} onClose={() => setOpen(false)} talentId={talentId} name={name} />
      </OnceOpened>
    </>
  );
}
