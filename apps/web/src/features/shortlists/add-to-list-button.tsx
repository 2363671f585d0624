import { useQueryClient } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '@/components/ui/icons.tsx';
import { OnceOpened } from '@/components/ui/once-opened.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { ensurePageTexts } from '@/i18n/i18n.ts';
import type { AddToListProps } from '@/lib/add-to-list-context.tsx';
import type { ShortlistSummary } from '@vitrina/contract/shortlists';
import { addToShortlist, listShortlists, shortlistsKeys } from './shortlists-api.ts';
import './shortlists.css';

// The dialog and its texts load when first needed: the cards carry only this button.
const AddToListDialog = lazy(() =>
  Promise.all([import('./add-to-list-dialog.tsx'), ensurePageTexts('shortlists')]).then(([module]) => module),
);

/** The lists of the agency's that hold the talent, the most recently used first (the server's order). */
const holding = (lists: ShortlistSummary[]) => lists.filter((list) => list.contains).map((list) => list.name);

/**
 * "Save" in one click: the talent goes on the agency's most recently used list and the button then
 * names it ("Guardado en «Castings Mayo»") with "Change" beside it; with no list yet, or once saved, the
 * click opens the dialog to choose another list, make one or leave lists, and the button names what it left.
 */
export function AddToListButton({ talentId, name }: AddToListProps) {
  const { t, i18n } = useTranslation('discovery');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [savedIn, setSavedIn] = useState<string[]>([]);
  const [said, setSaid] = useState('');
  const readLists = (fresh = false) =>
    client.fetchQuery({
      queryKey: shortlistsKeys.lists(talentId),
      queryFn: ({ signal }) => listShortlists(talentId, signal),
      ...(fresh ? { staleTime: 0 } : {}),
    });

  async function save() {
    if (savedIn.length > 0) return setOpen(true);
    setBusy(true);
    try {
      const [lists] = await Promise.all([readLists(), ensurePageTexts('shortlists')]);
      const latest = lists[0];
      if (!latest || latest.contains) return setOpen(true);
      await addToShortlist(latest.id, talentId);
      setSavedIn([latest.name]);
      setSaid(i18n.t('shortlists:onList', { name: latest.name }));
      await client.invalidateQueries({ queryKey: shortlistsKeys.all });
    } catch (error) {
      setSaid(apiErrorText(error));
    } finally {
      setBusy(false);
    }
  }

  async function closeDialog() {
    setOpen(false);
    // The dialog may have moved the talent to other lists: the button names the ones that hold them now.
    try {
      setSavedIn(holding(await readLists(true)));
    } catch {
      setSavedIn([]);
    }
  }

  const [list, ...others] = savedIn;
  let saved: string | null = null;
  if (list !== undefined)
    saved =
      others.length === 0
        ? i18n.t('shortlists:savedIn', { list })
        : i18n.t('shortlists:savedInMore', { list, count: others.length });
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small add-to-list"
        aria-label={
          saved === null ? t('card.addToListName', { name }) : i18n.t('shortlists:changeLists', { name, saved })
        }
        aria-haspopup={saved === null ? undefined : 'dialog'}
        aria-disabled={busy || undefined}
        data-saved={saved !== null || undefined}
        onClick={() => void (busy ? undefined : save())}
      >
        <StarIcon size={16} />
        {saved === null ? (
          t('card.addToList')
        ) : (
          <>
            <span>{saved}</span>
            <span className="add-to-list__change">{i18n.t('shortlists:change')}</span>
          </>
        )}
      </button>
      <span role="status" className="visually-hidden">
        {said}
      </span>
      <OnceOpened open={open}>
        <AddToListDialog open={open} onClose={() => void closeDialog()} talentId={talentId} name={name} />
      </OnceOpened>
    </>
  );
}
