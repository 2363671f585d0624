import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createSavedSearch, filtersOf, savedSearchesKeys } from './saved-searches-api.ts';
import { SearchNameDialog } from './search-name-dialog.tsx';
import './saved-searches.css';

/**
 * "Save this search" on the search page (agencies): the page's filters, a name and a frequency. The name starts
 * as one the page makes from the filters, so saving needs no typing; it stays editable.
 */
export function SaveSearchButton({ params, suggestedName }: { params: URLSearchParams; suggestedName: string }) {
  const { t } = useTranslation('scouting');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState<string | null>(null);

  async function save(name: string, frequency: 'daily' | 'weekly') {
    const saved = await createSavedSearch(name, frequency, filtersOf(params));
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
