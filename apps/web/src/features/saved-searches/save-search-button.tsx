import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedSearchKind } from '@vitrina/contract/saved-search-limits';
import {
  createBoardSearch,
  createSavedSearch,
  filtersOf,
  savedSearchesKeys,
  savedTextsOf,
} from './saved-searches-api.ts';
import { SearchNameDialog } from './search-name-dialog.tsx';
import './saved-searches.css';

/**
 * "Save this search" on the search page (agencies) or the board (talents): the page's filters, a name and a
 * frequency. The name starts as one the page makes from the filters, so saving needs no typing; it stays editable.
 */
export function SaveSearchButton({
  params,
  suggestedName,
  kind = 'talents',
}: {
  params: URLSearchParams;
  suggestedName: string;
  kind?: SavedSearchKind;
}) {
  const ns = savedTextsOf(kind);
  const { t } = useTranslation(ns);
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState<string | null>(null);

  async function save(name: string, frequency: 'daily' | 'weekly') {
    const create = kind === 'board' ? createBoardSearch : createSavedSearch;
    const saved = await create(name, frequency, filtersOf(params));
    setSaid(t('saved.savedNotice', { name: saved.name }));
    await client.invalidateQueries({ queryKey: savedSearchesKeys.all });
  }

  return (
    <div className="save-search">
      <button
        type="button"
        className="button button--ghost"
        aria-haspopup="dialog"
        onClick={() => {
          setSaid(null);
          setOpen(true);
        }}
      >
        {t('saved.save')}
      </button>
      <p className="save-search__notice" role="status">
        {said}
      </p>
      {open && (
        <SearchNameDialog
          open
          ns={ns}
          onClose={() => setOpen(false)}
          title={t('saved.saveTitle')}
          submitLabel={t('saved.saveSubmit')}
          initial={{ name: suggestedName, frequency: 'daily' }}
          onSubmit={save}
        />
      )}
    </div>
  );
}
