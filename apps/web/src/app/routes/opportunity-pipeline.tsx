import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PipelinePage } from '@/features/opportunities/pipeline/pipeline-page.tsx';
import { usePipeline, usePipelineOpportunity } from '@/features/opportunities/api/pipeline.ts';
import { AppliedFilterChips } from '@/features/scouting/applied-filter-chips.tsx';
import { appliedFilters } from '@/features/scouting/applied-filters.ts';
import { SearchFilters } from '@/features/scouting/search-filters.tsx';
import { removeFilter, setFilter } from '@/features/scouting/search-query.ts';
import { useFieldTable } from '@/features/scouting/scouting-api.ts';
import { useSearchAddress } from '@/features/scouting/use-search-address.ts';
import { CompareDialog } from '@/features/shortlists/compare-dialog.tsx';
import '@/features/scouting/search-page.css';
import '@/features/shortlists/shortlists.css';
import { langOf } from '@/i18n/use-lang.ts';
import { useSelf } from '@/lib/session-context.ts';
import { usePageTitle } from '../route-meta.tsx';

const idOf = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : 0);

/**
 * /oportunidades/:id/papeles/:roleId/candidatos: a role's pipeline, with the talent search's filters (their facets
 * counted over the applicants) and the shortlists' comparison. Anyone but the owner agency reads the API's answer.
 */
export default function OpportunityPipelineRoute() {
  const { t, i18n } = useTranslation('scouting');
  const params = useParams();
  const opportunityId = idOf(params.id);
  const roleId = idOf(params.roleId);
  const address = useSearchAddress();
  const [query, edit] = address;
  const table = useFieldTable();
  const pipeline = usePipeline(opportunityId, roleId, query);
  const home = useSelf()?.user.country ?? null;
  const opportunity = usePipelineOpportunity(opportunityId).data;
  const role = opportunity?.roles.find((r) => r.id === roleId);
  usePageTitle(
    opportunity && role
      ? `${i18n.t('pipeline:heading', { role: role.name })} · ${opportunity.title}`
      : i18n.t('titles:pipeline'),
  );
  const facets = { rows: [], count: pipeline.data?.count ?? 0, facets: pipeline.data?.facets ?? [] };
  const groups = table.data ? appliedFilters(query, table.data, langOf(i18n.language), t) : [];
  const change = (name: string, value: string | string[]) =>
    edit((next) => table.data && setFilter(next, table.data, name, value));
  const remove = (name: string, value: string | null) =>
    edit((next) => table.data && removeFilter(next, table.data, name, value));
  const clear = () => edit((next) => [...next.keys()].forEach((key) => key !== 'filing' && next.delete(key)));

  return (
    <PipelinePage
      key={`${opportunityId}-${roleId}`}
      opportunityId={opportunityId}
      roleId={roleId}
      address={address}
      chips={<AppliedFilterChips groups={groups} onRemove={remove} onClear={clear} />}
      filters={
        table.data && (
          <SearchFilters
            key={query.get('category') ?? ''}
            table={table.data}
            params={query}
            result={facets}
            home={home}
            onChange={change}
          />
        )
      }
      renderCompare={(ids, onClose) => <CompareDialog ids={ids} open onClose={onClose} />}
    />
  );
}
