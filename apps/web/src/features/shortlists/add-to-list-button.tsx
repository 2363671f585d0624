import { useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '@/components/ui/icons.tsx';
import { OnceOpened } from '@/components/ui/once-opened.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { ensurePageTexts } from '@/i18n/i18n.ts';
import type { AddToListProps } from '@/lib/add-to-list-context.tsx';
import { addToShortlist, listShortlists, shortlistsKeys } from './shortlists-api.ts';
import './shortlists.css';

// The dialog and its texts load when first needed: the cards carry only this button.
const AddToListDialog = lazy(() =>
  Promise.all([import('./add-to-list-dialog.tsx'), ensurePageTexts('shortlists')]).then(([module]) => module),
);

/**
 * "Save" in one click (issue 27): the talent goes on the agency's most recently used list and the button says
 * so; with no list yet, or once saved, the click opens the dialog to choose, make or leave lists.
 */
export function AddToListButton({ talentId, name }: AddToListProps) {
  const { t, i18n } = useTranslation('discovery');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [savedTo, setSavedTo] = useState<string | null>(null);
  const [said, setSaid] = useState('');

  async function save() {
    if (savedTo !== null) return setOpen(true);
    setBusy(true);
    try {
      const [lists] = await Promise.all([
        client.fetchQuery({
          queryKey: shortlistsKeys.lists(talentId),
          queryFn: ({ signal }) => listShortlists(talentId, signal),
        }),
        ensurePageTexts('shortlists'),
      ]);
      const latest = lists[0];
      if (!latest || latest.contains) return setOpen(true);
      await addToShortlist(latest.id, talentId);
      setSavedTo(latest.name);
      setSaid(i18n.t('shortlists:onList', { name: latest.name }));
      await client.invalidateQueries({ queryKey: shortlistsKeys.all });
    } catch (error) {
      setSaid(apiErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  const label =
    savedTo === null ? t('card.addToListName', { name }) : i18n.t('shortlists:changeLists', { name, list: savedTo });
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small add-to-list"
        aria-label={label}
        aria-haspopup={savedTo === null ? undefined : 'dialog'}
        aria-disabled={busy || undefined}
        data-saved={savedTo !== null || undefined}
        onClick={() => void (busy ? undefined : save())}
      >
        <StarIcon size={16} /> {savedTo === null ? t('card.addToList') : i18n.t('shortlists:savedButton')}
      </button>
      <span role="status" className="visually-hidden">
        {said}
      </span>
      <OnceOpened open={open}>
        <AddToListDialog
          open={open}
          onClose={() => {
            setOpen(false);
            // The dialog may have changed what lists hold the talent: the next click asks again.
            setSavedTo(null);
          }}
          talentId={talentId}
          name={name}
        />
      </OnceOpened>
    </>
  );
}
