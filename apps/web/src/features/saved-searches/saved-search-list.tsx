import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SavedSearch } from '@vitrina/contract/saved-searches';
import type { SavedSearchKind } from '@vitrina/contract/saved-search-limits';
import { Alert } from '@/components/ui/alert.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import {
  deleteSavedSearch,
  savedSearchesKeys,
  savedSearchHref,
  savedTextsOf,
  updateSavedSearch,
  useSavedSearches,
} from './saved-searches-api.ts';
import { SearchNameDialog } from './search-name-dialog.tsx';
import './saved-searches.css';

/**
 * My saved searches on the search page (agencies) or the board (talents): each opens its search, and can be
 * renamed, re-timed, have its alerts stopped or resumed, or be deleted (after a confirmation).
 */
export function SavedSearchList({ kind = 'talents' }: { kind?: SavedSearchKind }) {
  const ns = savedTextsOf(kind);
  const { t } = useTranslation(ns);
  const client = useQueryClient();
  const searches = useSavedSearches(true);
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: savedSearchesKeys.all });

  async function change(search: SavedSearch, body: Parameters<typeof updateSavedSearch>[1]) {
    setError(null);
    try {
      await updateSavedSearch(search.id, body);
    } catch (failure) {
      setError(apiErrorText(failure));
    }
    await refresh();
  }
  async function remove(search: SavedSearch) {
    setError(null);
    try {
      await deleteSavedSearch(search.id);
    } catch (failure) {
      setError(apiErrorText(failure));
    }
    setDeleting(null);
    await refresh();
  }

  const rows = searches.data ?? [];
  return (
    <section className="saved-searches" aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title" className="saved-searches__title">
        {t('saved.title')}
      </h2>
      {searches.isError && <Alert tone="error">{t('saved.loadError')}</Alert>}
      {searches.isSuccess && rows.length === 0 && <p className="saved-searches__empty">{t('saved.empty')}</p>}
      {error && <Alert tone="error">{error}</Alert>}
      {rows.length > 0 && (
        <ul className="saved-searches__list">
          {rows.map((search) => (
            <li key={search.id} className="saved-search">
              <Link className="saved-search__name" to={savedSearchHref(search)}>
                {search.name}
              </Link>
              <span className="saved-search__meta">
                {search.alerts ? t(`saved.frequencies.${search.frequency}`) : t('saved.alertsOff')}
              </span>
              <span className="saved-search__actions">
                <button
                  type="button"
                  className="button button--ghost saved-search__action"
                  aria-haspopup="dialog"
                  aria-label={t('saved.editLabel', { name: search.name })}
                  onClick={() => setEditing(search)}
                >
                  {t('saved.edit')}
                </button>
                <button
                  type="button"
                  className="button button--ghost saved-search__action"
                  aria-pressed={search.alerts}
                  aria-label={t('saved.alertsLabel', { name: search.name })}
                  onClick={() => void change(search, { alerts: !search.alerts })}
                >
                  {t('saved.alerts')}
                </button>
                <button
                  type="button"
                  className="button button--ghost saved-search__action"
                  aria-haspopup="dialog"
                  aria-label={t('saved.deleteLabel', { name: search.name })}
                  onClick={() => setDeleting(search)}
                >
                  {t('saved.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <SearchNameDialog
          open
          ns={ns}
          onClose={() => setEditing(null)}
          title={t('saved.editTitle')}
          submitLabel={t('saved.editSubmit')}
          initial={{ name: editing.name, frequency: editing.frequency }}
          onSubmit={async (name, frequency) => {
            await updateSavedSearch(editing.id, { name, frequency });
            await refresh();
          }}
        />
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        role="alertdialog"
        title={t('saved.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('saved.deleteIntro')}
      >
        <div className="saved-search-form__actions">
          <button type="button" className="button button--ghost" onClick={() => setDeleting(null)}>
            {t('saved.cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={() => deleting && void remove(deleting)}>
            {t('saved.delete')}
          </button>
        </div>
      </Dialog>
    </section>
  );
}
