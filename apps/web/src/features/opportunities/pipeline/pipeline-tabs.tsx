import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { filingLabels } from '@vitrina/contract/opportunity-labels';
import { filings, type Filing } from '@vitrina/contract/opportunity-limits';
import { langOf } from '@/i18n/use-lang.ts';

export const tabId = (filing: Filing) => `pipeline-tab-${filing}`;
export const PANEL_ID = 'pipeline-panel';

/**
 * The five filings as tabs with their counts (WAI-ARIA APG tabs, activated as focus moves: the arrows, Home and
 * End). Each tab also takes applicants dropped on it.
 */
export function PipelineTabs({
  current,
  counts,
  onChoose,
  onDrop,
}: {
  current: Filing;
  counts: Partial<Record<Filing, number>> | undefined;
  onChoose: (filing: Filing) => void;
  onDrop: (filing: Filing) => void;
}) {
  const { t, i18n } = useTranslation('pipeline');
  const lang = langOf(i18n.language);
  const list = useRef<HTMLDivElement>(null);

  const go = (filing: Filing) => {
    onChoose(filing);
    list.current?.querySelector<HTMLElement>(`#${tabId(filing)}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = filings.indexOf(current);
    const to: Record<string, number> = {
      ArrowRight: (at + 1) % filings.length,
      ArrowLeft: (at - 1 + filings.length) % filings.length,
      Home: 0,
      End: filings.length - 1,
    };
    const next = to[event.key];
    if (next === undefined) return;
    event.preventDefault();
    go(filings[next]!);
  };

  return (
    <div ref={list} className="pipeline-tabs" role="tablist" aria-label={t('filings')} onKeyDown={onKeyDown}>
      {filings.map((filing) => {
        const isCurrent = filing === current;
        return (
          <button
            key={filing}
            id={tabId(filing)}
            type="button"
            role="tab"
            className="pipeline-tabs__tab"
            aria-selected={isCurrent}
            aria-controls={PANEL_ID}
            tabIndex={isCurrent ? 0 : -1}
            onClick={() => onChoose(filing)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              onDrop(filing);
            }}
          >
            <span>{filingLabels[filing][lang]}</span>
            <span className="pipeline-tabs__count" aria-hidden="true">
              {counts?.[filing] ?? '–'}
            </span>
            {counts && <span className="visually-hidden">{t('countLabel', { count: counts[filing] ?? 0 })}</span>}
          </button>
        );
      })}
    </div>
  );
}
