import { useTranslation } from 'react-i18next';
import { filingLabels } from '@vitrina/contract/opportunity-labels';
import { filings, type Filing } from '@vitrina/contract/opportunity-limits';
import { MAX_COMPARED } from '@vitrina/contract/shortlist-limits';
import { Spinner } from '@/components/ui/alert.tsx';
import { langOf } from '@/i18n/use-lang.ts';

/**
 * What the agency does with the ticked applicants: tick the whole page, move them to another filing, compare
 * two to four; and the current filing as a file.
 */
export function BulkBar({
  current,
  pageIds,
  selected,
  busy,
  onSelectPage,
  onMove,
  onCompare,
  onDownload,
}: {
  current: Filing;
  pageIds: readonly number[];
  selected: readonly number[];
  busy: 'move' | 'csv' | 'pdf' | null;
  onSelectPage: (on: boolean) => void;
  onMove: (filing: Filing) => void;
  onCompare: () => void;
  onDownload: (format: 'csv' | 'pdf') => void;
}) {
  const { t, i18n } = useTranslation('pipeline');
  const lang = langOf(i18n.language);
  const onPage = pageIds.filter((id) => selected.includes(id)).length;
  const isAll = pageIds.length > 0 && onPage === pageIds.length;
  const canMove = selected.length > 0 && busy !== 'move';
  const canCompare = selected.length >= 2 && selected.length <= MAX_COMPARED;

  return (
    <div className="bulk-bar" role="group" aria-label={t('bulk')}>
      <label className="bulk-bar__all">
        <input
          type="checkbox"
          checked={isAll}
          disabled={pageIds.length === 0}
          ref={(input) => {
            if (input) input.indeterminate = onPage > 0 && !isAll;
          }}
          onChange={(event) => onSelectPage(event.target.checked)}
        />{' '}
        {t('selectPage')}
      </label>
      <p className="bulk-bar__count" aria-live="polite">
        {t('selected', { count: selected.length })}
      </p>
      <div className="bulk-bar__moves">
        {filings
          .filter((filing) => filing !== current)
          .map((filing) => (
            <button
              key={filing}
              type="button"
              className="button button--ghost pipeline-button"
              aria-disabled={!canMove}
              onClick={() => canMove && onMove(filing)}
            >
              {t('moveTo', { filing: filingLabels[filing][lang] })}
            </button>
          ))}
        {busy === 'move' && <Spinner label={t('moving')} />}
      </div>
      <div className="bulk-bar__more">
        <button
          type="button"
          className="button button--ghost pipeline-button"
          aria-disabled={!canCompare}
          onClick={() => canCompare && onCompare()}
        >
          {t('compare', { count: selected.length })}
        </button>
        {(['csv', 'pdf'] as const).map((format) => (
          <button
            key={format}
            type="button"
            className="button button--ghost pipeline-button"
            onClick={() => onDownload(format)}
          >
            {busy === format && <Spinner />}
            {t(format === 'csv' ? 'downloadCsv' : 'downloadPdf')}
          </button>
        ))}
      </div>
      <p className="bulk-bar__hint">{t('compareHint', { max: MAX_COMPARED })}</p>
    </div>
  );
}
