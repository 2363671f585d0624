import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Applicant, Pipeline } from '@vitrina/contract/applications';
import { filingLabels } from '@vitrina/contract/opportunity-labels';
import { PIPELINE_PAGE_SIZE, type Filing } from '@vitrina/contract/opportunity-limits';
import { Alert, Spinner } from '@/components/ui/alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { apiErrorText } from '@/i18n/error-text.ts';
import { langOf } from '@/i18n/use-lang.ts';
import { saveBlob } from '@/lib/save-blob.ts';
import { pipelineKeys } from '../api/pipeline-keys.ts';
import { downloadApplicants, fileApplicants, usePipeline, usePipelineOpportunity } from '../api/pipeline.ts';
import { ApplicantList } from './applicant-list.tsx';
import { ApplicantPanel } from './applicant-panel.tsx';
import { BulkBar } from './bulk-bar.tsx';
import { afterFiling, keptSelection, selectPage } from './pipeline-cache.ts';
import { PANEL_ID, PipelineTabs, tabId } from './pipeline-tabs.tsx';
import { RoleSwitch } from './role-switch.tsx';
import { filingOf, pageHref, pageOf, usePipelineAddress, type PipelineAddress } from './use-pipeline-address.ts';
import './pipeline.css';

/**
 * A role's pipeline for its agency: the filings as tabs with their counts, the applicants of one, ticked one by
 * one or a page at once and moved (buttons, or dragged onto a tab), the scouting filters (handed in by app/), the
 * comparison (handed in too) and the filing as CSV or PDF. Everything but the ticks and the open panel is in the
 * address.
 */
export function PipelinePage({
  opportunityId,
  roleId,
  address,
  filters,
  chips,
  renderCompare,
}: {
  opportunityId: number;
  roleId: number;
  address?: PipelineAddress;
  filters?: ReactNode;
  /** The applied filters, above the applicants. */
  chips?: ReactNode;
  renderCompare?: (talentIds: number[], onClose: () => void) => ReactNode;
}) {
  const { t, i18n } = useTranslation('pipeline');
  const lang = langOf(i18n.language);
  const client = useQueryClient();
  const own = usePipelineAddress();
  const [params, edit] = address ?? own;
  const filing = filingOf(params);
  const page = pageOf(params);
  const opportunity = usePipelineOpportunity(opportunityId);
  const pipeline = usePipeline(opportunityId, roleId, params);
  const listKey = pipelineKeys.list(opportunityId, roleId, params.toString());
  const [selection, setSelection] = useState<{ key: string; ids: number[] }>({ key: '', ids: [] });
  const [busy, setBusy] = useState<'move' | 'csv' | 'pdf' | null>(null);
  const [said, setSaid] = useState<{ error: boolean; text: string } | null>(null);
  const [open, setOpen] = useState<Applicant | null>(null);
  const [comparing, setComparing] = useState(false);
  const [showFilters, setShowFilters] = useState(false);
  const dragged = useRef<number | null>(null);

  const data = pipeline.data;
  const rows = data?.rows ?? [];
  const pageIds = rows.map((row) => row.id);
  const key = params.toString();
  const selected = selection.key === key ? keptSelection(selection.ids, data) : [];
  // An update builds on the one before it, so two ticks in one keystroke (Shift and an arrow) both count.
  const select = (change: (ids: number[]) => number[]) =>
    setSelection((last) => ({ key, ids: change(last.key === key ? keptSelection(last.ids, data) : []) }));
  const role = opportunity.data?.roles.find((r) => r.id === roleId);

  async function move(ids: number[], to: Filing) {
    if (ids.length === 0 || to === filing) return;
    setBusy('move');
    await client.cancelQueries({ queryKey: listKey });
    const before = client.getQueryData<Pipeline>(listKey);
    if (before) client.setQueryData<Pipeline>(listKey, afterFiling(before, filing, ids, to));
    try {
      const { moved } = await fileApplicants(opportunityId, roleId, ids, to);
      setSaid({ error: false, text: t('moved', { count: moved, filing: filingLabels[to][lang] }) });
      select((kept) => kept.filter((id) => !ids.includes(id)));
    } catch (error) {
      setSaid({ error: true, text: apiErrorText(error) });
    } finally {
      setBusy(null);
      await client.invalidateQueries({ queryKey: pipelineKeys.role(opportunityId, roleId) });
    }
  }

  async function download(format: 'csv' | 'pdf') {
    setBusy(format);
    try {
      const file = await downloadApplicants(opportunityId, roleId, format, params);
      saveBlob(file, `candidatos-${roleId}-${filing}.${format}`);
    } catch (error) {
      setSaid({ error: true, text: apiErrorText(error) });
    } finally {
      setBusy(null);
    }
  }

  const failed = pipeline.isError ? pipeline.error : opportunity.isError ? opportunity.error : null;
  const totalPages = Math.ceil((data?.count ?? 0) / PIPELINE_PAGE_SIZE);
  const talentIds = rows.filter((row) => selected.includes(row.id)).map((row) => row.talent.id);

  return (
    <div className="pipeline">
      <header className="pipeline__head">
        <p className="pipeline__eyebrow">{opportunity.data?.title ?? t('title')}</p>
        <h1>{role ? t('heading', { role: role.name }) : t('title')}</h1>
        {opportunity.data && <RoleSwitch opportunity={opportunity.data} roleId={roleId} />}
      </header>
      {failed ? (
        <Alert tone="error">{apiErrorText(failed)}</Alert>
      ) : (
        <>
          <PipelineTabs
            current={filing}
            counts={data?.counts}
            onChoose={(next) => edit((query) => query.set('filing', next))}
            onDrop={(to) => {
              const id = dragged.current;
              dragged.current = null;
              if (id !== null) void move(selected.includes(id) ? selected : [id], to);
            }}
          />
          <p className={said?.error ? 'field__error' : 'visually-hidden'} role="status" aria-live="polite">
            {said?.text}
          </p>
          <div className="pipeline__body">
            {filters && (
              <aside className="pipeline__filters" aria-label={t('filters')}>
                <button
                  type="button"
                  className="button button--ghost pipeline-button pipeline__filters-toggle"
                  aria-expanded={showFilters}
                  aria-controls="pipeline-filters"
                  onClick={() => setShowFilters((shown) => !shown)}
                >
                  {showFilters ? t('hideFilters') : t('showFilters')}
                </button>
                <div id="pipeline-filters" className="pipeline__filters-body" data-open={showFilters || undefined}>
                  {filters}
                </div>
              </aside>
            )}
            <section id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(filing)} className="pipeline__panel">
              <h2 className="pipeline__count">
                {t('listHeading', { count: data?.count ?? 0, filing: filingLabels[filing][lang] })}
              </h2>
              {chips}
              <BulkBar
                current={filing}
                pageIds={pageIds}
                selected={selected}
                busy={busy}
                onSelectPage={(on) => select((kept) => selectPage(kept, pageIds, on))}
                onMove={(to) => void move(selected, to)}
                onCompare={() => setComparing(true)}
                onDownload={(format) => void download(format)}
              />
              {pipeline.isPending && <Spinner label={t('loading')} />}
              {data && rows.length === 0 && <p className="pipeline__empty">{t('empty')}</p>}
              <ApplicantList
                rows={rows}
                selected={selected}
                onSelect={(id, on) =>
                  select((kept) => (on ? [...new Set([...kept, id])] : kept.filter((other) => other !== id)))
                }
                onOpen={setOpen}
                onDragStart={(id) => {
                  dragged.current = id;
                }}
              />
              <Pagination page={page} totalPages={totalPages} hrefOf={(n) => pageHref(params, n)} />
            </section>
          </div>
        </>
      )}
      {open && (
        <ApplicantPanel
          applicant={open}
          onClose={() => {
            setOpen(null);
            // Opening her marked her viewed: the cards say so now.
            if (!open.viewed) void client.invalidateQueries({ queryKey: pipelineKeys.role(opportunityId, roleId) });
          }}
          onMove={(to) => move([open.id], to)}
        />
      )}
      {comparing && renderCompare?.(talentIds, () => setComparing(false))}
    </div>
  );
}
